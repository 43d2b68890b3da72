import { KINDS, MAX_PAGE_SIZE, type ResourceDef } from '@flp/shared';
import { MAX_PAGE, SUFFIXES } from './query';

/** JSON schemas for the API documentation, from the kind table (validation is done by validate.ts with the same table). */
export function bodySchema(def: ResourceDef) {
  const properties: Record<string, object> = {
    id: { type: 'string', description: 'absent to add, present to update' },
    version: {
      type: 'integer',
      description:
        'the version read: a stale one is refused with 409; without it the update is applied (last write wins)',
    },
  };
  for (const f of def.fields) {
    if (f.form === false) continue;
    const schema = KINDS[f.kind].schema(f);
    const notes = [f.label['zh-CN'], f.required ? 'required' : '', schema.description].filter(Boolean);
    properties[f.name] = { ...schema, description: notes.join('; ') };
  }
  return { type: 'object', properties };
}

export function listQuerySchema(def: ResourceDef) {
  const properties: Record<string, object> = {
    current: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
    size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 10 },
    ascs: { type: 'string', description: 'comma-separated fields to sort ascending' },
    descs: { type: 'string', description: 'comma-separated fields to sort descending' },
  };
  for (const f of def.fields) {
    if (!f.search) continue;
    properties[f.name] = {
      type: 'string',
      description: `${f.label['zh-CN']} (suffixes: ${SUFFIXES.map((s) => `_${s}`).join(' ')})`,
    };
  }
  properties.createTime_dategt = { type: 'string', description: 'created after' };
  properties.createTime_datelt = { type: 'string', description: 'created before' };
  return { type: 'object', properties, additionalProperties: true };
}

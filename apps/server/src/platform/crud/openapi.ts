import type { FieldDef, ResourceDef } from '@flp/shared';
import { SUFFIXES } from './query';

/** JSON schemas for the API documentation, derived from the same definition (validation is done by validate.ts). */
function jsonType(f: FieldDef): object {
  switch (f.kind) {
    case 'int':
    case 'switch':
      return { type: 'integer' };
    case 'number':
    case 'money':
    case 'percent':
      return { type: 'string', format: 'decimal' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', description: 'yyyy-MM-dd HH:mm:ss' };
    case 'json':
      return {};
    default:
      return { type: 'string' };
  }
}

export function bodySchema(def: ResourceDef) {
  const properties: Record<string, object> = {
    id: { type: 'string', description: 'absent to add, present to update' },
    version: { type: 'integer', description: 'the version read; a stale one is refused with 409' },
  };
  for (const f of def.fields) {
    if (f.form === false) continue;
    properties[f.name] = { ...jsonType(f), description: f.label['zh-CN'] + (f.required ? ' (required)' : '') };
  }
  return { type: 'object', properties };
}

export function listQuerySchema(def: ResourceDef) {
  const properties: Record<string, object> = {
    current: { type: 'integer', minimum: 1, default: 1 },
    size: { type: 'integer', minimum: 1, default: 10 },
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

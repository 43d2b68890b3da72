import { type FieldDef, type ResourceDef, l } from '@flp/shared';
import { registerFieldLinker } from '../crud/field-links';
import type { HookContext } from '../crud/service';
import { invalidField, labelled } from '../http/errors';
import { isAdministrator } from '../tenancy/context';
import { attachmentInfo, attachments } from './repository';

/** The kind its files are recorded under: the declared attachment kind, else the field's name. */
export const kindOf = (f: FieldDef) => f.attachmentKind ?? f.name;

const idList = (value: unknown): string[] => (typeof value === 'string' && value ? value.split(',') : []);

/**
 * Links the files of `attachments` fields to their record in the record's transaction: each id must be an upload of
 * the tenant that is unlinked or already this record's; ids the new value drops are removed. A refusal names the
 * field, and rolls the record's save back with it.
 */
async function write(h: HookContext, def: ResourceDef, f: FieldDef, recordId: string, value: unknown) {
  const ids = idList(value);
  const kind = kindOf(f);
  const found = await attachments.byIds(h.tx, h.ctx, ids);
  const byId = new Map(found.map((r) => [r.id, r]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) throw invalidField(f.name, labelled(f.label, l(`附件不存在: ${id}`, `no such attachment: ${id}`)));
    // A fresh upload is its uploader's to attach: another's upload id would hand his file to this record's readers.
    if (row.businessId === null && (row.createUser ?? '') !== h.ctx.userId && !isAdministrator(h.ctx))
      throw invalidField(
        f.name,
        labelled(f.label, l(`附件 ${id} 不是您上传的`, `attachment ${id} is not your upload`)),
      );
    const mine = row.businessType === def.name && row.businessId === recordId && row.kind === kind;
    if (row.businessId !== null && !mine)
      throw invalidField(
        f.name,
        labelled(f.label, l(`附件 ${id} 已属于其他记录`, `attachment ${id} belongs to another record`)),
      );
  }
  const current = await attachments.ofRecords(h.tx, h.ctx, {
    businessType: def.name,
    businessIds: [recordId],
    kind,
  });
  const keep = new Set(ids);
  await attachments.remove(
    h.tx,
    h.ctx,
    current.filter((r) => !keep.has(r.id)).map((r) => r.id),
  );
  await attachments.link(
    h.tx,
    h.ctx,
    ids.filter((id) => byId.get(id)!.businessId === null),
    { businessType: def.name, businessId: recordId, kind },
  );
}

/** Registers the attachments kind with the resource machinery (once, at boot). */
export function installAttachmentFields() {
  registerFieldLinker({
    kind: 'attachments',
    write,
    async read(r, def, f, rows) {
      const ids = rows.map((x) => String(x.id));
      const all = await attachments.ofRecords(r.db, r.ctx, {
        businessType: def.name,
        businessIds: ids,
        kind: kindOf(f),
      });
      for (const row of rows) row[f.name] = all.filter((a) => a.businessId === String(row.id)).map(attachmentInfo);
    },
    async remove(h, def, f, recordIds) {
      await attachments.removeOfRecords(h.tx, h.ctx, {
        businessType: def.name,
        businessIds: recordIds,
        kind: kindOf(f),
      });
    },
  });
}

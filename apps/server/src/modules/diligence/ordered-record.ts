// A record made by an outside order (企业准入扫描, 司法报告): it follows its order — the order's state and number, why it
// failed, and once done the values the result gives and the report document filed under the record (one, replaced) —
// in the transaction that records the order's step (the machine's `onRecorded`).
import type { ResourceDef } from '@flp/shared';
import { attachments, kindOf } from '../../platform/attachments';
import type { ResourceRepository, Row } from '../../platform/crud/repository';
import type { HookContext } from '../../platform/crud/service';
import { beyondDataScope } from '../../platform/tenancy/context';
import { LOCAL } from '../outside';
import type { FileService } from '../resource';

export interface OrderedRecord {
  def: ResourceDef;
  repo: ResourceRepository;
  /** The record's field holding its order's state. */
  stateField: string;
  /** Its attachments field for the report. */
  reportField: string;
  /** The record's values once its order is done, from the order's result. */
  doneValues(result: Row): Row;
  /** The report of the record as saved, and its file name; `engine` names who made it. */
  report(saved: Row, engine: string): { name: string; bytes: Buffer };
}

/** The machine's `onRecorded` for records of `spec.def` (orders of other records are not its business). */
export function followOrder(spec: OrderedRecord, files: FileService) {
  const field = spec.def.fields.find((f) => f.name === spec.reportField)!;
  return async (h: HookContext, order: Row) => {
    if (order.businessType !== spec.def.name || !order.businessId) return;
    const all = beyondDataScope(h.ctx);
    const [record] = await spec.repo.findIds(h.tx, all, [String(order.businessId)]);
    if (!record) return;
    const done = order.orderState === 'DONE';
    const values: Row = {
      [spec.stateField]: order.orderState,
      orderNo: order.orderNo,
      reason: order.lastError ?? null,
      ...(done ? spec.doneValues((order.result ?? {}) as Row) : {}),
    };
    const saved = await spec.repo.update(h.tx, all, record.id, values);
    if (!done) return;
    const { name, bytes } = spec.report(saved, order.provider === LOCAL ? '本地规则' : String(order.provider));
    const kind = kindOf(field);
    await attachments.removeOfRecords(h.tx, all, { businessType: spec.def.name, businessIds: [record.id], kind });
    const fileId = await files.attach(h.tx, all, {
      name,
      bytes,
      businessType: spec.def.name,
      businessId: record.id,
      kind,
    });
    await spec.repo.update(h.tx, all, record.id, { [spec.reportField]: fileId });
  };
}

// A record made by an outside order (企业准入扫描, 司法报告): it follows its order — the order's state and number, why it
// failed, and once done the values the result gives and the report document filed under the record (one, replaced) —
// in the transaction that records the order's step (the machine's `onRecorded`).
import type { ResourceDef } from '@flp/shared';
import type { FastifyRequest } from 'fastify';
import { attachments, kindOf } from '../../platform/attachments';
import type { ResourceRepository, Row } from '../../platform/crud/repository';
import type { HookContext, ResourceService } from '../../platform/crud/service';
import type { RequestContext } from '../../platform/tenancy/context';
import { beyondDataScope } from '../../platform/tenancy/context';
import { LOCAL, type OrderMachine } from '../outside';
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

/**
 * A record made and ordered: recorded with its state 待生成, then its order placed with the record as the order's
 * business record (a local engine answers at once, and the record has followed it by the time this returns) → the
 * record as its detail answers it. The caller checks first that the order can be placed (409), so nothing is recorded
 * when it cannot.
 */
export async function recordAndOrder(
  o: { orders: OrderMachine; records: ResourceService; service: string; stateField: string; provider: string | null },
  ctx: RequestContext,
  body: Row,
  req?: FastifyRequest,
) {
  const record = await o.records.create(ctx, { ...body, [o.stateField]: 'CREATED' }, { req });
  await o.orders.place(ctx, {
    service: o.service,
    provider: o.provider,
    subjectName: String(body.companyName),
    subjectCode: body.uscCode ? String(body.uscCode) : null,
    businessType: o.records.def.name,
    businessId: record.id,
  });
  return o.records.detail(ctx, record.id, { req });
}

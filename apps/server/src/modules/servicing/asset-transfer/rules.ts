// 资产转让's rules at every save (submit) and again at delivery: the contract locked, then its IOUs in id order (a
// receipt of one of them waits); the IOUs must be the contract's and in no other draft or settled transfer
// (AssetTransferIsExist's rule, per IOU); pricing.ts checks and prices them on the date. The server fills the number
// (<contractNo>-ZR01), the lessee and the figures; the price is the one typed, or the rents discounted.
import { type Localized, assetTransfer, l } from '@flp/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { numberUnder } from '../../../platform/crud/numbered';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import type { ContractModule } from '../../contract';
import { dec, fieldsOf, given } from '../changes/record';
import { type IouRow, servicingRepos } from '../repos';
import { type TransferFigures, priceSale } from './pricing';
import { assetTransferRepos } from './repos';

export const { labelOf, refuse } = fieldsOf(assetTransfer);

/** The states in which a transfer holds its IOUs: a draft reserves them, a settled one sold them. */
export const LIVE_STATES = ['draft', 'settled'];

/** A record's IOU ids: unique, in id order (the order they are locked in). */
export function iouIdsOf(v: unknown): string[] {
  const list = [
    ...new Set(
      String(v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  return list.sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0));
}

/** The contract's live transfers (draft or settled) but `exceptId`, whatever the caller may list. */
export function liveTransfers(db: Db, ctx: RequestContext, contractId: string, exceptId?: string) {
  const t = assetTransferRepos.transfer;
  return t.list(db, beyondDataScope(ctx), {
    where: [
      and(
        eq(t.col('contractId'), contractId),
        inArray(t.col('transferState'), LIVE_STATES),
        ...(exceptId ? [ne(t.col('id'), exceptId)] : []),
      )!,
    ],
    limit: 10_000,
  });
}

const refuseIous = (message: Localized) => refuse('iouIds', message);

/**
 * The record's contract and IOUs locked and checked, and its figures. `ownId`: the record itself (left out of the
 * one-transfer rule). Refusals name the field by its label.
 */
export async function checkTransfer(h: HookContext, contracts: ContractModule, record: Row, ownId?: string) {
  const wide = beyondDataScope(h.ctx);
  const contract = await contracts.lockContract(h.tx, h.ctx, String(record.contractId));
  const ids = iouIdsOf(record.iouIds);
  if (!ids.length) throw refuseIous(l('请选择转让的借据', 'please select the IOUs'));
  const ious: IouRow[] = [];
  for (const id of ids) {
    const iou = await servicingRepos.iou.findById(h.tx, wide, id);
    if (!iou) throw refuseIous(l(`借据不存在: ${id}`, `no such IOU: ${id}`));
    if (String(iou.contractId) !== String(contract.id))
      throw refuseIous(
        l(
          `借据 ${iou.iouNo} 不属于合同 ${contract.contractNo}`,
          `IOU ${iou.iouNo} is not of contract ${contract.contractNo}`,
        ),
      );
    ious.push(await servicingRepos.iou.lockById(h.tx, wide, id));
  }
  for (const other of await liveTransfers(h.tx, h.ctx, String(contract.id), ownId)) {
    const taken = ious.find((i) => iouIdsOf(other.iouIds).includes(i.id));
    if (taken)
      throw refuseIous(
        l(
          `借据 ${taken.iouNo} 已在资产转让 ${other.transferNo} 中 (${other.transferState === 'settled' ? '已交割' : '草稿'})`,
          `IOU ${taken.iouNo} is in asset transfer ${other.transferNo} already (${other.transferState === 'settled' ? 'settled' : 'draft'})`,
        ),
      );
  }
  if (!given(record.transferDate))
    throw refuse('transferDate', l('请选择转让基准日', 'please select the transfer date'));
  if (given(record.price) && dec(record.price).lt(0)) throw refuse('price', l('不能为负数', 'cannot be negative'));
  if (!given(record.price) && !given(record.discountRate))
    throw refuse('discountRate', l('未填转让价款时必填', 'is required when no price is given'));
  const figures: TransferFigures = await priceSale(
    h.tx,
    h.ctx,
    ious,
    { date: String(record.transferDate), discountRate: record.discountRate, price: record.price },
    refuse,
  );
  return { contract, ious, figures, ids };
}

/**
 * Whether the stored price is one the server discounted (a form sent back as it was shows it): then it is discounted
 * again on the new terms, not kept as if agreed. Compared with the stored record discounted afresh.
 */
async function priceWasComputed(h: HookContext, contracts: ContractModule, current: Row, price: unknown) {
  if (!given(price) || !given(current.price) || !given(current.discountRate)) return false;
  if (!dec(price).eq(dec(current.price))) return false;
  try {
    const again = await checkTransfer(h, contracts, { ...current, price: null }, String(current.id));
    return dec(again.figures.values.price).eq(dec(current.price));
  } catch {
    return false;
  }
}

/** Fills the record's server fields from its check: lessee, number (new records), IOUs in order, figures. */
async function fill(h: HookContext, contracts: ContractModule, values: Row, current: Row | undefined) {
  const record: Row = { ...current, ...values };
  if (current && (await priceWasComputed(h, contracts, current, record.price))) record.price = null;
  const { contract, figures, ids } = await checkTransfer(h, contracts, record, current?.id as string | undefined);
  Object.assign(values, { customerId: contract.customerId, iouIds: ids.join(','), ...figures.values });
  if (!current)
    values.transferNo = await numberUnder(
      h,
      assetTransferRepos.transfer,
      'contractId',
      { id: String(contract.id), no: contract.contractNo },
      'ZR',
    );
}

export function transferHooks(contracts: ContractModule): ResourceHooks<typeof assetTransfer> {
  return {
    serverFields: ['transferNo', 'customerId', 'fromPeriod', 'rentSold', 'carryingAmount', 'gainLoss'],
    beforeCreate: (h, values) => fill(h, contracts, values, undefined),
    beforeUpdate: (h, values, current) => fill(h, contracts, values, current),
  };
}

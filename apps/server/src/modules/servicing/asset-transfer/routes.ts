// assetTransfer's calls besides list / page / detail / remove / submit / export (the crud machinery's): 交割 (settle)
// and 撤销 (cancel), the spec's AssetTransferIsExist / AssetTransferIsCount, and 转付 (passOn) of the 转付明细.
import { assetRepayment, assetTransfer, date, id, ids, l } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import type { HookContext, ResourceService } from '../../../platform/crud/service';
import { defineRoute, idsOf } from '../../../platform/http/define-route';
import type { Db } from '../../../platform/db/database';
import type { ContractModule } from '../../contract';
import { fieldsOf } from '../changes/record';
import { passOn } from './collections';
import { type TransferSettled, cancelTransfer, settleTransfer } from './delivery';
import { liveTransfers } from './rules';

const T = `/api${assetTransfer.api}`;
const R = `/api${assetRepayment.api}`;
const TAGS = [assetTransfer.label['en-US']];
const TRANSFER_ID = id('id', assetTransfer.noun!, {
  required: l('请选择资产转让', 'please select the asset transfer'),
});
const CONTRACT_ID = id('contractId', l('合同', 'Contract'), {
  required: l('请选择合同', 'please select the contract'),
});

export function registerTransferRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    contracts: ContractModule;
    transfers: ResourceService<typeof assetTransfer>;
    repayments: ResourceService<typeof assetRepayment>;
    /** Told of each delivery. */
    listeners: readonly TransferSettled[];
  },
) {
  const { transfers, repayments, contracts } = deps;
  // The two moves of a draft, each in one transaction.
  const moves = [
    [
      'settle',
      '交割: the notice to the lessee required; the draft checked and priced again, its 转付明细 written, the IOUs marked transferred when sold without recourse; with recourse, its 有追索保理 loan drafted (the funding module)',
      (h: HookContext, t: typeof transfers, c: ContractModule, id: string) =>
        settleTransfer(h, t, c, id, deps.listeners),
    ],
    [
      'cancel',
      '撤销: a draft → cancelled (its IOUs free again); a settled transfer is never undone here',
      (h: HookContext, t: typeof transfers, c: ContractModule, id: string) => cancelTransfer(h, t, c, id),
    ],
  ] as const;
  for (const [call, summary, move] of moves)
    defineRoute(app, {
      method: 'POST',
      url: `${T}/${call}`,
      permission: `loan_asset_transfer_${call}`,
      tags: TAGS,
      summary: `资产转让 — ${summary}`,
      params: [TRANSFER_ID],
      handler: async ({ ctx, params, req }) => {
        const row = await transfers.write(ctx, { req }, (h) => move(h, transfers, contracts, params.id));
        return transfers.repo.toWire(row);
      },
    });

  defineRoute(app, {
    method: 'GET',
    url: `${T}/AssetTransferIsExist`,
    permission: 'loan_asset_transfer_view',
    tags: TAGS,
    summary: '资产转让 — whether the contract has a draft or settled transfer (true / false)',
    params: [CONTRACT_ID],
    handler: async ({ ctx, params }) => (await liveTransfers(deps.db, ctx, params.contractId)).length > 0,
  });

  defineRoute(app, {
    method: 'GET',
    url: `${T}/AssetTransferIsCount`,
    permission: 'loan_asset_transfer_view',
    tags: TAGS,
    summary: '资产转让 — how many draft or settled transfers the contract has besides `id` (the one being edited)',
    params: [id('id', assetTransfer.noun!), CONTRACT_ID],
    handler: async ({ ctx, params }) =>
      (await liveTransfers(deps.db, ctx, params.contractId, params.id ?? undefined)).length,
  });

  defineRoute(app, {
    method: 'POST',
    url: `${R}/passOn`,
    permission: 'loan_asset_transfer_pass',
    tags: TAGS,
    summary:
      '转付明细 — 转付: what was collected of the periods and not yet passed on, passed on to the buyer on the date',
    params: [
      ids('ids', assetRepayment.label, { required: l('请选择转付明细', 'please select the periods') }),
      date('passedOnDate', fieldsOf(assetRepayment).labelOf('passedOnDate'), {
        required: l('请选择转付日', 'please select the date'),
      }),
    ],
    handler: async ({ ctx, params, req }) =>
      repayments.write(ctx, { req }, (h) => passOn(h, idsOf(params.ids), params.passedOnDate)),
  });
}

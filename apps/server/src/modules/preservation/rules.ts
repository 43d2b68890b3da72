// 资产保全's rules: the case's number, its lessee from the contract, the claim as the ledger stands (the contract's
// unpaid rent accelerated and its 罚息, plus what is entered) and the court's fees for it, worked out at every save
// and again when it starts; only a contract in default (an active IOU past due) is taken, and no more is preserved
// than is claimed. On approval the case is 申请中 with the court.
import { D, acceptanceFee, preservationFee } from '@flp/shared/finance';
import { fieldLabel, l, preservation } from '@flp/shared';
import type { Row } from '../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../platform/crud/service';
import { invalid, labelled } from '../../platform/http/errors';
import type { ContractModule } from '../contract';
import type { FamilyRules } from '../flow';
import { NumberingService } from '../numbering';
import type { ServicingApi } from '../servicing';
import { preservationRepos } from './repos';

export interface PreservationDeps {
  contracts: ContractModule;
  servicing: ServicingApi;
}

const refuse = (field: string, message: ReturnType<typeof l>) =>
  invalid([{ field, message: labelled(fieldLabel(preservation, field), message) }]);

const yuan = (v: unknown) => new D(v === null || v === undefined || v === '' ? 0 : String(v));

export function preservationRules({ contracts, servicing }: PreservationDeps) {
  /** The claim and fees of the case as the contract's ledger stands, and its lessee. */
  async function priced(h: HookContext, record: Row): Promise<Row> {
    const contract = await contracts.findContract(h.tx, h.ctx, String(record.contractId));
    if (!contract) throw refuse('contractId', l('合同不存在', 'no such contract'));
    const claim = await servicing.contractClaim(h.tx, h.ctx, String(contract.id));
    if (!claim.activeIous || claim.maxDpd <= 0)
      throw refuse(
        'contractId',
        l(
          '合同没有逾期的借据, 不能申请资产保全',
          'the contract has no IOU past due: preservation is for a lessee in default',
        ),
      );
    const claimAmount = yuan(claim.unpaidRent).plus(claim.penalty).plus(yuan(record.otherClaims));
    const amount = yuan(record.preservationAmount);
    if (amount.gt(claimAmount))
      throw refuse(
        'preservationAmount',
        l(
          `不能超过诉请金额 ${claimAmount.toFixed(2)} 元`,
          `may not exceed the claim of ${claimAmount.toFixed(2)} yuan`,
        ),
      );
    return {
      customerId: contract.customerId,
      unpaidRent: claim.unpaidRent,
      penalty: claim.penalty,
      claimAmount: claimAmount.toFixed(2),
      preservationFee: preservationFee(amount).toFixed(2),
      acceptanceFee: acceptanceFee(claimAmount).toFixed(2),
    };
  }

  const hooks: ResourceHooks<typeof preservation> = {
    serverFields: [
      'preservationNo',
      'customerId',
      'unpaidRent',
      'penalty',
      'claimAmount',
      'preservationFee',
      'acceptanceFee',
      'caseState',
    ],
    async beforeCreate(h, values) {
      Object.assign(values, await priced(h, values));
      values.preservationNo = await NumberingService.next(h.tx, h.ctx, 'preservation');
    },
    async beforeUpdate(h, values, current) {
      Object.assign(values, await priced(h, { ...current, ...values }));
    },
  };

  const rules: FamilyRules<typeof preservation> = {
    // Started (after the save that keeps today's figures): still a contract in default, still no more than claimed.
    async validate(h, record) {
      await priced(h, record);
    },
    // Approved: the company goes to court — the case is 申请中 until the court rules.
    async onApproved(h, record) {
      await preservationRepos.case.update(h.tx, h.ctx, record.id, { caseState: 'APPLYING' });
    },
  };
  return { hooks, rules };
}

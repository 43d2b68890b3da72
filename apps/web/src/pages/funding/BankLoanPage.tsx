import { bankLoan, bankLoanFamily } from '@flp/shared/resources';
import type { Row } from '../../crud';
import { FamilyScreen } from '../work/FamilyScreen';

const floating = (row: Row) => row.rateType === 'LPR';

/**
 * A with-recourse 资产转让's loan names it in 查看 (the server's link: no form field, no column); a floating rate's
 * tenor, spread and repricing day are asked only for an LPR loan.
 */
const FIELDS = {
  assetTransferId: { view: true, when: (row: Row) => !!row.assetTransferId },
  lprTenor: { when: floating },
  spreadBp: { when: floating },
  repriceOn: { when: floating },
};

/** 银行借款: the loan contracts with banks, each started as a 融资申请 and approved before it is drawn. */
export default function BankLoanPage() {
  return (
    <FamilyScreen
      def={bankLoan}
      family={bankLoanFamily}
      number="loanContractNo"
      hint="funding.loanHint"
      fields={FIELDS}
    />
  );
}

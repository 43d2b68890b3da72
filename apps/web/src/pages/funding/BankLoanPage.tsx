import { bankLoan, bankLoanFamily } from '@flp/shared/resources';
import type { Row } from '../../crud';
import { FamilyScreen } from '../work/FamilyScreen';

/** A with-recourse 资产转让's loan names it in 查看 (the server's link: no form field, no column). */
const FIELDS = { assetTransferId: { view: true, when: (row: Row) => !!row.assetTransferId } };

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

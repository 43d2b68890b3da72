import { bankLoan, bankLoanFamily } from '@flp/shared/resources';
import { FamilyScreen } from '../work/FamilyScreen';

/** 银行借款: the loan contracts with banks, each started as a 融资申请 and approved before it is drawn. */
export default function BankLoanPage() {
  return <FamilyScreen def={bankLoan} family={bankLoanFamily} number="loanContractNo" hint="funding.loanHint" />;
}

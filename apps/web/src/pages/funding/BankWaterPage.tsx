import { bankLoanWater } from '@flp/shared/resources';
import { ResourcePage } from '../../crud';

/** 借款流水: the money moved on each loan — drawdowns and repayments as recorded. */
export default function BankWaterPage() {
  return <ResourcePage def={bankLoanWater} hide={{ add: true, edit: true, delete: true }} />;
}

import { bankRepayment } from '@flp/shared/resources';
import { ResourcePage } from '../../crud';

/** 银行还款: what was paid to the banks, each applied to its drawdown's periods in order (never edited: removed and recorded again). */
export default function BankRepaymentPage() {
  return <ResourcePage def={bankRepayment} hide={{ edit: true }} />;
}

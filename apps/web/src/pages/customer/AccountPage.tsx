import { account } from '@flp/shared/resources';
import { ResourcePage } from '../../crud';

/** 银行账户: customers' bank accounts (lessees, guarantors) — one default per holder and purpose. */
export default function AccountPage() {
  return <ResourcePage def={account} />;
}

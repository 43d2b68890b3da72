import { contractRegistration } from '@flp/shared/resources';
import { ResourcePage } from '../../crud';

const HIDE = { add: true, edit: true, delete: true } as const;

/** 中登登记: the registrations (started from a signed contract's 中登登记, approved through the supplement family). */
export default function SupplementPage() {
  return <ResourcePage def={contractRegistration} hide={HIDE} />;
}

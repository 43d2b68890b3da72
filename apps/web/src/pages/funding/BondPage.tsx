import { bond } from '@flp/shared/resources';
import { ResourcePage } from '../../crud';

/** 债券: the company's own bonds and ABS (a source of funds) and its customers' bonds, entered from the prospectus. */
export default function BondPage() {
  return <ResourcePage def={bond} />;
}

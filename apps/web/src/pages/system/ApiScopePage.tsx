import { apiScope } from '@flp/shared/resources';
import { ScopePage } from './ScopePage';

/** 接口权限. */
export default function ApiScopePage() {
  return <ScopePage def={apiScope} />;
}

import { param } from '@flp/shared/resources';
import { ResourcePage } from '../../crud';

/** 参数管理: paramName, paramKey, paramValue (textarea); search on name and key (spec §2). */
export default function ParamPage() {
  return <ResourcePage def={param} />;
}

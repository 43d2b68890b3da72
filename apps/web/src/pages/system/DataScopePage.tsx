import { dataScope } from '@flp/shared/resources';
import { ScopePage } from './ScopePage';

/** 数据权限. */
export default function DataScopePage() {
  return <ScopePage def={dataScope} />;
}

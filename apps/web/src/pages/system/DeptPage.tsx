import { dept } from '@flp/shared/resources';
import { ResourcePage } from '../../crud';

/**
 * 机构管理: the departments as a tree table (the definition is a tree: parent picker and 新增子项 come with it), its
 * top level open.
 */
export default function DeptPage() {
  return <ResourcePage def={dept} tree={{ expandRoots: true }} menuWidth={220} />;
}

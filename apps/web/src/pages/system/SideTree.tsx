import { Input, Spin, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TreeNode, useRemoteTree } from '../../crud';

/** A filterable tree beside a table (departments beside users, menus beside scopes); clicking again clears. */
export function SideTree({
  url,
  value,
  onChange,
}: {
  url: string;
  value?: string;
  onChange: (id: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const tree = useRemoteTree(url);
  const [filter, setFilter] = useState('');
  const data = useMemo(() => {
    const f = filter.trim().toLowerCase();
    if (!f) return tree.data ?? [];
    const keep = (ns: TreeNode[]): TreeNode[] =>
      ns.flatMap((n) => {
        const kids = keep(n.children ?? []);
        if (n.title.toLowerCase().includes(f) || kids.length)
          return [{ ...n, children: kids.length ? kids : undefined }];
        return [];
      });
    return keep(tree.data ?? []);
  }, [tree.data, filter]);
  return (
    <div className="crud-side">
      <Input.Search allowClear placeholder={t('crud.filter')} onChange={(e) => setFilter(e.target.value)} />
      <div style={{ marginTop: 8 }}>
        {tree.isLoading ? (
          <Spin />
        ) : (
          <Tree
            blockNode
            defaultExpandAll
            key={filter ? `f-${filter}` : 'all'}
            treeData={data}
            selectedKeys={value ? [value] : []}
            onSelect={(keys) => onChange(keys.length ? String(keys[0]) : undefined)}
          />
        )}
      </div>
    </div>
  );
}

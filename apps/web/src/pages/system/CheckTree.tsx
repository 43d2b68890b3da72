import { Empty, Tree } from 'antd';
import { type Key, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeNode } from '../../crud';
import { localizeMenuTree } from '../../shell/menus';

/** Keys of the leaves among `keys`: a checkable tree computes its parents' states from them. */
export function leafKeys(nodes: TreeNode[], keys: string[]): string[] {
  const wanted = new Set(keys.map(String));
  const out: string[] = [];
  const walk = (ns: TreeNode[]) => {
    for (const n of ns) {
      if (n.children?.length) walk(n.children);
      else if (wanted.has(String(n.id))) out.push(String(n.id));
    }
  };
  walk(nodes);
  return out;
}

export interface Checked {
  checked: string[];
  half: string[];
}

/**
 * A checkable tree whose value is the checked leaves plus the half-checked parents (what a grant needs). Menu nodes
 * are labelled in the user's language.
 */
export function CheckTree({
  data,
  value,
  onChange,
  height = 420,
}: {
  data: TreeNode[];
  value: Checked;
  onChange: (v: Checked) => void;
  height?: number;
}) {
  const { i18n } = useTranslation();
  const treeData = useMemo(() => localizeMenuTree(data, i18n), [data, i18n, i18n.language]);
  if (!data.length) return <Empty />;
  return (
    <Tree
      checkable
      defaultExpandAll
      height={height}
      treeData={treeData}
      checkedKeys={value.checked}
      onCheck={(keys, info) => {
        const checked = (Array.isArray(keys) ? keys : keys.checked).map(String);
        onChange({ checked, half: (info.halfCheckedKeys ?? []).map((k: Key) => String(k)) });
      }}
    />
  );
}

/** Every id to send: checked and half-checked, once each. */
export const allKeys = (c: Checked) => [...new Set([...c.checked, ...c.half])];

/** The checked ids plus every ancestor of a checked node (a grant needs the parents of what it grants). */
export function withParents(nodes: TreeNode[], checked: string[]): string[] {
  const want = new Set(checked.map(String));
  const out = new Set(want);
  const walk = (ns: TreeNode[]): boolean => {
    let any = false;
    for (const n of ns) {
      const inside = n.children?.length ? walk(n.children) : false;
      if (inside) out.add(String(n.id));
      if (inside || want.has(String(n.id))) any = true;
    }
    return any;
  };
  walk(nodes);
  return [...out];
}

export function allIds(nodes: TreeNode[]): string[] {
  const out: string[] = [];
  const walk = (ns: TreeNode[]) => {
    for (const n of ns) {
      out.push(String(n.id));
      if (n.children) walk(n.children);
    }
  };
  walk(nodes);
  return out;
}

/** A scope tree without the menu branches that hold no scope (a menu itself is not a scope). */
export function scopesOnly(nodes: TreeNode[], menuIds: Set<string>): TreeNode[] {
  const out: TreeNode[] = [];
  for (const n of nodes) {
    if (!menuIds.has(String(n.id))) {
      out.push(n);
      continue;
    }
    const kids = scopesOnly(n.children ?? [], menuIds);
    if (kids.length) out.push({ ...n, children: kids });
  }
  return out;
}

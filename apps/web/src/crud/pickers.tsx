import { useQuery } from '@tanstack/react-query';
import { Select, TreeSelect } from 'antd';
import type { FormItemProps } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../api/http';
import { localizeMenuTree } from '../shell/menus';
import type { Row } from './api';

/** A node of the server's picker trees: {id, parentId, title, key, value, children?}. */
export interface TreeNode {
  id: string;
  parentId?: string;
  title: string;
  key: string;
  value: string;
  children?: TreeNode[];
  [k: string]: unknown;
}

/**
 * A tree from the server (role/tree, dept/tree, menu/tree, dict-biz/tree...), cached briefly; menu nodes are
 * labelled in the user's language.
 */
export function useRemoteTree(url: string, params?: Record<string, unknown>, enabled = true) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels follow the language
  const select = useCallback((nodes: TreeNode[]) => localizeMenuTree(nodes, i18n), [i18n, language]);
  return useQuery({
    queryKey: ['tree', url, params ?? {}],
    queryFn: () => http.get<TreeNode[]>(url, params),
    select,
    staleTime: 30_000,
    enabled,
  });
}

/** A TreeSelect over a server tree; `multiple` gives checkable nodes (values are ids). */
export function RemoteTreeSelect({
  url,
  params,
  multiple,
  exclude,
  ...props
}: {
  url: string;
  params?: Record<string, unknown>;
  multiple?: boolean;
  /** A node (and its subtree) that may not be chosen, e.g. the record itself as its own parent. */
  exclude?: string;
  value?: unknown;
  onChange?: (v: unknown) => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}) {
  const tree = useRemoteTree(url, params);
  const rest = props as object;
  const prune = (nodes: TreeNode[]): TreeNode[] =>
    nodes.filter((n) => n.id !== exclude).map((n) => (n.children ? { ...n, children: prune(n.children) } : n));
  return (
    <TreeSelect
      {...rest}
      treeData={exclude ? prune(tree.data ?? []) : (tree.data ?? [])}
      loading={tree.isLoading}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      multiple={multiple}
      treeCheckable={multiple}
      treeCheckStrictly={multiple}
      showCheckedStrategy={multiple ? TreeSelect.SHOW_ALL : undefined}
      style={{ width: '100%' }}
    />
  );
}

/** A Select over a server list (post/select...), labelled by one key of each row. */
export function RemoteSelect({
  url,
  labelKey,
  valueKey = 'id',
  multiple,
  ...props
}: {
  url: string;
  labelKey: string;
  valueKey?: string;
  multiple?: boolean;
  value?: unknown;
  onChange?: (v: unknown) => void;
  disabled?: boolean;
  placeholder?: string;
}) {
  const rest = props as object;
  const list = useQuery({
    queryKey: ['select', url],
    queryFn: () => http.get<Row[]>(url),
    staleTime: 30_000,
  });
  return (
    <Select
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      loading={list.isLoading}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={(list.data ?? []).map((r) => ({ value: String(r[valueKey]), label: String(r[labelKey]) }))}
      style={{ width: '100%' }}
    />
  );
}

/** Form.Item props for a comma-separated id list (BladeX's roleId/deptId/postId) edited as an array. */
export const idsItemProps: Partial<FormItemProps> = {
  getValueProps: (v: unknown) => ({ value: v ? String(v).split(',').filter(Boolean) : [] }),
  normalize: (v: unknown) => {
    const arr = Array.isArray(v) ? v : v ? [v] : [];
    return arr
      .map((x) => (typeof x === 'object' && x && 'value' in x ? (x as { value: string }).value : String(x)))
      .join(',');
  },
};

/** Form.Item props for a parent id: empty means a root ('0'). */
export const parentItemProps: Partial<FormItemProps> = {
  getValueProps: (v: unknown) => ({ value: !v || v === '0' ? undefined : String(v) }),
  normalize: (v: unknown) => (v ? String(v) : '0'),
};

/** The titles of a server tree by id. */
export function useTreeTitles(url: string, params?: Record<string, unknown>, enabled = true): Map<string, string> {
  const tree = useRemoteTree(url, params, enabled);
  const map = new Map<string, string>();
  const walk = (ns: TreeNode[]) => {
    for (const n of ns) {
      map.set(String(n.id), n.title);
      if (n.children) walk(n.children);
    }
  };
  walk(tree.data ?? []);
  return map;
}

/** Shows the title(s) of id(s) (comma-separated) in a server tree; '0' or empty shows nothing. */
export function TreeLabel({ url, ids, params }: { url: string; ids: unknown; params?: Record<string, unknown> }) {
  const titles = useTreeTitles(url, params);
  const list = String(ids ?? '')
    .split(',')
    .filter((x) => x && x !== '0');
  return <>{list.map((id) => titles.get(id) ?? id).join(', ')}</>;
}

/**
 * The `parentId` field of a tree resource: hidden from the table, chosen in the form from the resource's own picker
 * tree (never itself), shown by title. One definition for every tree screen (departments, roles, menus...).
 */
export function parentTreeField(url: string, placeholder: string): import('./types').FieldOverride {
  return {
    list: false,
    itemProps: parentItemProps,
    input: ({ row, disabled }) => (
      <RemoteTreeSelect url={url} exclude={row?.id} disabled={disabled} placeholder={placeholder} />
    ),
    render: (v) => <TreeLabel url={url} ids={v} />,
  };
}

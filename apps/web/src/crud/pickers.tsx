import type { FieldDef } from '@flp/shared/resources';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, TreeSelect } from 'antd';
import type { FormItemProps } from 'antd';
import { type CSSProperties, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../api/http';
import { localizeMenuTree } from '../shell/menus';
import type { Row } from './api';
import { joinIds, optionOf, splitIds, targetOf } from './refs';

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

/** What a form (Form.Item) or a screen hands a picker. */
export interface PickerProps {
  value?: unknown;
  onChange?: (v: unknown) => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  style?: CSSProperties;
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
} & PickerProps) {
  const tree = useRemoteTree(url, params);
  const { style, ...rest } = props;
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
      style={{ width: '100%', ...style }}
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
} & PickerProps) {
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
  getValueProps: (v: unknown) => ({ value: splitIds(v) }),
  normalize: joinIds,
};

/** Form.Item props for one referenced id (a `ref` field): empty is null, the picker's choice its id as text. */
export const refItemProps: Partial<FormItemProps> = {
  getValueProps: (v: unknown) => ({ value: v === null || v === undefined || v === '' ? undefined : String(v) }),
  normalize: (v: unknown) => (v === null || v === undefined || v === '' ? null : joinIds(v)),
};

/** The wait after the last key before a picker asks the server (ms). */
const SEARCH_DELAY = 300;

/**
 * A Select searching a resource's picker records on the server (GET …/select?keyword=, debounced); the chosen values
 * are labelled by GET …/select?ids= so an edited record shows titles, not ids. `multiple` for a `refs` list.
 */
export function RemoteSearchSelect({
  url,
  titleField,
  multiple,
  value,
  known = [],
  ...props
}: {
  /** The select call, e.g. /api/blade-system/param/select. */
  url: string;
  /** The title key of a spec select answering whole records rather than {id, title}. */
  titleField?: string;
  multiple?: boolean;
  /** Options already titled (the record's references as read): chosen ones among them are not asked for. */
  known?: { value: string; label: string }[];
} & PickerProps) {
  const { style, ...rest } = props;
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY);
    return () => clearTimeout(timer);
  }, [typed]);
  const [open, setOpen] = useState(false);
  const chosen = splitIds(value);
  const unlabelled = chosen.filter((id) => !known.some((o) => o.value === id));
  const found = useQuery({
    queryKey: ['select', url, keyword],
    queryFn: () => http.get<Row[]>(url, { keyword: keyword || undefined }, { silent: true }),
    enabled: open || keyword !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const labels = useQuery({
    queryKey: ['select', url, 'ids', unlabelled.join(',')],
    queryFn: () => http.get<Row[]>(url, { ids: unlabelled.join(',') }, { silent: true }),
    enabled: unlabelled.length > 0,
    staleTime: 30_000,
  });
  const options = useMemo(() => {
    const seen = new Map<string, { value: string; label: string }>(known.map((o) => [o.value, o]));
    for (const r of [...(labels.data ?? []), ...(found.data ?? [])]) {
      const o = optionOf(r, titleField);
      if (!seen.has(o.value)) seen.set(o.value, o);
    }
    return [...seen.values()];
  }, [known, labels.data, found.data, titleField]);
  return (
    <Select
      {...rest}
      value={multiple ? chosen : (chosen[0] ?? undefined)}
      mode={multiple ? 'multiple' : undefined}
      loading={found.isFetching || labels.isLoading}
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) setTyped('');
      }}
      options={options}
      style={{ width: '100%', ...style }}
    />
  );
}

/**
 * The picker of a reference field (`ref` / `refs` with a target): a tree target's own tree (GET …/tree), any other
 * target's picker records searched on the server (GET …/select). Values are ids (an array for `refs`: wrap the
 * Form.Item in idsItemProps, as fields.tsx's valueProps does).
 */
export function RefPicker({
  field,
  known,
  ...props
}: {
  field: FieldDef;
  /** The chosen records' titles as the record was read (refs.ts knownTitles). */
  known?: { value: string; label: string }[];
} & PickerProps) {
  const target = targetOf(field);
  if (!target) return null;
  const multiple = field.kind === 'ids';
  if (target.tree) return <RemoteTreeSelect {...props} url={`/api${target.api}/tree`} multiple={multiple} />;
  return (
    <RemoteSearchSelect
      {...props}
      url={`/api${target.api}/select`}
      titleField={target.titleField}
      multiple={multiple}
      known={known}
    />
  );
}

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

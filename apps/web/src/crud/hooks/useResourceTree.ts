import type { TableProps } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import type { Row } from '../api';
import type { TreeOptions } from '../types';

/** The key of the stand-in child that makes a lazy row expandable before its children are loaded. */
export const PLACEHOLDER = '__placeholder';
const ROW_KEY = 'id';

/**
 * The tree of a tree table: which rows are expanded, children loaded level by level (`lazy`), the top level opened
 * once (`expandRoots`). Without a tree it passes the rows through and offers no expander.
 */
export function useResourceTree(tree: TreeOptions | undefined, rows: Row[], loaded: boolean) {
  const [children, setChildren] = useState<Record<string, Row[]>>({});
  const [expanded, setExpanded] = useState<string[]>([]);

  const loadChildren = useCallback(
    async (row: Row) => {
      if (!tree?.lazy) return;
      const kids = await tree.lazy(row);
      setChildren((c) => ({ ...c, [String(row[ROW_KEY])]: kids }));
    },
    [tree],
  );

  /** Expanded levels are fetched again so they show a change too. */
  const reloadChildren = useCallback(async () => {
    if (!tree?.lazy) return;
    const fresh: Record<string, Row[]> = {};
    await Promise.all(
      Object.keys(children)
        .filter((id) => expanded.includes(id))
        .map(async (id) => {
          fresh[id] = await tree.lazy!({ [ROW_KEY]: id });
        }),
    );
    setChildren(fresh);
  }, [tree, children, expanded]);

  // Opened once, on the first rows; afterwards what the user opens and closes is kept.
  const [rootsOpened, setRootsOpened] = useState(false);
  if (tree?.expandRoots && !tree.lazy && !rootsOpened && loaded) {
    setRootsOpened(true);
    setExpanded(rows.filter((r) => Array.isArray(r.children) && r.children.length).map((r) => String(r[ROW_KEY])));
  }

  const records = useMemo(() => {
    if (!tree?.lazy) return rows;
    const attach = (rs: Row[]): Row[] =>
      rs.map((r) => {
        const id = String(r[ROW_KEY]);
        const kids = children[id];
        if (kids) return { ...r, children: attach(kids) };
        if (r.hasChildren) return { ...r, children: [{ [ROW_KEY]: `${id}${PLACEHOLDER}`, [PLACEHOLDER]: true }] };
        return r;
      });
    return attach(rows);
  }, [rows, tree, children]);

  const expandable: TableProps<Row>['expandable'] = tree
    ? {
        expandedRowKeys: expanded,
        onExpand: async (open, row) => {
          const id = String(row[ROW_KEY]);
          if (!open) {
            setExpanded((e) => e.filter((k) => k !== id));
            return;
          }
          if (tree.lazy && !children[id]) await loadChildren(row);
          setExpanded((e) => [...e, id]);
        },
        onExpandedRowsChange: tree.lazy ? undefined : (keys) => setExpanded(keys.map(String)),
      }
    : undefined;

  return { records, expandable, reloadChildren };
}

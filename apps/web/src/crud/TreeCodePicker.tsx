import type { CodeTreeName } from '@flp/shared/resources';
import { Cascader } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../api/http';

/**
 * The input of a `treeCode` field (regions, industries): a Cascader loaded level by level through the tree's
 * getNodeByPid call. The whole region tree is 540 KB of JSON (80 KB gzipped), industries 330 KB, while one level is a
 * few KB — so it is lazy. The value is the deepest code chosen; an existing value opens its path on mount.
 * Typing searches the whole tree on the server by name (or the start of a code: C35): each match is offered with its
 * path (制造业 / 专用设备制造业 / …), and choosing one opens that path as if browsed to.
 */

interface WireNode {
  code: string;
  name: string;
  isLeaf: boolean;
}

interface Option {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: Option[];
}

const TREE_URL: Record<CodeTreeName, string> = {
  region: '/api/rzzl_qy/address/address',
  industry: '/api/rzzl_qy/industry/industry',
};

/** A search hit: the node and its path from the top (itself last). */
interface WireHit extends WireNode {
  path: WireNode[];
}

/** The search hits as options: one branch per hit (a branch's levels hold only what leads to hits). */
function hitTree(hits: WireHit[]): Option[] {
  const top: Option[] = [];
  for (const h of hits) {
    let level = top;
    h.path.forEach((n, i) => {
      let o = level.find((x) => x.value === n.code);
      if (!o) {
        o = { value: n.code, label: n.name, isLeaf: i === h.path.length - 1 || n.isLeaf };
        level.push(o);
      }
      if (i < h.path.length - 1) {
        o.children ??= [];
        level = o.children;
      }
    });
  }
  return top;
}

/** The codes that may sit above a code, top first: 330106 → 330000, 330100; C3511 → C, C35, C351. */
export function ancestorCandidates(tree: CodeTreeName, code: string): string[] {
  if (tree === 'industry') return [1, 3, 4].filter((n) => n < code.length).map((n) => code.slice(0, n));
  const out = [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`];
  return [...new Set(out)].filter((c) => c !== code);
}

const load = async (tree: CodeTreeName, code?: string): Promise<Option[]> => {
  const nodes = await http.get<WireNode[]>(`${TREE_URL[tree]}/getNodeByPid`, code ? { code } : {});
  return nodes.map((n) => ({ value: n.code, label: n.name, isLeaf: n.isLeaf }));
};

/** The options with `children` set under the option at `path`. */
function attach(options: Option[], path: string[], children: Option[]): Option[] {
  if (path.length === 0) return children;
  return options.map((o) =>
    o.value === path[0] ? { ...o, children: attach(o.children ?? [], path.slice(1), children) } : o,
  );
}

export function TreeCodeCascader({
  tree,
  value,
  onChange,
  disabled,
  placeholder,
  changeOnSelect = true,
  style,
  id,
}: {
  tree: CodeTreeName;
  value?: unknown;
  onChange?: (v: string | null) => void;
  disabled?: boolean;
  placeholder?: string;
  /** A code above the deepest level may be chosen (a province; 门类 C). */
  changeOnSelect?: boolean;
  style?: React.CSSProperties;
  id?: string;
}) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<Option[]>([]);
  const [path, setPath] = useState<string[]>([]);
  // what is typed, and the server's matches (their codes: a chosen path is a match when it ends in one)
  const [search, setSearch] = useState('');
  const [hits, setHits] = useState<{ options: Option[]; codes: Set<string> } | null>(null);
  /** The matches' branches, shown until the chosen one's path is loaded level by level. */
  const [pinned, setPinned] = useState<Option[] | null>(null);
  useEffect(() => {
    const k = search.trim();
    if (!k) {
      setHits(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      http
        .get<WireHit[]>(`${TREE_URL[tree]}/search`, { keyword: k })
        .then((found) => {
          if (live) setHits({ options: hitTree(found), codes: new Set(found.map((h) => h.code)) });
        })
        .catch(() => undefined);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [tree, search]);
  const code = value === null || value === undefined || value === '' ? '' : String(value);
  /** The code this input last chose: its path is already shown, so nothing reloads. */
  const chosen = useRef<string | null>(null);

  // The top level, then the levels down to the current value (its path is what the Cascader shows).
  useEffect(() => {
    if (chosen.current === code && code !== '') return;
    let live = true;
    (async () => {
      let opts = await load(tree);
      const found: string[] = [];
      if (code) {
        let level = opts;
        for (const c of ancestorCandidates(tree, code)) {
          const hit = level.find((o) => o.value === c);
          if (!hit || hit.isLeaf) continue;
          const kids = await load(tree, c);
          opts = attach(opts, [...found, c], kids);
          found.push(c);
          level = kids;
        }
        if (level.some((o) => o.value === code)) found.push(code);
      }
      if (live) {
        setOptions(opts);
        setPath(found);
        setPinned(null);
      }
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [tree, code]);

  return (
    <Cascader<Option>
      id={id}
      style={{ width: '100%', ...style }}
      options={search.trim() ? (hits?.options ?? []) : (pinned ?? options)}
      value={path.length ? path : undefined}
      disabled={disabled}
      placeholder={placeholder}
      changeOnSelect={changeOnSelect}
      allowClear
      showSearch={{
        searchValue: search,
        onSearch: setSearch,
        // the server matched: offer each match's own path, not the levels above it
        filter: (_input, opts) => !!hits?.codes.has(String(opts[opts.length - 1]?.value)),
        limit: 50,
        matchInputWidth: false,
      }}
      notFoundContent={search.trim() && hits ? t('crud.noMatch') : undefined}
      loadData={async (selected) => {
        const target = selected[selected.length - 1];
        const kids = await load(tree, target.value);
        setOptions((o) =>
          attach(
            o,
            selected.map((s) => s.value),
            kids,
          ),
        );
      }}
      onChange={(v) => {
        const list = (v ?? []) as string[];
        setPath(list);
        const next = list.length ? list[list.length - 1] : null;
        if (search.trim() && hits) {
          // a match: its branch shows until its levels are loaded as if browsed to
          setPinned(hits.options);
          chosen.current = null;
        } else chosen.current = next;
        setSearch('');
        onChange?.(next);
      }}
    />
  );
}

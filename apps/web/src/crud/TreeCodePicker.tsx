import type { CodeTreeName } from '@flp/shared/resources';
import { Cascader } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { http } from '../api/http';

/**
 * The input of a `treeCode` field (regions, industries): a Cascader loaded level by level through the tree's
 * getNodeByPid call. The whole region tree is 540 KB of JSON (80 KB gzipped), industries 330 KB, while one level is a
 * few KB — so it is lazy. The value is the deepest code chosen; an existing value opens its path on mount.
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

const NODES_URL: Record<CodeTreeName, string> = {
  region: '/api/rzzl_qy/address/address/getNodeByPid',
  industry: '/api/rzzl_qy/industry/industry/getNodeByPid',
};

/** The codes that may sit above a code, top first: 330106 → 330000, 330100; C3511 → C, C35, C351. */
export function ancestorCandidates(tree: CodeTreeName, code: string): string[] {
  if (tree === 'industry') return [1, 3, 4].filter((n) => n < code.length).map((n) => code.slice(0, n));
  const out = [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`];
  return [...new Set(out)].filter((c) => c !== code);
}

const load = async (tree: CodeTreeName, code?: string): Promise<Option[]> => {
  const nodes = await http.get<WireNode[]>(NODES_URL[tree], code ? { code } : {});
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
  const [options, setOptions] = useState<Option[]>([]);
  const [path, setPath] = useState<string[]>([]);
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
      options={options}
      value={path.length ? path : undefined}
      disabled={disabled}
      placeholder={placeholder}
      changeOnSelect={changeOnSelect}
      allowClear
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
        chosen.current = next;
        onChange?.(next);
      }}
    />
  );
}

/**
 * A code tree held in memory (regions, industries): nodes by code, children by parent code, the path from the root
 * and the title reads show. Pure: built from rows, no database.
 */

export interface CodeNode {
  code: string;
  name: string;
  /** The root's children have `root` as their parent code ('00' for regions, '' for industries). */
  parentCode: string;
  level: number;
  sort: number;
}

/** One node as the pickers and the address/industry calls answer it (Cascader and BladeX tree shapes at once). */
export interface WireNode {
  id: string;
  code: string;
  parentCode: string;
  name: string;
  title: string;
  value: string;
  label: string;
  level: number;
  hasChildren: boolean;
  isLeaf: boolean;
  children?: WireNode[];
}

const bySortThenCode = (a: CodeNode, b: CodeNode) => a.sort - b.sort || a.code.localeCompare(b.code);

export class CodeTree {
  private readonly nodes = new Map<string, CodeNode>();
  private readonly kids = new Map<string, CodeNode[]>();

  constructor(
    rows: Iterable<CodeNode>,
    /** The parent code of the top level. */
    readonly root: string,
    /** How a title joins the path: regions show the names ('浙江省 / 杭州市 / 西湖区'), industries code and name. */
    private readonly titleOf: (path: CodeNode[]) => string,
  ) {
    for (const r of rows) this.nodes.set(r.code, r);
    for (const r of this.nodes.values()) {
      const list = this.kids.get(r.parentCode) ?? [];
      list.push(r);
      this.kids.set(r.parentCode, list);
    }
    for (const list of this.kids.values()) list.sort(bySortThenCode);
  }

  get size() {
    return this.nodes.size;
  }

  get(code: string): CodeNode | undefined {
    return this.nodes.get(code);
  }

  has(code: string): boolean {
    return this.nodes.has(code);
  }

  /** The children of a code (of the root when empty or the root code); [] for a leaf or an unknown code. */
  children(code: string | null | undefined): CodeNode[] {
    return this.kids.get(!code ? this.root : code) ?? [];
  }

  /** Root → code; [] when the code is unknown. A broken chain (a parent missing) stops where it breaks. */
  path(code: string): CodeNode[] {
    const out: CodeNode[] = [];
    const seen = new Set<string>();
    for (let n = this.nodes.get(code); n && !seen.has(n.code); n = this.nodes.get(n.parentCode)) {
      seen.add(n.code);
      out.unshift(n);
    }
    return out;
  }

  title(code: string): string | undefined {
    const p = this.path(code);
    return p.length ? this.titleOf(p) : undefined;
  }

  wire(n: CodeNode): WireNode {
    const hasChildren = this.children(n.code).length > 0;
    return {
      id: n.code,
      code: n.code,
      parentCode: n.parentCode,
      name: n.name,
      title: n.name,
      value: n.code,
      label: n.name,
      level: n.level,
      hasChildren,
      isLeaf: !hasChildren,
    };
  }

  /**
   * The nodes a person looks for by name (or by the start of its code: C35, 3301), those named exactly first, then
   * the higher levels, each with its path from the root: at most `limit`.
   */
  search(keyword: string, limit = 50): { node: CodeNode; path: CodeNode[] }[] {
    const k = keyword.trim().toLowerCase();
    if (!k) return [];
    const hits: CodeNode[] = [];
    for (const n of this.nodes.values())
      if (n.name.toLowerCase().includes(k) || n.code.toLowerCase().startsWith(k)) hits.push(n);
    const rank = (n: CodeNode) => (n.name.toLowerCase() === k || n.code.toLowerCase() === k ? 0 : 1);
    hits.sort((a, b) => rank(a) - rank(b) || a.level - b.level || bySortThenCode(a, b));
    return hits.slice(0, limit).map((node) => ({ node, path: this.path(node.code) }));
  }

  private whole?: WireNode[];

  /** The whole tree nested (the getAddress / getIndustry answers), built once: the tree never changes. */
  nested(): WireNode[] {
    this.whole ??= this.nestedUnder(this.root);
    return this.whole;
  }

  private nestedUnder(parent: string): WireNode[] {
    return this.children(parent).map((n) => {
      const w = this.wire(n);
      return w.hasChildren ? { ...w, children: this.nestedUnder(n.code) } : w;
    });
  }
}

/** '浙江省 / 杭州市 / 西湖区'. */
export const regionTitle = (path: CodeNode[]) => path.map((n) => n.name).join(' / ');

/** 'C3511 矿山机械制造' (the code a statistician looks for, then its name). */
export const industryTitle = (path: CodeNode[]) => {
  const last = path[path.length - 1];
  return `${last.code} ${last.name}`;
};

/**
 * Where a new region sits, from its parent's path: its level, ancestors ('00,330000,330100') and the province, city
 * and county codes and names of the path including itself (a municipality's districts are at level 2, as the source
 * has no 市辖区 level in between).
 */
export function regionPlacement(parentPath: CodeNode[], self: { code: string; name: string }, root: string) {
  const path = [...parentPath, { ...self, parentCode: '', level: parentPath.length + 1, sort: 0 }];
  const at = (i: number) => path[i];
  return {
    regionLevel: path.length,
    ancestors: [root, ...parentPath.map((n) => n.code)].join(','),
    provinceCode: at(0)?.code ?? null,
    provinceName: at(0)?.name ?? null,
    cityCode: at(1)?.code ?? null,
    cityName: at(1)?.name ?? null,
    districtCode: at(2)?.code ?? null,
    districtName: at(2)?.name ?? null,
  };
}

/**
 * Whether a region code can sit under a parent: a 6-digit code, not the parent itself, sharing the parent's
 * significant prefix (330106 under 330100, not under 320100). `prefix` is treeCodePrefix from the shared kinds.
 */
export function fitsUnder(code: string, parentCode: string, root: string, prefix: (c: string) => string): boolean {
  if (parentCode === root) return /^\d{2}0000$/.test(code);
  return code !== parentCode && code.startsWith(prefix(parentCode));
}

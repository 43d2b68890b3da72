import { type CodeTreeName, type FieldDef, type ResourceDef, l, nameKeyOf, treeCodePrefix } from '@flp/shared';
import { type SQL, like, or, eq } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import { type FieldError, invalid } from '../http/errors';
import type { Db } from '../db/database';
import type { Row } from './repository';

/**
 * Code trees (`treeCode` fields: regions, industries). The module that owns a tree serves it here — which codes
 * exist and the title of each — and the machinery checks writes and titles reads through it, knowing nothing of
 * what the codes mean (the shape and prefix rules are the shared kind's).
 */
export interface CodeTreeProvider {
  /**
   * The title of each known code among `codes` (unknown ones are absent). `db` is the caller's executor — inside a
   * write, its transaction: a tree not yet in memory loads through it (on the embedded database a second connection
   * would wait for the transaction forever).
   */
  titles(codes: string[], db: Db): Promise<Map<string, string>>;
}

/** One per process, as `serve()` keeps repositories: the app built last serves the trees. */
const providers = new Map<CodeTreeName, CodeTreeProvider>();

export function serveCodeTree(name: CodeTreeName, provider: CodeTreeProvider) {
  providers.set(name, provider);
}

function providerOf(name: CodeTreeName): CodeTreeProvider {
  const p = providers.get(name);
  if (!p) throw new Error(`no module serves the code tree ${name}`);
  return p;
}

export const treeCodeFields = (def: ResourceDef): FieldDef[] => def.fields.filter((f) => f.kind === 'treeCode');

/** Fails the boot when a definition names a code tree no module serves. */
export function assertCodeTreesServed(defs: Iterable<ResourceDef>) {
  for (const def of defs)
    for (const f of treeCodeFields(def))
      if (!providers.has(f.codeTree!))
        throw new Error(`resource ${def.name}: field ${f.name} names the code tree ${f.codeTree}, which is not served`);
}

/** Refuses codes their tree does not have: every bad field at once, each naming its label. */
export async function checkTreeCodes(db: Db, def: ResourceDef, values: Row, path = '') {
  const errors: FieldError[] = [];
  for (const f of treeCodeFields(def)) {
    const v = values[f.name];
    if (v === undefined || v === null || v === '') continue;
    const known = await providerOf(f.codeTree!).titles([String(v)], db);
    if (!known.has(String(v)))
      errors.push({
        field: `${path}${f.name}`,
        message: l(`${f.label['zh-CN']}不存在: ${v}`, `${f.label['en-US']}: no such code: ${v}`),
      });
  }
  if (errors.length) throw invalid(errors);
}

/** Adds each code's title beside it (`regionCode` → `regionCodeName: '浙江省 / 杭州市 / 西湖区'`). */
export async function addTreeCodeTitles(db: Db, def: ResourceDef, rows: Row[]): Promise<Row[]> {
  const fields = treeCodeFields(def);
  if (fields.length === 0 || rows.length === 0) return rows;
  const titles = new Map<FieldDef, Map<string, string>>();
  for (const f of fields) {
    const codes = [...new Set(rows.map((r) => r[f.name]).filter((c) => c !== null && c !== undefined && c !== ''))];
    // No code, no call: rows without codes never wait for a tree to load.
    titles.set(f, codes.length ? await providerOf(f.codeTree!).titles(codes.map(String), db) : new Map());
  }
  return rows.map((r) => {
    const out = { ...r };
    for (const f of fields) {
      const code = r[f.name];
      out[nameKeyOf(f)] = code === null || code === undefined ? '' : (titles.get(f)!.get(String(code)) ?? '');
    }
    return out;
  });
}

/** A plain filter on a code: the code itself and its descendants (330000 finds 330106; C35 finds C3511). */
export function treeCodeFilter(f: FieldDef, col: AnyColumn, code: string): SQL {
  const prefix = treeCodePrefix(f.codeTree!, code);
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  return or(eq(col, code), like(col, `${escaped}%`))!;
}

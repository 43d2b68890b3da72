/**
 * One definition per entity. From a ResourceDef the server builds its table, validators and standard routes, and the
 * web app builds its search form, columns and dialogs. Business behaviour never goes in here: only what the entity
 * *is* (fields, labels, rules, where it lives on the wire, which permission guards it).
 */

import { assertFieldFits } from './kinds';

import { l, type Locale, type Localized } from './localized';

export { l, type Locale, type Localized };

export type FieldKind =
  | 'text'
  | 'url'
  | 'textarea'
  | 'password'
  | 'int'
  | 'number'
  | 'money'
  | 'percent'
  | 'date'
  | 'datetime'
  | 'switch'
  | 'dict'
  | 'ref'
  | 'ids'
  | 'json'
  | 'treeCode'
  | 'attachments';

export interface FieldDef {
  name: string;
  kind: FieldKind;
  label: Localized;
  /** Column name in the database; defaults to the snake_case of `name`. */
  column?: string;
  /** Message shown when the value is missing; presence of this makes the field required. */
  required?: Localized;
  /** Maximum length for text kinds; maximum value for numeric kinds is `maxValue`. */
  max?: number;
  min?: number;
  minValue?: number;
  maxValue?: number;
  /**
   * date kinds: the date of a business event lies within so many years before and after today (a disbursement in
   * 1900 or 2999 is a typing slip, not a record). Checked on writes only; searches take any date.
   */
  within?: { pastYears: number; futureYears: number };
  /** A regular expression the text must match, and the message when it does not. */
  pattern?: { regex: string; message: Localized };
  /** What the empty input says instead of 请输入…/请选择… (a disbursement's term: "同合同", the contract's applies). */
  placeholder?: Localized;
  /** attachments: the file types the picker offers (`.docx`, `image/*`); the server still checks what arrives. */
  accept?: string;
  /** Offered in the search form; a plain filter on it is LIKE for text kinds and equality for the others. */
  search?: boolean;
  /** Shown as a table column (default true, false for textarea/password/json). */
  list?: boolean;
  /** Part of the add/edit form (default true). */
  form?: boolean;
  /** Sent to clients (false for secrets such as password hashes). */
  readable?: boolean;
  /** Cannot be changed once the record exists. */
  immutable?: boolean;
  /** Dictionary code for `dict` fields (values come from dict-biz/dictionary?code=...). */
  dict?: string;
  /** Fixed options for `dict` fields that do not come from the dictionary API. */
  options?: { value: string | number; label: Localized }[];
  /**
   * dict fields: several keys kept as a comma list (`newDueDay,newAnnualRate`), each checked against the options and
   * shown by its label — a record stores the keys, never a language's words. `max` bounds the stored list.
   */
  multiple?: boolean;
  /**
   * The definition a `ref` (one id) or `refs` (a comma list of ids) field points at, given lazily so definitions may
   * point at each other; the server checks at boot that it is served, and checks on every write that the ids exist in
   * the tenant.
   */
  target?: () => ResourceDef;
  /**
   * The code tree a `treeCode` field's value belongs to ('region': 行政区划 GB/T 2260, 'industry': 国民经济行业分类
   * GB/T 4754-2017); the server checks the code exists there and reads add its title (`regionCode` → `regionCodeName`).
   */
  codeTree?: CodeTreeName;
  /** The key reads add with the referenced records' titles; default: `deptId` → `deptName`, `owner` → `ownerName`. */
  nameKey?: string;
  defaultValue?: string | number | boolean | null;
  /** Decimal places of a number, money or percent field (the kind's default otherwise: 6, 2, 2). */
  scale?: number;
  /** Total digits of a number, money or percent field (the kind's default otherwise: 24, 18, scale + 3). */
  precision?: number;
  /** Column width hint for tables. */
  width?: number;
  /**
   * A personal ID number: the modification history keeps it masked (110101********1234), whoever reads it; the
   * module masks its reads unless the user holds its permission to see them.
   */
  masked?: boolean;
  /** `attachments` fields: the attachment kind (合同类型 / contractType) their files are recorded under. */
  attachmentKind?: string;
}

/**
 * A standard call; its path under the resource's api is `routePath(name)`. The tree calls (`tree`: the picker tree,
 * `lazyTree` and `lazyList`: one level of the picker tree or the tree table) are for `tree: true` definitions, whose
 * `list` answers the whole tree table rather than a page.
 */
export type StandardRoute =
  | 'list'
  | 'page'
  | 'detail'
  | 'submit'
  | 'save'
  | 'update'
  | 'remove'
  | 'select'
  | 'tree'
  | 'lazyTree'
  | 'lazyList'
  // Excel (platform/crud/export.ts, import.ts): `export` is served for every list unless `exportable: false`;
  // `import` (the template and the upload) only where the definition's routes name it.
  | 'export'
  | 'import';

/** The path of a standard call under the resource's api: `lazyTree` → `lazy-tree`. */
export const routePath = (name: StandardRoute) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The call that writes a record of the resource, as its routes declare it: `submit` (add or update) where it has one,
 * else `update` for a record with an id and `save` for a new one — the web's forms and the server read the same list,
 * so a screen cannot call a write its server does not answer.
 */
export function writeCall(def: Pick<ResourceDef, 'routes'>, hasId: boolean): StandardRoute {
  if (def.routes.includes('submit')) return 'submit';
  const call = hasId ? 'update' : 'save';
  if (!def.routes.includes(call)) throw new Error(`resource routes declare no ${call} or submit`);
  return call;
}

export interface ResourceDef {
  name: string;
  /** The spec's path under /api, e.g. '/blade-system/param'. */
  api: string;
  /**
   * More paths under /api where the server answers every call of the resource, standard and bespoke: the name the
   * spec's family uses where the spec leaves the path open and we chose `api` (客户集中度: the spec's
   * `/rzzl_qy/customerConcentration/customerconcentration` beside our `/rzzl_qy/concentration/concentration`). The
   * web app calls `api`.
   */
  alsoApi?: readonly string[];
  table: string;
  /** Permission prefix: `${permission}_add`, `_edit`, `_delete`, `_view`. */
  permission: string;
  label: Localized;
  /** What one record is (参数 / parameter), for messages about records ("参数不存在"); the label when absent. */
  noun?: Localized;
  fields: FieldDef[];
  /**
   * 'tenant': every row belongs to a tenant and is only ever seen inside it (the default).
   * 'platform': one set of rows for the whole platform, administered only by the platform tenant (000000).
   */
  scope: 'tenant' | 'platform';
  /** Groups of field names that must be unique (within the tenant, among rows not deleted). */
  unique: string[][];
  /** A tree resource keeps `parentId` ('0' for roots). */
  tree: boolean;
  /** Standard routes the server registers for it (by default all, the tree calls for trees only). */
  routes: StandardRoute[];
  /** Default ordering, e.g. ['sort asc', 'createTime desc']. */
  defaultSort: string[];
  /** The field that names a record to a person (pickers, the labels references add on reads). */
  titleField?: string;
  /**
   * The fields that tell a person which record this is at a glance (a project: name, number, lessee, amount): the
   * subject of its approvals in the work lists and notifications, and the summary its approvers read above a form
   * that points at it. A reference shows its title, money its amount. Default: the title field.
   */
  summary?: readonly string[];
  /**
   * Its picker (`select`: id and title, within the caller's data scope) is open to every signed-in user, not only to
   * holders of its view button: the people a form names (a 客户经理, a reviewer) are picked by staff who do not manage
   * users.
   */
  selectOpen?: boolean;
  /** Records saved with this one (master–detail): submitted, validated, read and removed together. */
  children?: ChildDef[];
  /** A business status with its transitions (never the base `status` column). */
  status?: StatusDef;
  /**
   * The owner field (客户经理): a data scope of "own records" matches it rather than the creator, and records can be
   * handed from one owner to another.
   */
  owner?: string;
  /**
   * Keep a modification history (spec: common/modify): every update writes one row per changed declared field —
   * column name, old and new value and the text shown for them — in the update's own transaction. Secrets
   * (readable: false, passwords) are never recorded. Read with GET /api/rzzl_qy/common/modify/list?ywlx=<name>&dataid=.
   */
  history?: boolean;
  /** False: no `GET <api>/export` for this list (the Excel export every list has otherwise). */
  exportable?: boolean;
  /**
   * An Excel import may cover existing records (`?isCovered=1`, BladeX's 覆盖已有数据): a row whose first unique key
   * names a record of the tenant updates it; otherwise such a row is refused as a duplicate. Needs `import` in the
   * routes and a first unique key of one field.
   */
  importCovers?: boolean;
}

/** A child list of a master record: rows of `def` whose `foreignKey` holds the master's id. */
export interface ChildDef {
  /** The key of the list on the wire (`contacts`). */
  name: string;
  label: Localized;
  def: () => ResourceDef;
  foreignKey: string;
  /** A call listing one master's children as the spec names it: `getContactPersonList?pid=` under the child's api. */
  byParent?: { list: string; param?: string };
  /**
   * Lines the server works out (a receipt's allocation, on verification): shown with the record, never edited in its
   * form, and refused when a body sends any.
   */
  computed?: boolean;
}

/** A business status field: its initial value, the moves allowed from each value, and where records stay editable. */
export interface StatusDef {
  field: string;
  initial: string;
  transitions: Record<string, string[]>;
  /** Values in which the record's other fields may change (default: every value). */
  editableIn?: string[];
  /** Values in which the record may be removed (default: every value); elsewhere remove is a 400 and hidden. */
  removableIn?: string[];
}

export type ResourceInput = Omit<ResourceDef, 'scope' | 'unique' | 'tree' | 'routes' | 'defaultSort'> &
  Partial<Pick<ResourceDef, 'scope' | 'unique' | 'tree' | 'routes' | 'defaultSort'>>;

export const ALL_ROUTES: StandardRoute[] = ['list', 'page', 'detail', 'submit', 'save', 'update', 'remove', 'select'];
/** The calls only trees have. */
export const TREE_ROUTES: StandardRoute[] = ['tree', 'lazyTree', 'lazyList'];

/** Fields every record carries; they may be filtered and sorted on but are set by the server. */
export const BASE_FIELDS = [
  'id',
  'tenantId',
  'createUser',
  'createDept',
  'createTime',
  'updateUser',
  'updateTime',
  'status',
  'version',
] as const;

/**
 * Names a declared field may not take: the base columns every row has (tenantId only where the resource is
 * tenant-scoped — a platform resource such as the tenant itself has no tenant column, and its own `tenantId` field is
 * the tenant's number). A field by such a name would silently become the base column.
 */
export function reservedNames(scope: ResourceDef['scope']): string[] {
  return [...BASE_FIELDS, 'isDeleted'].filter((n) => scope === 'tenant' || n !== 'tenantId');
}

export function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * Declares a resource. The fields keep their names and kinds in the returned type, so its rows are typed
 * (`RowOf<typeof param>`): `row.paramKey` is a string, not an unknown to cast.
 */
export function defineResource<const F extends FieldDef[]>(
  input: ResourceInput & { fields: F },
): ResourceDef & { fields: F } {
  const def: ResourceDef & { fields: F } = {
    scope: 'tenant',
    unique: [],
    tree: false,
    defaultSort: ['createTime desc'],
    ...input,
    routes: input.routes ?? (input.tree ? [...ALL_ROUTES, ...TREE_ROUTES] : ALL_ROUTES),
  };
  const names = new Set<string>();
  const reserved = reservedNames(def.scope);
  const reservedColumns = reserved.map(snake);
  for (const f of def.fields) {
    if (names.has(f.name)) throw new Error(`resource ${def.name}: field ${f.name} defined twice`);
    if (reserved.includes(f.name) || reservedColumns.includes(columnOf(f)))
      throw new Error(`resource ${def.name}: field ${f.name} (column ${columnOf(f)}) collides with a base column`);
    assertFieldFits(def.name, f);
    names.add(f.name);
  }
  for (const group of def.unique) {
    for (const n of group)
      if (!names.has(n)) throw new Error(`resource ${def.name}: unique key names unknown field ${n}`);
  }
  if (def.importCovers && (!def.routes.includes('import') || def.unique[0]?.length !== 1))
    throw new Error(`resource ${def.name}: importCovers needs 'import' in its routes and a one-field unique key`);
  if (def.tree && !names.has('parentId')) throw new Error(`resource ${def.name}: a tree needs a parentId field`);
  if (def.tree && !def.titleField)
    throw new Error(`resource ${def.name}: a tree needs a titleField (its nodes' title)`);
  for (const n of [def.titleField, def.owner, def.status?.field, ...(def.summary ?? [])]) {
    if (n !== undefined && !names.has(n)) throw new Error(`resource ${def.name}: names unknown field ${n}`);
  }
  if (def.status) {
    const { field, initial, transitions } = def.status;
    if (field === 'status')
      throw new Error(`resource ${def.name}: the business status needs its own field, not status`);
    const states = new Set([initial, ...Object.keys(transitions), ...Object.values(transitions).flat()]);
    for (const s of [...(def.status.editableIn ?? []), ...(def.status.removableIn ?? [])])
      if (!states.has(s)) throw new Error(`resource ${def.name}: editableIn/removableIn names unknown state ${s}`);
    if (!transitions[initial])
      throw new Error(`resource ${def.name}: no transitions from the initial state ${initial}`);
  }
  for (const f of def.fields) {
    if (!f.target && !f.codeTree) continue;
    const key = nameKeyOf(f);
    if (names.has(key)) throw new Error(`resource ${def.name}: reference ${f.name} would overwrite field ${key}`);
  }
  return def;
}

type FieldOptions = Omit<FieldDef, 'name' | 'kind' | 'label'>;

/**
 * A field as declared: its name, kind and options kept in its type, so a row or a route's parameters can be typed
 * from the declarations (ValuesOf).
 */
export type Field<N extends string = string, K extends FieldKind = FieldKind, O = unknown> = FieldDef & {
  name: N;
  kind: K;
} & O;

const field =
  <K extends FieldKind>(kind: K) =>
  <N extends string, O extends FieldOptions = Record<never, never>>(name: N, label: Localized, opts?: O) =>
    ({ name, kind, label, ...opts }) as Field<N, K, O>;

export const text = field('text');
/** An address shown in an <img>, a CSS url() or a link: http(s):// or a path of this site (see url.ts). */
export const url = field('url');
export const textarea = field('textarea');
export const password = field('password');
export const int = field('int');
export const number = field('number');
export const money = field('money');
export const percent = field('percent');
export const date = field('date');
/**
 * The window of a business event's date (a disbursement, a receipt): ten years back — the oldest book a company
 * migrates — to a year ahead (a demo tenant's moved business date, a value date agreed ahead).
 */
export const BUSINESS_EVENT_DATES = { pastYears: 10, futureYears: 1 } as const;
export const datetime = field('datetime');
export const switchField = field('switch');
export const json = field('json');
/** Comma-separated list of ids, as BladeX keeps roleId/deptId/postId on a user. */
export const ids = field('ids');
/** One id that points at no definition in particular (a parameter naming a record whose kind is given elsewhere). */
export const id = field('ref');
/**
 * Files attached to the record (platform/attachments): the value is the list of attachment ids put-file answered;
 * the server links them to the record in the record's own transaction and reads them back as
 * `[{id, name, size, contentType, link}]`. `attachmentKind` is the kind (合同类型) recorded on each, `max` the most
 * files, `required` asks for at least one. The column keeps the linked ids as a comma list (the attachment table holds the truth).
 */
export const attachments = <N extends string, O extends FieldOptions = Record<never, never>>(
  name: N,
  label: Localized,
  opts?: O,
) => ({ name, kind: 'attachments', label, list: false, ...opts }) as Field<N, 'attachments', O>;
export const dict = <N extends string, O extends FieldOptions = Record<never, never>>(
  name: N,
  label: Localized,
  code: string,
  opts?: O,
) => ({ name, kind: 'dict', label, dict: code, ...opts }) as Field<N, 'dict', O>;
/** One record of another resource (a bigint id column, indexed): `ref('deptId', l('机构','Department'), () => dept)`. */
export const ref = <N extends string, const O extends FieldOptions = Record<never, never>>(
  name: N,
  label: Localized,
  target: () => ResourceDef,
  opts?: O,
) => ({ name, kind: 'ref', label, target, ...opts }) as Field<N, 'ref', O>;
/** Several records of another resource, kept as the comma list BladeX uses (a user's roleId). */
export const refs = <N extends string, const O extends FieldOptions = Record<never, never>>(
  name: N,
  label: Localized,
  target: () => ResourceDef,
  opts?: O,
) => ({ name, kind: 'ids', label, target, ...opts }) as Field<N, 'ids', O>;

// --- Code-tree fields (regions, industries) ------------------------------------------------------------------------

/** The code trees a `treeCode` field may name. */
export type CodeTreeName = 'region' | 'industry';

/**
 * A code of a platform-wide code tree, kept as the code string: `treeCode('regionCode', l('所在地区', 'Region'),
 * 'region')` holds the 6-digit code of the deepest level chosen (330106), `'industry'` a GB/T 4754 code (C, C35,
 * C351, C3511). Writes refuse codes the tree does not have; a plain filter matches the code and its descendants.
 */
export const treeCode = <N extends string, const O extends FieldOptions = Record<never, never>>(
  name: N,
  label: Localized,
  tree: CodeTreeName,
  opts?: O,
) => ({ name, kind: 'treeCode', label, codeTree: tree, ...opts }) as Field<N, 'treeCode', O>;

/** The value a field's kind check hands on (packages/shared/src/resources/kinds.ts). */
export interface KindValues {
  text: string;
  url: string;
  textarea: string;
  password: string;
  int: number;
  number: string;
  money: string;
  percent: string;
  date: string;
  datetime: string;
  switch: number;
  dict: string | number;
  ref: string;
  ids: string;
  json: unknown;
  treeCode: string;
  attachments: string;
}

/** The columns every stored row has, as the server reads them (a type, not an interface: rows are records too). */
export type BaseRow = {
  id: string;
  tenantId?: string;
  createUser: string | null;
  createDept: string | null;
  createTime: string | null;
  updateUser: string | null;
  updateTime: string | null;
  status: number;
  version: number;
};

/** A stored row of a definition: the base columns and each declared field by its kind (null when empty). */
export type RowOf<D extends { fields: readonly FieldDef[] }> = BaseRow & {
  [P in D['fields'][number] as P['name']]: KindValues[P['kind']] | null;
};

/**
 * The key reads add with a reference's titles, as a type (`nameKeyOf` at run time): its `nameKey`, else `deptId` →
 * `deptName`, `postIds` → `postName`, `owner` → `ownerName` (the run time's `[a-z]` before Id is not checked here).
 */
type NameKeyOf<P> = P extends { nameKey: infer K extends string }
  ? string extends K
    ? never // a key not known to the type (a helper's options widened it): no typed title
    : K
  : P extends { name: infer N extends string }
    ? N extends `${infer S}Ids`
      ? `${S}Name`
      : N extends `${infer S}Id`
        ? `${S}Name`
        : `${N}Name`
    : never;

/**
 * The titles reads add for a definition's references and code trees (`deptId` → `deptName`): optional, since only the
 * reads that decorate (a service's page, list and detail; `addReferenceTitles`) add them.
 */
export type TitlesOf<D extends { fields: readonly FieldDef[] }> = {
  [P in D['fields'][number] as P['kind'] extends 'ref' | 'ids' | 'treeCode' ? NameKeyOf<P> : never]?: string;
};

/** A stored row with its references' titles, as the decorating reads answer it. */
export type WithTitles<D extends { fields: readonly FieldDef[] }> = RowOf<D> & TitlesOf<D>;

/** Checked values of declared fields by name: required ones always there, the others possibly undefined. */
export type ValuesOf<F extends readonly FieldDef[]> = {
  [P in F[number] as P['name']]: P extends { required: Localized }
    ? KindValues[P['kind']]
    : KindValues[P['kind']] | undefined;
};

/** The label of a definition's field, for messages that name it (a programming error when it has none). */
export function fieldLabel(def: { name: string; fields: readonly FieldDef[] }, name: string): Localized {
  const f = def.fields.find((x) => x.name === name);
  if (!f) throw new Error(`${def.name} has no field ${name}`);
  return f.label;
}

/** The label of a fixed option of a dict field for a stored value (the value itself when it has no option). */
export function optionLabel(
  def: { name: string; fields: readonly FieldDef[] },
  name: string,
  value: unknown,
): Localized {
  const f = def.fields.find((x) => x.name === name);
  if (!f) throw new Error(`${def.name} has no field ${name}`);
  const v = value === null || value === undefined ? '' : String(value);
  return f.options?.find((o) => String(o.value) === v)?.label ?? l(v, v);
}

/** Where reads put a reference's titles: `deptId` → `deptName`, `postIds` → `postName`, `owner` → `ownerName`. */
export function nameKeyOf(f: FieldDef): string {
  return f.nameKey ?? `${f.name.replace(/(?<=[a-z])Ids?$/, '')}Name`;
}

export function columnOf(f: FieldDef): string {
  return f.column ?? snake(f.name);
}

import { type FieldDef, type Locale, type Localized, type ResourceDef, dictKeys, l, nameKeyOf } from '@flp/shared';

/**
 * How a resource's fields become spreadsheet columns and back (pure; export.ts and import.ts do the reading and
 * writing): which fields a sheet has, the text a person reads for a value, and the value a cell's text stands for.
 */

export type Row = Record<string, unknown>;

/** A dictionary's items as labels by value (from the definition's options or the tenant's dictionary). */
export type Choices = { value: string; label: string }[];

// Attachments are files, not cells: they travel through the attachment calls, never a sheet.
const HIDDEN_KINDS = new Set<FieldDef['kind']>(['password', 'json', 'attachments']);

/** Columns of an export: what the list shows (never secrets, passwords or json). */
export function exportFields(def: ResourceDef): FieldDef[] {
  return def.fields.filter(
    (f) =>
      f.readable !== false &&
      !HIDDEN_KINDS.has(f.kind) &&
      (f.list ?? !['textarea', 'password', 'json'].includes(f.kind)),
  );
}

/** Columns of an import: the form's fields, less those the server sets itself. */
export function importFields(def: ResourceDef, serverFields: string[] = []): FieldDef[] {
  const skip = new Set([...serverFields, ...(def.status ? [def.status.field] : [])]);
  return def.fields.filter(
    (f) => f.readable !== false && f.form !== false && !HIDDEN_KINDS.has(f.kind) && !skip.has(f.name),
  );
}

/** The header of a column: the label, `*` after a required one in a template. */
export const headerOf = (f: FieldDef, locale: Locale, markRequired = false) =>
  `${f.label[locale]}${markRequired && f.required ? ' *' : ''}`;

/** A header as a person may have typed it back: without the required mark and spaces. */
export const bareHeader = (h: string) => h.replace(/\*/g, '').replace(/\s+/g, ' ').trim();

/** Which field each header names (by its label in either language); unknown headers are left out. */
export function fieldsByHeader(fields: FieldDef[], headers: string[]): Map<number, FieldDef> {
  const out = new Map<number, FieldDef>();
  headers.forEach((h, i) => {
    const bare = bareHeader(h);
    const f = fields.find((x) => x.label['zh-CN'] === bare || x.label['en-US'] === bare);
    if (f && ![...out.values()].includes(f)) out.set(i, f);
  });
  return out;
}

export const SWITCH_TEXT: Record<Locale, [string, string]> = { 'zh-CN': ['否', '是'], 'en-US': ['No', 'Yes'] };

/** The choices of a dict field from its own options (labels in the locale); undefined when the dictionary holds them. */
export function ownChoices(f: FieldDef, locale: Locale): Choices | undefined {
  return f.options?.map((o) => ({ value: String(o.value), label: o.label[locale] }));
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The value a cell holds for a field of a (decorated) row: dictionary labels, references' titles, 是/否, numbers for
 * amounts and counts, dates as the wire writes them.
 */
export function cellOf(f: FieldDef, row: Row, locale: Locale, choices?: Choices): string | number | null {
  const v = row[f.name];
  if (f.target) return (row[nameKeyOf(f)] as string | undefined) || (isBlank(v) ? null : String(v));
  if (isBlank(v)) return null;
  switch (f.kind) {
    case 'treeCode': {
      // The code a machine reads back, and the names a person reads: `440305 广东省 / 深圳市 / 南山区`,
      // `C3511 矿山机械制造` (an industry's title starts with its code already).
      const title = String(row[nameKeyOf(f)] ?? '');
      return !title ? String(v) : title.startsWith(String(v)) ? title : `${v} ${title}`;
    }
    case 'switch':
      return SWITCH_TEXT[locale][v === true || v === 1 || v === '1' ? 1 : 0];
    case 'dict': {
      const label = (key: string) => choices?.find((c) => c.value === key)?.label ?? key;
      return f.multiple
        ? dictKeys(v)
            .map(label)
            .join(locale === 'zh-CN' ? '、' : ', ')
        : label(String(v));
    }
    case 'int':
    case 'number':
    case 'money':
    case 'percent': {
      const n = Number(v);
      return Number.isFinite(n) ? n : String(v);
    }
    default:
      return String(v);
  }
}

/** The number format of a column by kind: money as 1,234.50, percent points as 6.00, counts whole. */
export function formatOf(f: FieldDef): 'money' | 'int' | 'decimal' | undefined {
  if (f.kind === 'money') return 'money';
  if (f.kind === 'percent') return 'decimal';
  if (f.kind === 'int') return 'int';
  return undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The text of a cell as the wire writes it. Excel keeps dates as instants at UTC midnight (exceljs reads them as
 * Date): their UTC parts are what the person typed.
 */
export function cellText(raw: unknown, kind: FieldDef['kind']): string {
  if (raw === null || raw === undefined) return '';
  if (raw instanceof Date) {
    const d = `${raw.getUTCFullYear()}-${pad(raw.getUTCMonth() + 1)}-${pad(raw.getUTCDate())}`;
    return kind === 'datetime'
      ? `${d} ${pad(raw.getUTCHours())}:${pad(raw.getUTCMinutes())}:${pad(raw.getUTCSeconds())}`
      : d;
  }
  if (typeof raw === 'object') {
    const o = raw as { text?: unknown; result?: unknown; richText?: { text: string }[]; hyperlink?: string };
    if (o.richText) return o.richText.map((t) => t.text).join('');
    if (o.result !== undefined) return cellText(o.result, kind);
    if (o.text !== undefined) return cellText(o.text, kind);
    return '';
  }
  return String(raw).trim();
}

export type Parsed = { ok: true; value: unknown } | { ok: false; message: Localized };

const MUST_CHOOSE = (labels: string[]) =>
  l(`须为以下之一: ${labels.join('、')}`, `must be one of: ${labels.join(', ')}`);

/**
 * The value a cell's text stands for: a dictionary label → its key, 是/否 → 1/0, anything else as typed (the
 * resource's own validation checks kinds, lengths and ranges after). References are resolved apart (they need the
 * database): see import.ts.
 */
export function valueOfCell(f: FieldDef, text: string, choices?: Choices): Parsed {
  if (text === '') return { ok: true, value: undefined };
  switch (f.kind) {
    case 'switch': {
      const t = text.toLowerCase();
      if (['是', 'yes', 'y', 'true', '1'].includes(t)) return { ok: true, value: 1 };
      if (['否', 'no', 'n', 'false', '0'].includes(t)) return { ok: true, value: 0 };
      return { ok: false, message: MUST_CHOOSE(['是', '否']) };
    }
    case 'dict': {
      if (!choices) return { ok: true, value: text };
      const hit = choices.find((c) => c.label === text) ?? choices.find((c) => c.value === text);
      if (!hit) return { ok: false, message: MUST_CHOOSE(choices.map((c) => c.label)) };
      return { ok: true, value: hit.value };
    }
    case 'int':
      return { ok: true, value: /^-?\d+$/.test(text) ? Number(text) : text };
    case 'treeCode':
      // An exported cell carries the code first and its names after (cellOf): the code is what is imported.
      return { ok: true, value: text.split(/\s+/)[0] };
    default:
      return { ok: true, value: text };
  }
}

/** The template's description of a column: its kind, whether required, its allowed values or format. */
export function describeColumn(f: FieldDef, locale: Locale, choices?: Choices): string[] {
  const zh = locale === 'zh-CN';
  const KIND: Partial<Record<FieldDef['kind'], [string, string]>> = {
    text: ['文本', 'Text'],
    textarea: ['文本', 'Text'],
    url: ['网址', 'URL'],
    int: ['整数', 'Whole number'],
    number: ['数字', 'Number'],
    money: ['金额', 'Amount'],
    percent: ['百分比 (数值, 6 即 6%)', 'Percent (6 means 6%)'],
    date: ['日期', 'Date'],
    datetime: ['日期时间', 'Date-time'],
    switch: ['是/否', 'Yes/No'],
    dict: ['选项', 'Choice'],
    ref: ['关联记录 (填名称)', 'Record (by its name)'],
    ids: ['关联记录 (名称, 逗号分隔)', 'Records (names, comma-separated)'],
    treeCode: ['代码 (名称可跟在代码后)', 'Code (its names may follow it)'],
  };
  const kind = KIND[f.kind]?.[zh ? 0 : 1] ?? f.kind;
  let rule = '';
  if (f.kind === 'dict' && choices) rule = choices.map((c) => c.label).join(zh ? '、' : ', ');
  else if (f.kind === 'switch') rule = SWITCH_TEXT[locale].slice().reverse().join(' / ');
  else if (f.kind === 'date') rule = 'yyyy-MM-dd';
  else if (f.kind === 'datetime') rule = 'yyyy-MM-dd HH:mm:ss';
  else if (f.kind === 'treeCode')
    rule =
      f.codeTree === 'industry'
        ? zh
          ? 'GB/T 4754-2017 行业代码, 如 C3511'
          : 'GB/T 4754-2017 industry code, e.g. C3511'
        : zh
          ? '6 位行政区划代码, 如 330106'
          : '6-digit division code, e.g. 330106';
  else if (f.max) rule = zh ? `最多 ${f.max} 个字符` : `at most ${f.max} characters`;
  return [f.label[locale], kind, f.required ? (zh ? '是' : 'Yes') : zh ? '否' : 'No', rule];
}

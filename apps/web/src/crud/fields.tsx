import { formatAmount } from '@flp/shared/format';
import { type FieldDef, KINDS, type Localized, checkField, dateWindow, dictKeys } from '@flp/shared/resources';
import { DatePicker, Input, InputNumber, Select, Switch, Tag } from 'antd';
import type { FormItemProps } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from './api';
import { labelOf, useFieldOptions } from './dict';
import { RefPicker, idsItemProps, refItemProps } from './pickers';
import { knownTitles, refTitle, targetOf } from './refs';
import { TreeCodeCascader } from './TreeCodePicker';
import type { FieldOverride, FormMode } from './types';
import { AttachmentsInput, FileList, asFiles } from './AttachmentsInput';

/** How the definition's kinds show and are edited. One place, so every screen looks and validates alike. */

/** A kind edited with a number input (its bounds, decimals and string mode come from the kind table). */
export const isNumericKind = (f: FieldDef) => KINDS[f.kind].input(f).control === 'number';

/** Shown as a column unless the definition or the screen says otherwise (textarea/password/json are not). */
export function inList(f: FieldDef, o?: FieldOverride): boolean {
  if (o?.list !== undefined) return o.list;
  if (f.list !== undefined) return f.list;
  if (f.readable === false) return false;
  return !(f.kind === 'textarea' || f.kind === 'password' || f.kind === 'json');
}

export function inForm(f: FieldDef, o: FieldOverride | undefined, mode: FormMode, row?: Row): boolean {
  if (typeof o?.form === 'function') return o.form(mode, row);
  if (o?.form !== undefined) return o.form;
  if (f.form === false) return false;
  // A password is set when adding; changing it is its own action.
  if (f.kind === 'password' && mode !== 'add') return false;
  return true;
}

export function inView(f: FieldDef, o?: FieldOverride): boolean {
  if (o?.view !== undefined) return o.view;
  if (f.readable === false || f.kind === 'password') return false;
  return f.form !== false || inList(f, o);
}

export const inSearch = (f: FieldDef, o?: FieldOverride) => o?.search ?? !!f.search;

/**
 * The definition's rules, with its localized required message; checked on blur. Numbers and addresses are checked by
 * the kind table's own rule (the one the server applies), so the form refuses exactly what the server would.
 */
export function rulesOf(
  f: FieldDef,
  label: string,
  requiredMsg: string | undefined,
  t: TFunction,
  loc: (m: Localized) => string,
): Rule[] {
  const rules: Rule[] = [];
  if (requiredMsg)
    rules.push(
      f.kind === 'text' || f.kind === 'textarea' || f.kind === 'password'
        ? { required: true, message: requiredMsg, whitespace: true }
        : { required: true, message: requiredMsg },
    );
  if (isNumericKind(f) || f.kind === 'url' || f.kind === 'attachments') {
    rules.push({
      validator: async (_, v: unknown) => {
        if (v === undefined || v === null || v === '') return;
        const r = checkField(f, v);
        if (!r.ok) throw new Error(`${label}: ${loc(r.message)}`);
      },
    });
    return rules;
  }
  if (f.max && f.kind !== 'switch' && f.kind !== 'dict')
    rules.push({ max: f.max, message: t('crud.maxLength', { label, max: f.max }) });
  if (f.min) rules.push({ min: f.min, message: t('crud.minLength', { label, min: f.min }) });
  if (f.pattern) rules.push({ pattern: new RegExp(f.pattern.regex), message: loc(f.pattern.message) });
  return rules;
}

/**
 * InputNumber props of a numeric kind: bounds and decimals from the kind table, and string mode for decimals — an
 * amount such as 98765432109876.54 is no JavaScript number, so it is edited and sent as the string typed.
 */
export function numberInputProps(f: FieldDef) {
  const input = KINDS[f.kind].input(f);
  if (input.control !== 'number') return {};
  const { min, max, precision, step, stringMode } = input;
  const bound = (v?: string) => (v === undefined ? undefined : stringMode ? v : Number(v));
  return { min: bound(min), max: bound(max), precision, step, stringMode };
}

/** Thousands separators on an amount being edited (as text: no float ever touches it). */
export const amountFormat = {
  formatter: (v: string | number | undefined) => {
    if (v === undefined || String(v) === '') return '';
    const [int, frac] = String(v).split('.');
    return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (frac === undefined ? '' : `.${frac}`);
  },
  parser: (v: string | undefined) => (v ?? '').replace(/,/g, ''),
};

/** Form.Item props that convert between the wire value and the input's (dates, switches, references). */
export function valueProps(f: FieldDef): Partial<FormItemProps> {
  if (targetOf(f)) return f.kind === 'ids' ? idsItemProps : refItemProps;
  if (f.kind === 'date' || f.kind === 'datetime') {
    const fmt = f.kind === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss';
    return {
      getValueProps: (v: unknown) => ({ value: v ? dayjs(String(v)) : undefined }),
      normalize: (d: dayjs.Dayjs | null) => (d ? d.format(fmt) : null),
    };
  }
  if (f.kind === 'switch') {
    return {
      valuePropName: 'checked',
      getValueProps: (v: unknown) => ({ checked: v === 1 || v === true || v === '1' }),
      normalize: (c: boolean) => (c ? 1 : 0),
    };
  }
  return {};
}

/** The input of a field kind. */
export function FieldInput({
  field,
  disabled,
  placeholder,
  row,
  ...rest
}: {
  field: FieldDef;
  disabled?: boolean;
  placeholder?: string;
  /** The record the form edits: its references' titles label the pickers without asking (ask may be refused). */
  row?: Row;
  value?: unknown;
  onChange?: (v: unknown) => void;
  onBlur?: () => void;
  id?: string;
}) {
  const options = useFieldOptions(field.kind === 'dict' ? field : undefined);
  const { t } = useTranslation();
  // Form.Item hands value/onChange/id down; each input takes them as its own kind.
  const common = { disabled, placeholder, ...rest } as object;
  if (targetOf(field)) return <RefPicker {...common} field={field} known={knownTitles(field, row)} />;
  if (field.kind === 'treeCode') return <TreeCodeCascader {...common} tree={field.codeTree ?? 'region'} />;
  switch (field.kind) {
    case 'textarea':
    case 'json':
      return <Input.TextArea {...common} rows={3} maxLength={field.max} showCount={!!field.max && !disabled} />;
    case 'password':
      return <Input.Password {...common} maxLength={field.max} autoComplete="new-password" />;
    case 'int':
    case 'number':
    case 'percent':
    case 'money':
      return (
        <InputNumber
          {...common}
          {...numberInputProps(field)}
          {...(field.kind === 'money' ? amountFormat : {})}
          suffix={field.kind === 'percent' ? '%' : undefined}
          style={{ width: '100%' }}
        />
      );
    case 'date':
      return <DatePicker {...common} disabledDate={outsideWindow(field)} style={{ width: '100%' }} />;
    case 'datetime':
      return <DatePicker {...common} showTime style={{ width: '100%' }} />;
    case 'switch':
      return <Switch {...(common as object)} checkedChildren={t('crud.yes')} unCheckedChildren={t('crud.no')} />;
    case 'dict':
      return field.multiple ? (
        <MultipleSelect {...common} options={options} />
      ) : (
        <Select {...common} options={options} allowClear showSearch={{ optionFilterProp: 'label' }} />
      );
    case 'attachments':
      return <AttachmentsInput {...common} field={field} />;
    default:
      return <Input {...common} maxLength={field.max} allowClear={!disabled} />;
  }
}

/**
 * A stored value as people read it: dictionary labels, yes/no, amounts with separators, a reference's titles (from
 * the row a read titled: `deptId` → row.deptName); `tag` shows it in a tag (a business status).
 */
export function FieldValue({
  field,
  value,
  row,
  tag,
}: {
  field: FieldDef;
  value: unknown;
  row?: Row;
  tag?: boolean;
}): ReactNode {
  const shown = <PlainValue field={field} value={value} row={row} />;
  return tag && value !== null && value !== undefined && value !== '' ? <Tag color="blue">{shown}</Tag> : shown;
}

function PlainValue({ field, value, row }: { field: FieldDef; value: unknown; row?: Row }): ReactNode {
  const options = useFieldOptions(field.kind === 'dict' ? field : undefined);
  const { t } = useTranslation();
  if (value === null || value === undefined || value === '') return field.kind === 'switch' ? t('crud.no') : '';
  const title = refTitle(field, row);
  if (title) return title;
  switch (field.kind) {
    case 'dict':
      return field.multiple
        ? dictKeys(value)
            .map((k) => labelOf(options, k) ?? k)
            .join(t('crud.listSeparator'))
        : (labelOf(options, value) ?? String(value));
    case 'switch':
      return value === 1 || value === true || value === '1' ? <Tag color="orange">{t('crud.yes')}</Tag> : t('crud.no');
    case 'money':
      return formatAmount(value);
    case 'percent':
      return `${value}%`;
    case 'password':
      return '******';
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    case 'attachments':
      return <FileList files={asFiles(value)} />;
    default:
      return String(value);
  }
}

/** Several keys of a `multiple` dict field: the form holds the stored comma list, the select an array. */
function MultipleSelect({
  value,
  onChange,
  ...rest
}: {
  value?: unknown;
  onChange?: (v: unknown) => void;
  options: { value: string | number; label: string }[];
}) {
  return (
    <Select
      {...rest}
      mode="multiple"
      allowClear
      value={value === undefined || value === null || value === '' ? [] : dictKeys(value)}
      onChange={(keys: string[]) => onChange?.(keys.join(','))}
    />
  );
}

/** Default values of a new record from the definition. */
export function defaultsOf(fields: FieldDef[]): Row {
  const out: Row = {};
  for (const f of fields) if (f.defaultValue !== undefined && f.defaultValue !== null) out[f.name] = f.defaultValue;
  return out;
}

/** The kinds a user picks (a select, a date, a switch) rather than types: their placeholder says 请选择. */
/** The days a business event's date may not take (the server refuses them too: `within`). */
function outsideWindow(field: FieldDef) {
  const window = dateWindow(field);
  if (!window) return undefined;
  return (d: dayjs.Dayjs) => {
    const day = d.format('YYYY-MM-DD');
    return day < window.from || day > window.to;
  };
}

const PICKED: FieldDef['kind'][] = ['dict', 'date', 'datetime', 'switch', 'ids', 'ref', 'treeCode'];

/** A field's placeholder: 请选择… for what is picked, 请输入… for what is typed. */
export function placeholderOf(f: FieldDef, label: string, t: (k: string, o: { label: string }) => string): string {
  return t(PICKED.includes(f.kind) || targetOf(f) ? 'crud.choose' : 'crud.enter', { label });
}

import type { FieldDef } from '@flp/shared/resources';
import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Row } from './api';
import { useFieldOptions } from './dict';
import { isNumericKind, numberInputProps, placeholderOf } from './fields';
import { useLoc } from './labels';
import { RefPicker } from './pickers';
import { CREATE_RANGE, isDateKind, searchQuery } from './query';
import { targetOf } from './refs';
import { SearchActions } from './SearchActions';
import { TreeCodeCascader } from './TreeCodePicker';
import type { FieldOverride } from './types';

/**
 * The search form: the definition's `search: true` fields (a date or datetime field as a range of days, sent as
 * `${name}_datege` / `${name}_datele`) and, by default, the creation date range sent as createTime_dategt /
 * createTime_datelt (spec §9). Only non-empty values are sent.
 */
export function SearchForm({
  fields,
  overrides,
  dateRange,
  onSearch,
}: {
  fields: FieldDef[];
  overrides?: Record<string, FieldOverride>;
  dateRange: boolean;
  onSearch: (query: Row) => void;
}) {
  const [form] = Form.useForm();
  const { t } = useTranslation();
  const loc = useLoc();
  if (!fields.length && !dateRange) return null;

  const submit = () => onSearch(searchQuery(form.getFieldsValue() as Row, fields));

  return (
    <Form form={form} layout="inline" className="crud-search" onFinish={submit}>
      {fields.map((f) => {
        const o = overrides?.[f.name];
        const label = loc(o?.label ?? f.label);
        return (
          <Form.Item key={f.name} name={f.name} label={label}>
            {o?.searchInput ? o.searchInput() : <SearchInput field={f} placeholder={placeholderOf(f, label, t)} />}
          </Form.Item>
        );
      })}
      {dateRange && (
        <Form.Item name={CREATE_RANGE} label={t('crud.createTime')}>
          <DatePicker.RangePicker />
        </Form.Item>
      )}
      <SearchActions
        onReset={() => {
          form.resetFields();
          onSearch({});
        }}
      />
    </Form>
  );
}

function SearchInput({
  field,
  placeholder,
  ...props
}: {
  field: FieldDef;
  placeholder: string;
  value?: unknown;
  onChange?: (v: unknown) => void;
}) {
  const options = useFieldOptions(field.kind === 'dict' ? field : undefined);
  const { t } = useTranslation();
  // Form.Item hands value/onChange down; each input takes them as its own kind.
  const rest = props as object;
  // a reference is searched by one record, chosen as in the form (a tree, or the server's picker search)
  if (targetOf(field))
    return <RefPicker {...rest} field={{ ...field, kind: 'ref' }} placeholder={placeholder} style={{ width: 200 }} />;
  // a code-tree field is searched by a code at any level (the server matches its descendants)
  if (field.kind === 'treeCode')
    return (
      <TreeCodeCascader {...rest} tree={field.codeTree ?? 'region'} placeholder={placeholder} style={{ width: 220 }} />
    );
  if (field.kind === 'dict')
    return <Select {...rest} options={options} allowClear placeholder={placeholder} style={{ width: 180 }} />;
  if (field.kind === 'switch')
    return (
      <Select
        {...rest}
        allowClear
        placeholder={placeholder}
        style={{ width: 120 }}
        options={[
          { value: 1, label: t('crud.yes') },
          { value: 0, label: t('crud.no') },
        ]}
      />
    );
  if (isNumericKind(field))
    return <InputNumber {...rest} {...numberInputProps(field)} placeholder={placeholder} style={{ width: 160 }} />;
  if (isDateKind(field)) return <DatePicker.RangePicker {...rest} />;
  return <Input {...rest} allowClear placeholder={placeholder} style={{ width: 180 }} />;
}

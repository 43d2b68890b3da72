import { DEFAULT_DATE_RANGE_FIELDS } from '@flp/shared/constants';
import type { FieldDef } from '@flp/shared/resources';
import { SearchActions } from './SearchActions';
import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Row } from './api';
import { useFieldOptions } from './dict';
import { isNumericKind, numberInputProps } from './fields';
import { useLoc } from './labels';
import type { FieldOverride } from './types';

const [DATE_GT, DATE_LT] = DEFAULT_DATE_RANGE_FIELDS;

/**
 * The search form: the definition's `search: true` fields and, by default, the creation date range sent as
 * createTime_dategt / createTime_datelt (spec §9). Only non-empty values are sent.
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

  const submit = () => {
    const v = form.getFieldsValue() as Row;
    const query: Row = {};
    for (const [k, val] of Object.entries(v)) {
      if (k === '__range') continue;
      if (val === undefined || val === null || val === '') continue;
      if (typeof val === 'object' && 'format' in val) query[k] = (val as Dayjs).format('YYYY-MM-DD');
      else query[k] = typeof val === 'string' ? val.trim() : val;
    }
    const range = v.__range as [Dayjs, Dayjs] | null | undefined;
    if (range?.[0]) query[DATE_GT] = range[0].startOf('day').subtract(1, 'second').format('YYYY-MM-DD HH:mm:ss');
    if (range?.[1]) query[DATE_LT] = range[1].format('YYYY-MM-DD');
    onSearch(query);
  };

  return (
    <Form form={form} layout="inline" className="crud-search" onFinish={submit}>
      {fields.map((f) => {
        const o = overrides?.[f.name];
        const label = loc(o?.label ?? f.label);
        return (
          <Form.Item key={f.name} name={f.name} label={label}>
            {o?.searchInput ? (
              o.searchInput()
            ) : (
              <SearchInput field={f} placeholder={t('system.crud.enter', { label })} />
            )}
          </Form.Item>
        );
      })}
      {dateRange && (
        <Form.Item name="__range" label={t('system.crud.createTime')}>
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
          { value: 1, label: t('common.yes') },
          { value: 0, label: t('common.no') },
        ]}
      />
    );
  if (isNumericKind(field))
    return <InputNumber {...rest} {...numberInputProps(field)} placeholder={placeholder} style={{ width: 160 }} />;
  if (field.kind === 'date' || field.kind === 'datetime') return <DatePicker {...rest} />;
  return <Input {...rest} allowClear placeholder={placeholder} style={{ width: 180 }} />;
}

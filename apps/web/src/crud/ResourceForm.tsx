import type { FieldDef, ResourceDef } from '@flp/shared/resources';
import { Button, Col, Flex, Form, type FormInstance, Row as GridRow } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from './api';
import { ChildTable, ChildViews } from './ChildTable';
import { FieldInput, inForm, placeholderOf, rulesOf, valueProps } from './fields';
import { useSubmit } from './hooks/useSubmit';
import { useLoc } from './labels';
import { isStatusField, withChildren } from './refs';
import type { FieldOverride, FormHooks, FormMode } from './types';

export interface ResourceFormProps {
  /** The definition's fields (the form shows those `inForm` for the mode, then `hooks.extraFields`). */
  fields: FieldDef[];
  /**
   * The definition's master–detail and status parts: each child list is edited in a table below the fields (sent in
   * the body, with the record's version when editing); the business status is the server's, never an input.
   */
  def?: Pick<ResourceDef, 'children' | 'status'>;
  mode: Exclude<FormMode, 'view'>;
  /** The record being edited, or the initial values of a new one. */
  row: Row;
  overrides?: Record<string, FieldOverride>;
  hooks?: Pick<FormHooks, 'extra' | 'extraFields' | 'extraAfter'>;
  /** Resolves when saved; a rejection keeps the form (the HTTP client has shown the message, its fields are marked). */
  onSubmit(values: Row): Promise<unknown>;
  /** Shows a cancel button before the save button. */
  onCancel?(): void;
  /** The save button's text (default 保存). */
  submitText?: ReactNode;
  /** The save button greyed out (what it would do is refused now, and the form says why). */
  submitDisabled?: boolean;
  /** Use a form instance of the caller's (to read or set values from outside). */
  form?: FormInstance;
  /** No buttons: the caller's own actions read and validate `form` (a workflow task's approval panel). */
  noActions?: boolean;
  /**
   * false: Enter in a field does not submit (a form whose submit starts something consequential, such as an approval
   * process, is sent by its button only — a date typed and confirmed with Enter must not start it).
   */
  submitOnEnter?: boolean;
  /** 'vertical': each label above its input (a narrow card on a phone); default beside it, 130 px wide. */
  layout?: 'horizontal' | 'vertical';
}

/**
 * The definition-driven form of a resource, on its own: labels, required messages checked on blur, lengths, patterns,
 * kinds → inputs (references as pickers), immutable fields disabled when editing, the child lists as editable tables,
 * a 400's failing fields marked (a child's cell too). The add/edit dialog shows it
 * in a modal; a workflow page embeds it as it is. Mount it afresh (a `key`) for another record.
 */
export function ResourceForm({
  fields,
  def,
  overrides,
  hooks,
  mode,
  row,
  onSubmit,
  onCancel,
  submitText,
  submitDisabled,
  form: given,
  noActions,
  submitOnEnter = true,
  layout = 'horizontal',
}: ResourceFormProps) {
  const [form] = Form.useForm(given);
  const { t } = useTranslation();
  // the child lists as the form holds them (rows keep their ids), trimmed to what the server takes
  const { saving, submit } = useSubmit<Row>(form, (values) =>
    onSubmit(withChildren(def?.children, values, (name) => form.getFieldValue(name))),
  );
  const shown = [...fields, ...(hooks?.extraFields ?? [])].filter(
    (f) => !isStatusField(def, f) && inForm(f, overrides?.[f.name], mode, row),
  );
  const extra = hooks?.extra?.({ mode, row, form });
  const extraAfter = hooks?.extraAfter;
  const placed = !!extraAfter && shown.some((f) => f.name === extraAfter);

  return (
    <Form
      form={form}
      className="crud-form"
      initialValues={row}
      layout={layout}
      labelCol={layout === 'horizontal' ? { flex: '130px' } : undefined}
      wrapperCol={layout === 'horizontal' ? { flex: 1 } : undefined}
      labelWrap
      validateTrigger="onBlur"
      onFinish={submit}
      onKeyDown={(e) => {
        const target = e.target as HTMLElement;
        if (e.key !== 'Enter' || target.tagName !== 'INPUT') return;
        // Enter in a date box confirms the date typed there, never the form (a dialog saved on a half-typed date).
        if (!submitOnEnter || target.closest('.ant-picker')) e.preventDefault();
      }}
    >
      <GridRow gutter={16}>
        {shown.map((f) => (
          <Fragment key={f.name}>
            <FieldItem field={f} override={overrides?.[f.name]} mode={mode} row={row} form={form} />
            {extraAfter === f.name && <Col span={24}>{extra}</Col>}
          </Fragment>
        ))}
      </GridRow>
      {def?.children
        ?.filter((c) => !c.computed)
        .map((c) => {
          // a child list is disabled by an override under its name, as a field is (a workflow task's read-only lists)
          const o = overrides?.[c.name];
          const disabled = typeof o?.disabled === 'function' ? o.disabled(mode, row) : o?.disabled === true;
          return <ChildTable key={c.name} child={c} disabled={disabled} only={o?.columns} />;
        })}
      {/* the lines the server works out (a schedule's periods): read-only, when the record has any */}
      <ChildViews
        lists={def?.children?.filter(
          (c) => c.computed && Array.isArray(row[c.name]) && (row[c.name] as unknown[]).length > 0,
        )}
        row={row}
      />
      {!placed && extra}
      {!noActions && (
        <Flex justify="end" gap={8} style={{ marginTop: 8 }}>
          {onCancel && <Button onClick={onCancel}>{t('crud.cancel')}</Button>}
          <Button type="primary" htmlType="submit" loading={saving} disabled={submitDisabled}>
            {submitText ?? t('crud.save')}
          </Button>
        </Flex>
      )}
    </Form>
  );
}

function FieldItem({
  field: f,
  override: o,
  mode,
  row,
  form,
}: {
  field: FieldDef;
  override?: FieldOverride;
  mode: FormMode;
  row: Row;
  form: FormInstance;
}) {
  const loc = useLoc();
  const { t } = useTranslation();
  const label = loc(o?.label ?? f.label);
  const disabled =
    (f.immutable === true && mode === 'edit') ||
    (typeof o?.disabled === 'function' ? o.disabled(mode, row) : o?.disabled === true);
  const rules = [...rulesOf(f, label, f.required ? loc(f.required) : undefined, t, loc), ...(o?.rules ?? [])];
  const placeholder = f.placeholder ? loc(f.placeholder) : placeholderOf(f, label, t);
  const span = o?.span ?? (f.kind === 'textarea' || f.kind === 'json' || f.kind === 'attachments' ? 24 : 12);
  // Always called (a hook), answering true for fields without a condition.
  const applies = Form.useWatch((values: Row) => !o?.when || o.when({ ...row, ...values }), form);
  if (o?.when && applies === false) return null;
  return (
    <Col span={span}>
      <Form.Item name={f.name} label={label} rules={rules} {...valueProps(f)} {...o?.itemProps}>
        {o?.input ? (
          o.input({ field: f, mode, row, form, disabled, placeholder })
        ) : (
          <FieldInput field={f} disabled={disabled} placeholder={placeholder} row={row} />
        )}
      </Form.Item>
    </Col>
  );
}

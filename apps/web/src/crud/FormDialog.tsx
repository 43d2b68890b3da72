import type { FieldDef } from '@flp/shared/resources';
import { Button, Col, Descriptions, Flex, Form, type FormInstance, Modal, Row as GridRow, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http';
import type { Row } from './api';
import { FieldInput, FieldValue, inForm, inView, rulesOf, valueProps } from './fields';
import { useLoc } from './labels';
import type { ExtraColumn, FieldOverride, FormHooks, FormMode } from './types';

export interface FormDialogProps {
  open: boolean;
  mode: FormMode;
  /** The record (edit/view) or the initial values (add); undefined while it loads. */
  row?: Row;
  loading?: boolean;
  fields: FieldDef[];
  overrides?: Record<string, FieldOverride>;
  extraColumns?: ExtraColumn[];
  hooks?: FormHooks;
  title: ReactNode;
  width: number;
  onCancel(): void;
  /** Resolves when saved; a rejection keeps the dialog open (the HTTP client has shown the message). */
  onSubmit(values: Row): Promise<void>;
}

/**
 * The add / edit / view dialog of a resource. The form is built from the definition (labels, required messages
 * checked on blur, lengths, patterns, kinds → inputs; immutable fields disabled when editing); a fresh form each time
 * the dialog opens, so nothing leaks from one record to the next.
 */
export function FormDialog(props: FormDialogProps) {
  const [session, setSession] = useState(0);
  return (
    <Modal
      className="crud-dialog"
      open={props.open}
      title={props.title}
      width={props.width}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={props.onCancel}
      afterOpenChange={(open) => !open && setSession((s) => s + 1)}
    >
      {props.loading || !props.row ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : props.mode === 'view' ? (
        <ViewBody {...props} row={props.row} />
      ) : (
        <FormBody key={session} {...props} row={props.row} />
      )}
    </Modal>
  );
}

function ViewBody({ fields, overrides, extraColumns, row, onCancel }: FormDialogProps & { row: Row }) {
  const loc = useLoc();
  const { t } = useTranslation();
  const items = [
    ...fields
      .filter((f) => inView(f, overrides?.[f.name]))
      .map((f) => {
        const o = overrides?.[f.name];
        const value = row[f.name];
        return {
          key: f.name,
          label: loc(o?.label ?? f.label),
          span: f.kind === 'textarea' || f.kind === 'json' ? 2 : 1,
          children: o?.render ? o.render(value, row) : <FieldValue field={f} value={value} />,
        };
      }),
    ...(extraColumns ?? [])
      .filter((c) => c.view)
      .map((c) => ({
        key: c.key,
        label: loc(c.title),
        span: 1,
        children: (c.render
          ? c.render(row[c.dataIndex ?? c.key], row)
          : String(row[c.dataIndex ?? c.key] ?? '')) as ReactNode,
      })),
  ];
  return (
    <>
      <Descriptions className="crud-view" bordered column={2} size="small" items={items} />
      <Flex justify="end" style={{ marginTop: 16 }}>
        <Button onClick={onCancel}>{t('common.close')}</Button>
      </Flex>
    </>
  );
}

/** A 400 that lists failing fields (`data.errors`, API-CONVENTIONS) marks those of this form with their messages. */
function markFields(form: FormInstance, e: unknown, names: Set<string>) {
  if (!(e instanceof ApiError) || e.code !== 400) return;
  const errors = (e.body as { data?: { errors?: { field: string; message: string }[] } } | undefined)?.data?.errors;
  if (!Array.isArray(errors)) return;
  const byField = new Map<string, string[]>();
  for (const { field, message } of errors) {
    if (!names.has(field)) continue;
    byField.set(field, [...(byField.get(field) ?? []), message]);
  }
  form.setFields([...byField].map(([name, list]) => ({ name, errors: list })));
}

function FormBody({ fields, overrides, hooks, mode, row, onCancel, onSubmit }: FormDialogProps & { row: Row }) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const { t } = useTranslation();
  const shown = [...fields, ...(hooks?.extraFields ?? [])].filter((f) => inForm(f, overrides?.[f.name], mode, row));

  const save = async () => {
    let values: Row;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (e) {
      // the HTTP client has shown the server's message; the dialog stays open for a correction, its fields marked
      markFields(form, e, new Set(shown.map((f) => f.name)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      initialValues={row}
      labelCol={{ flex: '130px' }}
      wrapperCol={{ flex: 1 }}
      labelWrap
      validateTrigger="onBlur"
      onFinish={save}
    >
      <GridRow gutter={16}>
        {shown.map((f) => (
          <FieldItem key={f.name} field={f} override={overrides?.[f.name]} mode={mode} row={row} form={form} />
        ))}
      </GridRow>
      {hooks?.extra?.({ mode, row, form })}
      <Flex justify="end" gap={8} style={{ marginTop: 8 }}>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('common.save')}
        </Button>
      </Flex>
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
  const chooses = ['dict', 'date', 'datetime', 'switch', 'ids', 'ref'].includes(f.kind);
  const placeholder = t(chooses ? 'system.crud.choose' : 'system.crud.enter', { label });
  const span = o?.span ?? (f.kind === 'textarea' || f.kind === 'json' ? 24 : 12);
  return (
    <Col span={span}>
      <Form.Item name={f.name} label={label} rules={rules} {...valueProps(f)} {...o?.itemProps}>
        {o?.input ? (
          o.input({ field: f, mode, row, form, disabled, placeholder })
        ) : (
          <FieldInput field={f} disabled={disabled} placeholder={placeholder} />
        )}
      </Form.Item>
    </Col>
  );
}

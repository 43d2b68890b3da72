import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ChildDef, FieldDef } from '@flp/shared/resources';
import { Button, Flex, Form, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from './api';
import { FieldInput, defaultsOf, inList, placeholderOf, rulesOf, valueProps } from './fields';
import { useLoc } from './labels';
import { childFields } from './refs';
import { contentWidth } from './widths';
import { FieldsTable } from './FieldsTable';

/** The heading of a child list: its label, and what may be done to it. */
function ChildHeading({ c, action }: { c: ChildDef; action?: ReactNode }) {
  const loc = useLoc();
  return (
    <Flex justify="space-between" align="center" className="crud-child-heading">
      <Typography.Text strong>{loc(c.label)}</Typography.Text>
      {action}
    </Flex>
  );
}

/**
 * One child list of a master record, edited in the master's form (Form.List under `c.name`): a row per child with
 * the child definition's inputs (its foreign key and status left out), 添加行 and a delete per row. The rows keep
 * their `id` (existing children); a server error on `lines[2].qty` marks that cell (its name path is
 * ['lines', 2, 'qty']).
 */
export function ChildTable({
  child: c,
  disabled,
  only,
}: {
  child: ChildDef;
  disabled?: boolean;
  /** Only these fields of the rows editable, no row added or removed. */
  only?: readonly string[];
}) {
  const { t } = useTranslation();
  const loc = useLoc();
  const fields = childFields(c);
  const fixedRows = disabled || !!only;
  const cellDisabled = (f: FieldDef) => disabled || (!!only && !only.includes(f.name));
  return (
    <Form.List name={c.name}>
      {(items, { add, remove }) => (
        <div className={`crud-child crud-child-${c.name}`}>
          <ChildHeading
            c={c}
            action={
              !fixedRows && (
                <Button size="small" icon={<PlusOutlined />} onClick={() => add(defaultsOf(fields))}>
                  {t('crud.addRow')}
                </Button>
              )
            }
          />
          <Table
            size="small"
            bordered
            rowKey="key"
            pagination={false}
            dataSource={items}
            scroll={{ x: 'max-content' }}
            columns={[
              ...fields.map((f) => {
                const label = loc(f.label);
                return {
                  key: f.name,
                  title: f.required ? <span className="crud-child-required">{label}</span> : label,
                  width: Math.max(contentWidth(label, [], f), f.kind === 'textarea' ? 240 : 160),
                  render: (_: unknown, item: { name: number }) => (
                    <ChildCell list={c.name} field={f} index={item.name} label={label} disabled={cellDisabled(f)} />
                  ),
                };
              }),
              {
                key: '__actions',
                title: t('crud.operation'),
                width: 72,
                render: (_: unknown, item: { name: number }) =>
                  fixedRows ? null : (
                    <Button
                      type="link"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('crud.removeRow')}
                      onClick={() => remove(item.name)}
                    />
                  ),
              },
            ]}
          />
        </div>
      )}
    </Form.List>
  );
}

function ChildCell({
  list,
  field: f,
  index,
  label,
  disabled,
}: {
  list: string;
  field: FieldDef;
  index: number;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const loc = useLoc();
  // The row as read (a guarantee's guarantorName): its references are labelled without asking their pickers.
  const row = Form.useFormInstance().getFieldValue([list, index]) as Row | undefined;
  return (
    <Form.Item
      name={[index, f.name]}
      rules={rulesOf(f, label, f.required ? loc(f.required) : undefined, t, loc)}
      style={{ margin: 0 }}
      {...valueProps(f)}
    >
      <FieldInput field={f} disabled={disabled} placeholder={placeholderOf(f, label, t)} row={row} />
    </Form.Item>
  );
}

/** The child lists of a record read-only (the view dialog and drawer): one small table per list. */
export function ChildViews({ lists, row }: { lists?: ChildDef[]; row: Row }) {
  if (!lists?.length) return null;
  return (
    <>
      {lists.map((c) => {
        // A child list the server derives (allocation lines) has no form fields: it shows its list columns.
        const editable = childFields(c);
        const shown = editable.length ? editable : c.def().fields.filter((f) => f.name !== c.foreignKey);
        const fields = shown.filter((f) => inList(f) || f.required);
        const rows = Array.isArray(row[c.name]) ? (row[c.name] as Row[]) : [];
        return (
          <div key={c.name} className={`crud-child crud-child-${c.name}`}>
            <ChildHeading c={c} />
            <FieldsTable fields={fields} rows={rows} />
          </div>
        );
      })}
    </>
  );
}

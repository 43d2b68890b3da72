import type { FieldDef, ResourceDef } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Table } from 'antd';
import type { Row } from './api';
import { FieldValue, inList } from './fields';
import { useLoc } from './labels';
import { Loading } from './Loading';

/** Rows read-only, a column per field, each value shown as its field shows it (a child list, another's records). */
export function FieldsTable({ fields, rows }: { fields: FieldDef[]; rows: Row[] }) {
  const loc = useLoc();
  return (
    <Table
      size="small"
      bordered
      rowKey={(r) => String(r.id ?? JSON.stringify(r))}
      pagination={false}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      columns={fields.map((f) => ({
        key: f.name,
        dataIndex: f.name,
        title: loc(f.label),
        render: (v: unknown, r: Row) => <FieldValue field={f} value={v} row={r} />,
      }))}
    />
  );
}

/**
 * Another resource's records, loaded by the caller, read-only with the columns its own list shows (a record tab
 * listing a customer's contracts, say).
 */
export function RecordsTable({
  def,
  load,
  queryKey,
}: {
  def: ResourceDef;
  load(): Promise<Row[]>;
  queryKey: unknown[];
}) {
  const rows = useQuery({ queryKey, queryFn: load });
  if (rows.isError) return <Alert type="error" showIcon title={(rows.error as Error).message} />;
  if (!rows.data) return <Loading />;
  return <FieldsTable fields={def.fields.filter((f) => inList(f) && f.kind !== 'attachments')} rows={rows.data} />;
}

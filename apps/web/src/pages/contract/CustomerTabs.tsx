import { type ResourceDef, contract, guarantee } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Table } from 'antd';
import { FieldValue, Loading, type Row, useLoc } from '../../crud';
import { inList } from '../../crud/fields';
import { contractInfoApi } from '../project/api';

/**
 * Another resource's records, read-only, with the columns its own list shows (number and state included, which a
 * child list — form fields only — would leave out).
 */
function RecordsTable({ def, load, queryKey }: { def: ResourceDef; load(): Promise<Row[]>; queryKey: unknown[] }) {
  const loc = useLoc();
  const rows = useQuery({ queryKey, queryFn: load });
  if (rows.isError) return <Alert type="error" showIcon title={(rows.error as Error).message} />;
  if (!rows.data) return <Loading />;
  const fields = def.fields.filter((f) => inList(f) && f.kind !== 'attachments');
  return (
    <Table
      size="small"
      bordered
      rowKey={(r) => String(r.id)}
      pagination={false}
      dataSource={rows.data}
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

/** 合同: the customer's contracts (getContractList). */
export function CustomerContractsTab({ customerId }: { customerId: string }) {
  return (
    <RecordsTable
      def={contract}
      queryKey={['customer', 'contracts', customerId]}
      load={() => contractInfoApi.ofCustomer(customerId)}
    />
  );
}

/** 对外担保: the guarantees the customer gives for others' leases. */
export function CustomerGuaranteesTab({ customerId }: { customerId: string }) {
  return (
    <RecordsTable
      def={guarantee}
      queryKey={['customer', 'guarantees', customerId]}
      load={() => contractInfoApi.guaranteesOfCustomer(customerId)}
    />
  );
}

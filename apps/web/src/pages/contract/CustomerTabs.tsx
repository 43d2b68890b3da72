import { type ChildDef, type ResourceDef, contract, guarantee } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { ChildViews, Loading, type Row } from '../../crud';
import { contractInfoApi } from '../project/api';

/** A list of another resource's records shown read-only as the view shows a child list. */
function RecordsTable({ def, load, queryKey }: { def: ResourceDef; load(): Promise<Row[]>; queryKey: unknown[] }) {
  const rows = useQuery({ queryKey, queryFn: load });
  if (rows.isError) return <Alert type="error" showIcon title={(rows.error as Error).message} />;
  if (!rows.data) return <Loading />;
  const list: ChildDef = { name: 'rows', label: def.label, def: () => def, foreignKey: '' };
  return <ChildViews lists={[list]} row={{ rows: rows.data }} />;
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

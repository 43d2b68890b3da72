import { contract, guarantee } from '@flp/shared/resources';
import { RecordsTable } from '../../crud';
import { contractInfoApi } from '../project/api';

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

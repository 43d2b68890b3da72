import { contract, customer } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Loading, RecordView, ResourcePage, resourceApi } from '../../crud';
import { projectApi } from './api';
import { ScheduleView } from './ScheduleView';

/** 租赁条件: the schedule the server keeps for the project's terms. */
export function ScheduleTab({ projectId }: { projectId: string }) {
  const schedule = useQuery({
    queryKey: ['project', 'schedule', projectId],
    queryFn: () => projectApi.schedule(projectId),
  });
  if (schedule.isError) return <Alert type="error" showIcon title={(schedule.error as Error).message} />;
  if (!schedule.data) return <Loading />;
  return <ScheduleView out={schedule.data} />;
}

const NO_CONTRACT_EDITS = {
  add: true,
  edit: true,
  delete: true,
  selection: true,
  search: true,
  export: true,
  import: true,
  dateRange: true,
} as const;

/** 合同: the contracts drawn from the project (the contract list filtered by it). */
export function ContractsTab({ projectId }: { projectId: string }) {
  return (
    <ResourcePage
      def={contract}
      params={{ projectId }}
      hide={NO_CONTRACT_EDITS}
      tableId="project-contracts"
      size="small"
    />
  );
}

const customers = resourceApi(customer);

/** 承租人: the lessee's record, and a way to its own screen. */
export function LesseeTab({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const record = useQuery({
    queryKey: ['customer', 'detail', customerId],
    queryFn: () => customers.detail(customerId),
  });
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Button onClick={() => navigate('/customer/basicinfo')}>{t('project.openCustomers')}</Button>
      {record.isError ? (
        <Alert type="error" showIcon title={(record.error as Error).message} />
      ) : record.data ? (
        <RecordView fields={customer.fields} def={customer} row={record.data} />
      ) : (
        <Loading />
      )}
    </Space>
  );
}

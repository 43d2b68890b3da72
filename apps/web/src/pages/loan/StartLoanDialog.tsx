import { loan } from '@flp/shared/resources';
import { formatAmount } from '@flp/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, FieldInput, Loading, useLoc } from '../../crud';
import { useStartFamily } from '../project/useStartFamily';
import { Checklist } from './Checklist';
import { loanApi } from './api';

const contractField = loan.fields.find((f) => f.name === 'contractId')!;

/**
 * 发起放款: a contract chosen, its conditions precedent and remaining amount shown live; then the loan family's start
 * form opens with the contract and the remaining amount filled in (the terms left empty are the contract's).
 */
export function StartLoanDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const start = useStartFamily();
  const [contractId, setContractId] = useState<string>('');
  const checklist = useQuery({
    queryKey: ['loan', 'checklist', contractId],
    queryFn: () => loanApi.checklist(contractId),
    enabled: !!contractId,
  });
  const ready = checklist.data?.conditions.every((c) => c.met);
  return (
    <ActionDialog<{ contractId: string }>
      open={open}
      title={t('loan.startTitle')}
      width={620}
      okText={t('loan.fillIn')}
      formProps={{ layout: 'vertical' }}
      onSubmit={async (v) => {
        await start('loan', {
          contractId: String(v.contractId),
          loanAmount: checklist.data?.remaining,
          loanDate: dayjs().format('YYYY-MM-DD'),
          name: t('loan.startTitle'),
        });
      }}
      onClose={() => {
        setContractId('');
        onClose();
      }}
    >
      <Form.Item
        name="contractId"
        label={loc(contractField.label)}
        rules={[{ required: true, message: t('loan.chooseContract') }]}
      >
        <FieldInput field={contractField} onChange={(v) => setContractId(v ? String(v) : '')} />
      </Form.Item>
      {contractId && !checklist.data && !checklist.isError && <Loading />}
      {checklist.isError && <Alert type="error" showIcon title={(checklist.error as Error).message} />}
      {checklist.data && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text strong>{t('loan.checklist')}</Typography.Text>
          <Checklist lines={checklist.data.conditions} />
          <Typography.Text data-testid="loan-remaining">
            {t('loan.remaining', {
              amount: formatAmount(checklist.data.remaining),
              total: formatAmount(checklist.data.financeAmount),
            })}
          </Typography.Text>
          {!ready && <Alert type="warning" showIcon title={t('loan.notReady')} />}
        </Space>
      )}
    </ActionDialog>
  );
}

import { assetRepayment } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, FieldInput, FieldValue, Loading, type Row, useLoc } from '../../../crud';
import { formatAmount } from '@flp/shared/format';
import { useAuth } from '../../../store/auth';
import { transferApi } from './api';

/** The columns of the 转付明细 (the transfer is the tab's own record). */
const FIELDS = assetRepayment.fields.filter((f) => f.name !== 'pid');
const DATE_FIELD = assetRepayment.fields.find((f) => f.name === 'passedOnDate')!;

/**
 * 转付明细 of a transfer: each period sold, what the lessee paid of it (read from the ledger by the server), what was
 * passed on to the buyer and what is left; finance selects the periods collected and records their 转付 on a date.
 */
export function TransferCollections({ transfer }: { transfer: Row }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const mayPass = !!useAuth((s) => s.permission).loan_asset_transfer_pass && transfer.transferState === 'settled';
  const rows = useQuery({
    queryKey: ['assetRepayment', transfer.id],
    queryFn: () => transferApi.collections(String(transfer.id)),
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [passing, setPassing] = useState(false);
  if (rows.isError) return <Alert type="error" showIcon title={(rows.error as Error).message} />;
  if (!rows.data) return <Loading />;
  if (!rows.data.records.length) return <Typography.Text type="secondary">{t('loan.transferNoRows')}</Typography.Text>;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {mayPass && (
        <Button type="primary" disabled={!selected.length} onClick={() => setPassing(true)}>
          {t('loan.transferPassOn')}
        </Button>
      )}
      <Table
        size="small"
        bordered
        rowKey={(r) => String(r.id)}
        pagination={false}
        dataSource={rows.data.records}
        scroll={{ x: 'max-content' }}
        rowSelection={
          mayPass
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
                // Only what was collected and not yet passed on can be.
                getCheckboxProps: (r: Row) => ({ disabled: !(Number(r.toPassOn) > 0) }),
              }
            : undefined
        }
        columns={[
          ...FIELDS.map((f) => ({
            key: f.name,
            dataIndex: f.name,
            title: loc(f.label),
            render: (v: unknown, r: Row) => <FieldValue field={f} value={v} row={r} />,
          })),
          {
            key: 'toPassOn',
            dataIndex: 'toPassOn',
            title: t('loan.transferToPassOn'),
            align: 'right' as const,
            render: (v: unknown) => formatAmount(String(v ?? '0')),
          },
        ]}
      />
      <ActionDialog<{ passedOnDate: string }>
        open={passing}
        title={t('loan.transferPassOnTitle', { count: selected.length })}
        formProps={{ layout: 'vertical' }}
        success={t('loan.transferPassedOn')}
        onSubmit={(v) => transferApi.passOn(selected, v.passedOnDate)}
        onClose={(saved) => {
          setPassing(false);
          if (!saved) return;
          setSelected([]);
          void rows.refetch();
        }}
      >
        <Form.Item
          name="passedOnDate"
          label={loc(DATE_FIELD.label)}
          rules={[{ required: true, message: t('crud.choose', { label: loc(DATE_FIELD.label) }) }]}
        >
          <FieldInput field={DATE_FIELD} />
        </Form.Item>
      </ActionDialog>
    </Space>
  );
}

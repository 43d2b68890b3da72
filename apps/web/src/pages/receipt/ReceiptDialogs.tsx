import { DatePicker, Form, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ActionDialog, type Row } from '../../crud';
import { AllocationPreviewOf } from './AllocationView';
import { receiptApi } from './api';

/** 核销: the allocation the server would apply, then verification. */
export function VerifyDialog({ row, onClose }: { row: Row | null; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const rent = row?.receiptKind === 'rent';
  return (
    <ActionDialog
      open={!!row}
      title={t('receipt.verifyTitle', { no: row?.receiptNo ?? '' })}
      width={760}
      okText={t('receipt.verify')}
      success={t('receipt.verifyDone')}
      onSubmit={() => receiptApi.verify([String(row?.id)])}
      onClose={onClose}
    >
      {rent && (
        <>
          <Typography.Paragraph type="secondary">{t('receipt.verifyHint')}</Typography.Paragraph>
          <AllocationPreviewOf id={String(row?.id)} />
        </>
      )}
    </ActionDialog>
  );
}

/** 冲抵预收: the IOU's held credit applied on a date. */
export function ApplyCreditDialog({ row, onClose }: { row: Row | null; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  return (
    <ActionDialog<{ date: Dayjs }>
      open={!!row}
      title={t('receipt.applyCreditTitle', { no: row?.iouNo ?? '' })}
      width={760}
      initialValues={{ date: dayjs() }}
      formProps={{ layout: 'vertical' }}
      success={t('receipt.applyCreditDone')}
      onSubmit={(v) => receiptApi.applyCredit(String(row?.iouId), v.date.format('YYYY-MM-DD'))}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('receipt.applyCreditHint')}</Typography.Paragraph>
      <Form.Item
        name="date"
        label={t('receipt.date')}
        rules={[{ required: true, message: t('crud.choose', { label: t('receipt.date') }) }]}
      >
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <AllocationPreviewOf iouId={String(row?.iouId)} />
    </ActionDialog>
  );
}

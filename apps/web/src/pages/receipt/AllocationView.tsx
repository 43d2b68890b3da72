import { receiptAllocation } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldsTable, Loading, amountFormat } from '../../crud';
import { type AllocationPreview, receiptApi } from './api';

const LINE_FIELDS = receiptAllocation.fields.filter((f) => f.list !== false);
const yuan = (v: string) => amountFormat.formatter(v);

/** The IOU's amounts due, overdue and held, and — with a receipt — the lines verification would write. */
export function AllocationView({ preview }: { preview: AllocationPreview }) {
  const { t } = useTranslation();
  const p = preview;
  return (
    <div className="receipt-allocation">
      {p.pending && p.pending.count > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="receipt-pending"
          style={{ marginBottom: 12 }}
          title={t('receipt.pending', {
            count: p.pending.count,
            amount: yuan(p.pending.amount),
            nos: p.pending.receiptNos.join(', '),
          })}
        />
      )}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        title={t('receipt.iouFigures', { date: p.asOf })}
        items={[
          { key: 'due', label: t('receipt.dueTotal'), children: yuan(p.due.total) },
          {
            key: 'overdue',
            label: t('receipt.overdue'),
            children: t('receipt.overdueText', {
              periods: p.overdue.periods,
              dpd: p.overdue.dpd,
              amount: yuan(p.overdue.amount),
              penalty: yuan(p.overdue.penalty),
            }),
          },
          { key: 'credit', label: t('receipt.creditHeld'), children: yuan(p.creditHeld) },
          {
            key: 'next',
            label: t('receipt.nextDue'),
            children: p.next
              ? t('receipt.nextDueText', { period: p.next.period, date: p.next.dueDate, amount: yuan(p.next.amount) })
              : '-',
          },
        ]}
      />
      {p.lines.length > 0 || p.applied !== '0.00' || p.credit !== '0.00' ? (
        <>
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            {t('receipt.allocation')}: {t('receipt.applied', { applied: yuan(p.applied), credit: yuan(p.credit) })}
          </Typography.Title>
          {p.lines.length ? (
            <FieldsTable fields={LINE_FIELDS} rows={p.lines} />
          ) : (
            <Alert type="info" showIcon title={t('receipt.noLines')} />
          )}
        </>
      ) : null}
    </div>
  );
}

/** The preview of a stored receipt (id) or of values being entered (iouId, receiptDate, amount). */
export function AllocationPreviewOf(props: { id?: string; iouId?: string; receiptDate?: string; amount?: string }) {
  const q = useQuery({
    queryKey: ['receipt-preview', props],
    queryFn: () => receiptApi.preview(props),
    enabled: !!(props.id || props.iouId),
    retry: false,
  });
  if (!props.id && !props.iouId) return null;
  if (q.isError) return null;
  if (!q.data) return <Loading />;
  return <AllocationView preview={q.data} />;
}

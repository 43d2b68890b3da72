import { repaymentSchedule, scheduleRow } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { attachmentsApi } from '../../api/attachments';
import { FieldsTable, Loading, RecordsTable, type Row, resourceApi } from '../../crud';
import { inList } from '../../crud/fields';
import { loanApi } from './api';

const PERIOD_FIELDS = scheduleRow.fields.filter((f) => inList(f));

/** The schedule in effect, else the newest version (a draft waiting for its approval). */
export async function currentSchedule(iouId: string): Promise<Row | undefined> {
  const detail = await loanApi.iouDetail(iouId);
  return detail.schedules.find((s) => s.effective === '1') ?? detail.schedules.at(-1);
}

/**
 * 租金明细 of an IOU: its schedule in effect with what was paid of each period as of the business date (derived by
 * the server from the verified receipts); before a schedule is in effect, the draft's planned periods.
 */
export function IouPeriods({ iouId }: { iouId: string }) {
  const { t } = useTranslation();
  const rows = useQuery({
    queryKey: ['loan', 'periods', iouId],
    queryFn: async () => {
      const schedule = await currentSchedule(iouId);
      if (!schedule) return null;
      const scheduleId = String(schedule.id);
      if (schedule.effective === '1') {
        const paid = await loanApi.paidPeriods({ iouId });
        return { scheduleId, asOf: paid.asOf, rows: paid.periods as Row[] };
      }
      return { scheduleId, asOf: '', rows: await loanApi.scheduleRows(scheduleId) };
    },
  });
  if (rows.isError) return <Alert type="error" showIcon title={(rows.error as Error).message} />;
  if (rows.data === undefined) return <Loading />;
  if (rows.data === null) return <Empty description={t('loan.noSchedule')} />;
  const { scheduleId } = rows.data;
  const open = (call: 'downloadRent' | 'downloadRepay') => attachmentsApi.open(loanApi.downloadUrl(call, scheduleId));
  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Button icon={<DownloadOutlined />} onClick={() => void open('downloadRent')}>
          {t('loan.downloadRent')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => void open('downloadRepay')}>
          {t('loan.downloadRepay')}
        </Button>
        {rows.data.asOf && (
          <Typography.Text type="secondary">{t('loan.asOf', { date: rows.data.asOf })}</Typography.Text>
        )}
      </Space>
      <FieldsTable fields={PERIOD_FIELDS} rows={rows.data.rows} />
    </>
  );
}

/** The schedule versions of an IOU with their approval state. */
export function IouSchedules({ iouId }: { iouId: string }) {
  return (
    <RecordsTable
      def={repaymentSchedule}
      queryKey={['loan', 'schedules', iouId]}
      load={() => resourceApi(repaymentSchedule).list({ iouId }, 'noPageList') as Promise<Row[]>}
    />
  );
}

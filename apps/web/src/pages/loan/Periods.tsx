import { repaymentSchedule, scheduleRow } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { DownloadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  DatePicker,
  Descriptions,
  type DescriptionsProps,
  Empty,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentsApi } from '../../api/attachments';
import { FieldsTable, Loading, RecordsTable, type Row, resourceApi, useLoc } from '../../crud';
import { inList } from '../../crud/fields';
import { formatAmount } from '@flp/shared/format';
import { RISK_LEVEL_OPTIONS, iou } from '@flp/shared/resources';
import { loanApi } from './api';

const PERIOD_FIELDS = scheduleRow.fields.filter((f) => inList(f));
/** The IOU's figures an evaluation shows above its periods: the three received figures first (DOMAIN.md §3). */
const FIGURE_FIELDS = [
  'cashReceived',
  'receivedAmount',
  'creditAmount',
  'outstandingPrincipal',
  'overduePrincipal',
  'overdueInterest',
  'penaltyAmount',
  'dpd',
  'riskLevel',
].map((n) => iou.fields.find((f) => f.name === n)!);

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
  // A chosen date: the IOU evaluated as of it, read-only (nothing stored changes); none: as of the business date.
  const [on, setOn] = useState<Dayjs | null>(null);
  const asOf = on?.format('YYYY-MM-DD');
  const rows = useQuery({
    queryKey: ['loan', 'periods', iouId, asOf ?? ''],
    queryFn: async () => {
      const schedule = await currentSchedule(iouId);
      if (!schedule) return null;
      const scheduleId = String(schedule.id);
      // What the version says of itself (提前结清 <number>: closed by a settlement's last row)
      const remark = String(schedule.remark ?? '');
      if (schedule.effective === '1') {
        if (asOf) {
          const e = await loanApi.evaluate(iouId, asOf);
          return { scheduleId, remark, asOf: e.asOf, rows: e.periods as Row[], figures: e.figures };
        }
        const paid = await loanApi.paidPeriods({ iouId });
        return { scheduleId, remark, asOf: paid.asOf, rows: paid.periods as Row[] };
      }
      return { scheduleId, remark, asOf: '', rows: await loanApi.scheduleRows(scheduleId) };
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
        {rows.data.asOf && (
          <Tooltip title={t('loan.evaluateHint')}>
            <DatePicker
              value={on}
              onChange={setOn}
              placeholder={t('loan.evaluateOn')}
              aria-label={t('loan.evaluateOn')}
            />
          </Tooltip>
        )}
        {rows.data.remark && (
          <Tag color="blue" data-testid="schedule-remark">
            {rows.data.remark}
          </Tag>
        )}
      </Space>
      {'figures' in rows.data && rows.data.figures && <IouFigures figures={rows.data.figures} />}
      <FieldsTable fields={PERIOD_FIELDS} rows={rows.data.rows} />
    </>
  );
}

/** An IOU's figures as an evaluation answers them (iou/evaluate, getChangeSettleVO): received, outstanding, overdue, class. */
export function IouFigures({
  figures,
  column = { xs: 1, sm: 2, lg: 3 },
}: {
  figures: Record<string, unknown>;
  column?: DescriptionsProps['column'];
}) {
  const loc = useLoc();
  return (
    <Descriptions size="small" column={column} style={{ marginBottom: 12 }} data-testid="iou-figures">
      {FIGURE_FIELDS.map((f) => {
        const v = figures[f.name];
        const shown =
          f.name === 'riskLevel'
            ? loc(RISK_LEVEL_OPTIONS.find((o) => o.value === v)?.label ?? { 'zh-CN': String(v), 'en-US': String(v) })
            : f.kind === 'int'
              ? String(v ?? 0)
              : formatAmount(String(v ?? '0'));
        return (
          <Descriptions.Item key={f.name} label={loc(f.label)}>
            {shown}
          </Descriptions.Item>
        );
      })}
    </Descriptions>
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

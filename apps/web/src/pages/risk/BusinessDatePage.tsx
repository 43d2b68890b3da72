import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Descriptions, Form, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../crud';
import { usePermission } from '../../store/auth';
import { type DailySummary, riskApi } from './api';

const FORMAT = 'YYYY-MM-DD';

/**
 * 业务日期: the tenant's business date; a demo or test tenant may fix it (or go back to today), and anyone granted may
 * run the daily job as of a date now — setting the date moves no figure, the run does.
 */
export default function BusinessDatePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const canEdit = usePermission('risk_business_date_edit');
  const view = useQuery({ queryKey: ['risk', 'businessDate'], queryFn: riskApi.businessDate });
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const [busy, setBusy] = useState<'set' | 'clear' | 'run' | null>(null);
  const [last, setLast] = useState<DailySummary | null>(null);
  if (view.isError) return <Alert type="error" showIcon title={(view.error as Error).message} />;
  if (!view.data) return <Loading />;
  const v = view.data;
  const date = picked ?? dayjs(v.businessDate);

  const act = async (kind: 'set' | 'clear' | 'run', work: () => Promise<unknown>) => {
    setBusy(kind);
    try {
      await work();
      await client.invalidateQueries({ queryKey: ['risk', 'businessDate'] });
    } finally {
      setBusy(null);
    }
  };
  const set = () =>
    act('set', async () => {
      await riskApi.setBusinessDate(date.format(FORMAT));
      setPicked(null);
      message.success(t('risk.dateSet', { date: date.format(FORMAT) }));
    });
  const clear = () =>
    act('clear', async () => {
      await riskApi.setBusinessDate(null);
      setPicked(null);
      message.success(t('risk.dateCleared'));
    });
  const run = () =>
    act('run', async () => {
      const summary = await riskApi.runDaily(date.format(FORMAT));
      setLast(summary);
      message.success(summary.message);
    });

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%', maxWidth: 880 }}>
      <Card title={t('risk.businessDate')}>
        <Descriptions column={{ xs: 1, sm: 2 }} bordered size="small">
          <Descriptions.Item label={t('risk.businessDate')}>
            <Typography.Text strong data-testid="business-date">
              {v.businessDate}
            </Typography.Text>{' '}
            {v.fixed ? <Tag color="orange">{t('risk.fixed')}</Tag> : <Tag color="green">{t('risk.followsToday')}</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label={t('risk.today')}>{v.today}</Descriptions.Item>
          <Descriptions.Item label={t('risk.tenantKind')} span={2}>
            {v.demoTenant ? <Tag color="blue">{t('risk.demoTenant')}</Tag> : <Tag>{t('risk.realTenant')}</Tag>}
          </Descriptions.Item>
        </Descriptions>
        {!v.demoTenant && <Alert type="warning" showIcon style={{ marginTop: 12 }} title={t('risk.notDemo')} />}
      </Card>
      <Card title={t('risk.changeOrRun')}>
        <Typography.Paragraph type="secondary">{t('risk.runHint')}</Typography.Paragraph>
        <Form layout="inline" style={{ rowGap: 12 }} onSubmitCapture={(e) => e.preventDefault()}>
          <Form.Item label={t('risk.businessDate')}>
            <DatePicker
              value={date}
              allowClear={false}
              onChange={(d) => setPicked(d)}
              aria-label={t('risk.businessDate')}
              data-testid="business-date-picker"
            />
          </Form.Item>
          <Space wrap>
            {canEdit && (
              <>
                <Button type="primary" disabled={!v.demoTenant} loading={busy === 'set'} onClick={set}>
                  {t('risk.setDate')}
                </Button>
                <Button disabled={!v.demoTenant || !v.fixed} loading={busy === 'clear'} onClick={clear}>
                  {t('risk.clearDate')}
                </Button>
                <Button loading={busy === 'run'} onClick={run}>
                  {t('risk.runDaily')}
                </Button>
              </>
            )}
          </Space>
        </Form>
        {last && (
          <Alert type="success" showIcon style={{ marginTop: 12 }} title={last.message} data-testid="run-summary" />
        )}
      </Card>
    </Space>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Drawer, Form, InputNumber, Space, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Row, amountFormat, totalText } from '../../crud';
import { useAuth } from '../../store/auth';
import { concentrationApi } from './api';
import { IndicatorTable, StatusTag } from './IndicatorTable';

const money = (v: unknown) => amountFormat.formatter(String(v ?? '0'));

/** One customer: its exposure, its group through the relations, its related-party status and its indicators. */
function CustomerDrawer({
  customerId,
  threshold,
  onClose,
}: {
  customerId: string | null;
  threshold: number;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['concentrationCustomer', customerId, threshold],
    queryFn: () => concentrationApi.customer(customerId!, threshold),
    enabled: !!customerId,
  });
  const d = q.data;
  return (
    <Drawer open={!!customerId} size={960} destroyOnHidden onClose={onClose} title={d?.customerName ?? ''}>
      {d && (
        <>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'o', label: t('concentration.outstanding'), children: money(d.outstanding) },
              { key: 'p', label: t('concentration.pending'), children: money(d.pending) },
              {
                key: 'r',
                label: t('concentration.related'),
                children: d.related ? t('concentration.yes') : t('concentration.no'),
              },
              { key: 's', label: t('concentration.status'), children: <StatusTag status={d.status} /> },
            ]}
          />
          <h4 style={{ marginTop: 12 }}>{t('concentration.group')}</h4>
          <Table
            size="small"
            bordered
            pagination={false}
            rowKey="customerId"
            dataSource={d.group}
            columns={[
              { key: 'n', title: t('concentration.customer'), dataIndex: 'customerName' },
              {
                key: 'o',
                title: t('concentration.outstanding'),
                align: 'right',
                render: (_, r: Row) => money(r.outstanding),
              },
              { key: 'p', title: t('concentration.pending'), align: 'right', render: (_, r: Row) => money(r.pending) },
            ]}
          />
          <h4 style={{ marginTop: 12 }}>{t('concentration.dashboard')}</h4>
          <IndicatorTable rows={d.indicators} />
        </>
      )}
    </Drawer>
  );
}

/**
 * 集中度预警: what is near or past a limit at the chosen threshold (now, or with approved projects disbursed), and
 * every customer with exposure and its ratios; a customer opens its own indicators.
 */
export default function WarnPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canSave = useAuth((s) => !!s.permission.risk_concentration_warn_report);
  const [saving, setSaving] = useState(false);
  const [threshold, setThreshold] = useState(90);
  const [paging, setPaging] = useState({ current: 1, size: 20 });
  const [open, setOpen] = useState<string | null>(null);
  const warn = useQuery({
    queryKey: ['concentrationWarn', threshold],
    queryFn: () => concentrationApi.warnList(threshold, { silent: true }),
  });
  const page = useQuery({
    queryKey: ['concentrationPage', threshold, paging],
    queryFn: () => concentrationApi.page(threshold, paging.current, paging.size),
    enabled: !warn.isError,
  });

  return (
    <div className="crud-page" data-testid="concentration-warn">
      <Space style={{ marginBottom: 8 }} wrap>
        <Form.Item label={t('concentration.threshold')} style={{ margin: 0 }}>
          <InputNumber min={1} max={100} value={threshold} onChange={(v) => setThreshold(Number(v ?? 90))} />
        </Form.Item>
        {warn.data && <Tag>{t('concentration.asOf', { date: warn.data.reportDate })}</Tag>}
        {/* 保存到报表: the indicators at this threshold, kept as a workbook in 报表管理. */}
        {canSave && warn.data && (
          <Button
            loading={saving}
            onClick={async () => {
              setSaving(true);
              try {
                const kept = await concentrationApi.saveReport(threshold);
                message.success(t('concentration.saved', { name: kept.reportName }));
              } finally {
                setSaving(false);
              }
            }}
          >
            {t('concentration.saveReport')}
          </Button>
        )}
      </Space>
      {warn.isError ? (
        <Alert type="info" showIcon title={(warn.error as Error).message} />
      ) : (
        <Tabs
          items={[
            {
              key: 'warnings',
              label: `${t('concentration.warnings')} (${warn.data?.warnings.length ?? 0})`,
              children: (
                <>
                  {warn.data?.warnings.length === 0 && (
                    <Alert type="success" showIcon title={t('concentration.noWarnings')} style={{ marginBottom: 8 }} />
                  )}
                  <IndicatorTable rows={warn.data?.warnings ?? []} testId="concentration-warnings" />
                </>
              ),
            },
            {
              key: 'customers',
              label: t('concentration.customers'),
              children: (
                <DataTable
                  id="concentrationCustomers"
                  rowKey="customerId"
                  data={page.data?.records ?? []}
                  loading={page.isFetching}
                  onRowClick={(r) => setOpen(String(r.customerId))}
                  columns={[
                    { key: 'customerName', title: t('concentration.customer'), width: 200 },
                    { key: 'outstanding', title: t('concentration.outstanding'), width: 150, render: money },
                    { key: 'pending', title: t('concentration.pending'), width: 150, render: money },
                    { key: 'singleRatio', title: t('concentration.singleRatio'), width: 110, render: (v) => `${v}%` },
                    { key: 'groupSize', title: t('concentration.groupSize'), width: 90 },
                    { key: 'groupOutstanding', title: t('concentration.groupOutstanding'), width: 160, render: money },
                    { key: 'groupRatio', title: t('concentration.groupRatio'), width: 110, render: (v) => `${v}%` },
                    {
                      key: 'related',
                      title: t('concentration.related'),
                      width: 90,
                      render: (v) => (v ? t('concentration.yes') : t('concentration.no')),
                    },
                    {
                      key: 'status',
                      title: t('concentration.status'),
                      width: 110,
                      render: (v) => <StatusTag status={v as never} />,
                    },
                    {
                      key: 'projectedStatus',
                      title: t('concentration.projectedStatus'),
                      width: 120,
                      render: (v) => <StatusTag status={v as never} />,
                    },
                  ]}
                  pagination={{
                    current: paging.current,
                    pageSize: paging.size,
                    total: page.data?.total ?? 0,
                    showTotal: (n) => totalText(t, n),
                    onChange: (current, size) => setPaging({ current, size }),
                  }}
                />
              ),
            },
          ]}
        />
      )}
      <CustomerDrawer customerId={open} threshold={threshold} onClose={() => setOpen(null)} />
    </div>
  );
}

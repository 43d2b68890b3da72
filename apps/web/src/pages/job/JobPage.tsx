import { EditOutlined, HistoryOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { PLATFORM_TENANT_ID } from '@flp/shared/constants';
import type { JobRunView, JobView } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth, usePermission } from '../../store/auth';
import { jobApi } from './api';
import { JobEditDialog } from './JobEditDialog';
import { RunsTable } from './RunsTable';
import { RunStatusTag } from './status';

/**
 * 系统管理 > 定时任务 (/system/job): the jobs with their pattern, switch, next and last run; 立即执行 runs one and shows
 * what it did; 编辑 switches it and overrides its pattern; below, the runs (all, or one job's).
 */
export default function JobPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  // Only the platform tenant runs jobs by hand or changes them (the server refuses others): no buttons elsewhere.
  const platform = useAuth((s) => s.tenantId === PLATFORM_TENANT_ID);
  const canRun = usePermission('job_run') && platform;
  const canEdit = usePermission('job_edit') && platform;
  const [editing, setEditing] = useState<JobView>();
  const [runsOf, setRunsOf] = useState<string>();
  const [starting, setStarting] = useState<string>();
  const [refresh, setRefresh] = useState(0);
  const runsCard = useRef<HTMLDivElement>(null);

  const jobs = useQuery({ queryKey: ['jobs', refresh], queryFn: jobApi.list });

  const runNow = async (job: JobView) => {
    setStarting(job.code);
    let runs: JobRunView[];
    try {
      runs = await jobApi.run(job.code);
    } finally {
      setStarting(undefined);
      setRefresh((n) => n + 1);
    }
    const failed = runs.some((r) => r.status === 'failed');
    (failed ? modal.error : modal.success)({
      title: t('job.runResultTitle', { name: job.name }),
      width: 640,
      content: runs.length ? (
        <Descriptions
          column={1}
          size="small"
          bordered
          styles={{ label: { whiteSpace: 'nowrap' } }}
          data-testid="run-result"
          items={runs.map((r) => ({
            key: r.id,
            label: job.perTenant ? `${t('job.tenant')} ${r.tenantId}` : t('job.platform'),
            children: (
              <Space direction="vertical" size={2}>
                <RunStatusTag status={r.status} />
                <Typography.Text type={r.error ? 'danger' : undefined} style={{ overflowWrap: 'anywhere' }}>
                  {r.error ?? r.result}
                </Typography.Text>
              </Space>
            ),
          }))}
        />
      ) : (
        t('job.nothingRun')
      ),
    });
  };

  const showRuns = (job: JobView) => {
    setRunsOf(job.code);
    runsCard.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const columns: TableColumnsType<JobView> = [
    {
      title: t('job.name'),
      dataIndex: 'name',
      width: 230,
      render: (v: string, j) => (
        <Space direction="vertical" size={0}>
          <span>{v}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {j.code} · {j.perTenant ? t('job.perTenant') : t('job.platform')}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('job.cron'),
      dataIndex: 'cron',
      width: 170,
      render: (v: string, j) => (
        <Space size={4} wrap>
          <Typography.Text code>{v}</Typography.Text>
          {j.cronOverride && <Tag color="blue">{t('job.overridden')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('job.enabled'),
      dataIndex: 'enabled',
      width: 80,
      render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? t('job.on') : t('job.off')}</Tag>,
    },
    {
      title: t('job.nextRun'),
      dataIndex: 'nextRun',
      width: 170,
      render: (v: string | null) => v ?? <Typography.Text type="secondary">{t('job.notScheduled')}</Typography.Text>,
    },
    {
      title: t('job.lastRun'),
      key: 'lastRun',
      width: 250,
      render: (_, j) =>
        j.lastRun ? (
          <Space size={4} wrap>
            <RunStatusTag status={j.lastRun.status} />
            <span>{j.lastRun.startTime}</span>
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('job.never')}</Typography.Text>
        ),
    },
    {
      title: t('crud.operation'),
      key: 'op',
      width: 250,
      fixed: 'right',
      render: (_, j) => (
        <Space size={0} wrap>
          {canRun && (
            <Button
              type="link"
              size="small"
              icon={<PlayCircleOutlined />}
              loading={starting === j.code || j.running}
              onClick={() => void runNow(j)}
            >
              {t('job.run')}
            </Button>
          )}
          {canEdit && (
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(j)}>
              {t('job.edit')}
            </Button>
          )}
          <Button type="link" size="small" icon={<HistoryOutlined />} onClick={() => showRuns(j)}>
            {t('job.showRuns')}
          </Button>
        </Space>
      ),
    },
  ];

  const jobList = jobs.data ?? [];
  const runsTitle = runsOf
    ? t('job.runsOf', { name: jobList.find((j) => j.code === runsOf)?.name ?? runsOf })
    : t('job.runs');
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title={t('job.jobs')}>
        <Table<JobView>
          rowKey="code"
          size="middle"
          data-testid="jobs"
          columns={columns}
          dataSource={jobList}
          loading={jobs.isFetching}
          pagination={false}
          scroll={{ x: 1150 }}
        />
      </Card>
      <div ref={runsCard}>
        <Card size="small" title={runsTitle}>
          <RunsTable jobs={jobList} jobCode={runsOf} refresh={refresh} />
        </Card>
      </div>
      <JobEditDialog
        job={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          setRefresh((n) => n + 1);
        }}
      />
    </Space>
  );
}

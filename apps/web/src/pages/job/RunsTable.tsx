import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@flp/shared/constants';
import { JOB_RUN_STATUSES, JOB_RUN_TRIGGERS, type JobRunView, type JobView } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Modal, Select, Table, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoc } from '../../crud/labels';
import { serverPagination } from '../../crud/paging';
import { SearchActions } from '../../crud/SearchActions';
import { type RunFilters, jobApi } from './api';
import { RunStatusTag } from './status';

interface FormValues {
  jobCode?: string;
  status?: string;
  tenantId?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const STAMP = 'YYYY-MM-DD HH:mm:ss';

function toFilters(v: FormValues): RunFilters {
  return {
    jobCode: v.jobCode || undefined,
    status: v.status || undefined,
    tenantId: v.tenantId?.trim() || undefined,
    startFrom: v.range?.[0]?.startOf('day').format(STAMP),
    startTo: v.range?.[1]?.endOf('day').format(STAMP),
  };
}

/** Seconds between two wall-clock stamps, for the duration column. */
function duration(r: JobRunView): string {
  if (!r.endTime) return '';
  const s = dayjs(r.endTime).diff(dayjs(r.startTime), 'second');
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${s % 60}s`;
}

/**
 * The runs of the jobs, newest first: filtered by job, status, tenant and start date; a failed run's error opens in
 * full. `jobCode` (a job's 运行记录) sets the job filter; `refresh` changes when a run has been started.
 */
export function RunsTable({ jobs, jobCode, refresh }: { jobs: JobView[]; jobCode?: string; refresh: number }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const [form] = Form.useForm<FormValues>();
  const [filters, setFilters] = useState<RunFilters>({ jobCode });
  const [paging, setPaging] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [errorOf, setErrorOf] = useState<JobRunView>();

  useEffect(() => {
    form.setFieldsValue({ jobCode });
    setFilters((f) => ({ ...f, jobCode }));
    setPaging((p) => ({ ...p, current: 1 }));
  }, [jobCode, form]);

  const list = useQuery({
    queryKey: ['job-runs', paging, filters, refresh],
    queryFn: () => jobApi.runs(paging.current, paging.size, filters),
  });
  const nameOf = (code: string) => jobs.find((j) => j.code === code)?.name ?? code;
  const triggerOf = (v: string) => JOB_RUN_TRIGGERS.find((x) => x.value === v)?.label;

  const columns: TableColumnsType<JobRunView> = [
    { title: t('job.name'), dataIndex: 'jobCode', width: 150, render: (v: string) => nameOf(v) },
    { title: t('job.tenant'), dataIndex: 'tenantId', width: 90 },
    {
      title: t('job.trigger'),
      dataIndex: 'trigger',
      width: 130,
      render: (v: string, r) => `${loc(triggerOf(v))}${r.triggerUser ? ` · ${r.triggerUser}` : ''}`,
    },
    { title: t('job.startTime'), dataIndex: 'startTime', width: 170 },
    { title: t('job.duration'), key: 'duration', width: 95, render: (_, r) => duration(r) },
    {
      title: t('job.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: JobRunView['status']) => <RunStatusTag status={v} />,
    },
    {
      title: t('job.result'),
      key: 'result',
      ellipsis: { showTitle: false },
      render: (_, r) =>
        r.error ? (
          <Button type="link" size="small" danger onClick={() => setErrorOf(r)} style={{ padding: 0 }}>
            {r.error.split('\n')[0].slice(0, 80)}
          </Button>
        ) : (
          <Tooltip title={r.result} placement="topLeft">
            <span>{r.result}</span>
          </Tooltip>
        ),
    },
  ];

  const search = (v: FormValues) => {
    setFilters(toFilters(v));
    setPaging((p) => ({ ...p, current: 1 }));
  };
  return (
    <>
      <Form form={form} layout="inline" onFinish={search} style={{ rowGap: 8, marginBottom: 12 }}>
        <Form.Item name="jobCode" label={t('job.name')}>
          <Select
            allowClear
            placeholder={t('job.allJobs')}
            style={{ width: 180 }}
            options={jobs.map((j) => ({ value: j.code, label: j.name }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('job.status')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={JOB_RUN_STATUSES.map((s) => ({ value: s.value, label: loc(s.label) }))}
          />
        </Form.Item>
        <Form.Item name="tenantId" label={t('job.tenant')}>
          <Input allowClear style={{ width: 110 }} maxLength={6} />
        </Form.Item>
        <Form.Item name="range" label={t('job.timeRange')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <SearchActions
          onReset={() => {
            form.resetFields();
            search({});
          }}
        />
      </Form>
      <Table<JobRunView>
        rowKey="id"
        size="middle"
        data-testid="job-runs"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={{ x: 1000 }}
        pagination={serverPagination(paging, setPaging, list.data?.total ?? 0, PAGE_SIZES, {
          showTotal: (total) => t('job.count', { count: total }),
        })}
      />
      <Modal
        open={!!errorOf}
        title={t('job.errorDetail')}
        onCancel={() => setErrorOf(undefined)}
        footer={null}
        width={720}
      >
        {errorOf && (
          <>
            <Typography.Paragraph type="secondary">
              {nameOf(errorOf.jobCode)} · {errorOf.tenantId} · {errorOf.startTime}
            </Typography.Paragraph>
            <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 360, overflow: 'auto' }}>
              {errorOf.error}
            </pre>
          </>
        )}
      </Modal>
    </>
  );
}

import { BugOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@flp/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Descriptions, Drawer, Form, Input, Space, Table, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorLogDetail, errorLogPage, type StoredErrorLog } from '../../../api/log';
import { serverPagination } from '../../../crud/paging';
import { rangeParams } from '../../../crud/query';
import { SearchActions } from '../../../crud/SearchActions';

interface Filters {
  exceptionName?: string;
  message?: string;
  createBy?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const PRE: React.CSSProperties = {
  margin: '0 0 12px',
  maxHeight: 360,
  overflow: 'auto',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
};

const TYPE_COLOURS: Record<string, string> = { error: '#f5222d', promise: '#fa8c16', chunk: '#722ed1' };

/** The query parameters of the list conventions for the search form. */
function toParams(f: Filters): Record<string, unknown> {
  return {
    exceptionName: f.exceptionName?.trim(),
    message: f.message?.trim(),
    createBy: f.createBy?.trim(),
    ...rangeParams('time', f.range),
  };
}

/**
 * 日志管理 > 错误日志 (/monitor/log/error): what browsers of the tenant uploaded from their error logs. Search on type,
 * content, reporter and time; the detail shows the stack and where it came from. Read-only (log_error_view).
 */
export default function ErrorLogPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [paging, setPaging] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [openId, setOpenId] = useState<string>();

  const list = useQuery({
    queryKey: ['log-error', paging, filters],
    queryFn: () => errorLogPage(paging.current, paging.size, filters),
  });
  const detail = useQuery({
    queryKey: ['log-error-detail', openId],
    queryFn: () => errorLogDetail(openId!),
    enabled: !!openId,
  });

  const search = (f: Filters) => {
    setFilters(toParams(f));
    setPaging((p) => ({ ...p, current: 1 }));
  };

  const columns: TableColumnsType<StoredErrorLog> = [
    {
      title: t('errorLog.type'),
      dataIndex: 'exceptionName',
      width: 90,
      render: (v: string) => (
        <Space size={6}>
          <BugOutlined style={{ color: TYPE_COLOURS[v] ?? TYPE_COLOURS.error }} />
          {v}
        </Space>
      ),
    },
    {
      title: t('errorLog.message'),
      dataIndex: 'message',
      ellipsis: { showTitle: false },
      render: (v: string) => (
        <Tooltip title={v} placement="topLeft">
          <span>{v}</span>
        </Tooltip>
      ),
    },
    {
      title: t('errorLog.url'),
      dataIndex: 'requestUri',
      width: 260,
      ellipsis: { showTitle: false },
      render: (v: string) => (
        <Tooltip title={v} placement="topLeft">
          <span>{v}</span>
        </Tooltip>
      ),
    },
    { title: t('errorLog.reporter'), dataIndex: 'createBy', width: 110 },
    { title: t('errorLog.ip'), dataIndex: 'remoteIp', width: 130 },
    { title: t('errorLog.time'), dataIndex: 'time', width: 170 },
    {
      title: t('crud.operation'),
      key: 'op',
      width: 80,
      fixed: 'right',
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setOpenId(r.id)}>
          {t('crud.view')}
        </Button>
      ),
    },
  ];

  const d = detail.data;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small">
        <Form form={form} layout="inline" onFinish={search} style={{ rowGap: 8 }}>
          <Form.Item name="exceptionName" label={t('errorLog.type')} tooltip={t('errorLog.typeTip')}>
            <Input allowClear style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="message" label={t('errorLog.message')}>
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="createBy" label={t('errorLog.reporter')}>
            <Input allowClear style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="range" label={t('errorLog.timeRange')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} />
          </Form.Item>
          <SearchActions
            onReset={() => {
              form.resetFields();
              search({});
            }}
          />
        </Form>
      </Card>
      <Card size="small">
        <Table<StoredErrorLog>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.records ?? []}
          loading={list.isFetching}
          scroll={{ x: 1100 }}
          pagination={serverPagination(paging, setPaging, list.data?.total ?? 0, PAGE_SIZES, {
            showTotal: (total) => t('errorLog.count', { count: total }),
          })}
        />
      </Card>
      <Drawer open={!!openId} onClose={() => setOpenId(undefined)} title={t('errorLog.detail')} size={720}>
        {d && (
          <>
            <Descriptions
              column={2}
              size="small"
              bordered
              styles={{ label: { whiteSpace: 'nowrap' } }}
              items={[
                { key: 'type', label: t('errorLog.type'), children: d.exceptionName },
                { key: 'time', label: t('errorLog.time'), children: d.time },
                { key: 'msg', label: t('errorLog.message'), children: d.message, span: 2 },
                { key: 'url', label: t('errorLog.url'), children: d.requestUri, span: 2 },
                { key: 'file', label: t('errorLog.file'), children: d.fileName, span: 2 },
                { key: 'line', label: t('errorLog.line'), children: d.lineNumber },
                { key: 'by', label: t('errorLog.reporter'), children: d.createBy },
                { key: 'ip', label: t('errorLog.ip'), children: d.remoteIp },
                { key: 'env', label: t('errorLog.env'), children: d.env },
                { key: 'svc', label: t('errorLog.service'), children: d.serviceId },
                { key: 'host', label: t('errorLog.server'), children: d.serverHost },
                { key: 'created', label: t('errorLog.createTime'), children: d.createTime },
                { key: 'ua', label: t('errorLog.userAgent'), children: d.userAgent, span: 2 },
              ]}
            />
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              {t('errorLog.stack')}
            </Typography.Title>
            <pre style={PRE}>{d.stackTrace || t('errorLog.noStack')}</pre>
            {d.params && (
              <>
                <Typography.Title level={5}>{t('errorLog.info')}</Typography.Title>
                <pre style={PRE}>{d.params}</pre>
              </>
            )}
          </>
        )}
      </Drawer>
    </Space>
  );
}

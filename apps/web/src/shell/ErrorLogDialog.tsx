import { BugOutlined, ClearOutlined, CloudUploadOutlined } from '@ant-design/icons';
import { App, Button, Empty, Modal, Space, Table, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadErrorLogs } from '../api/log';
import { type ErrorLogEntry, useErrorLog } from '../store/errorLog';
import { useShellUi } from './ui';

const TYPE_COLOURS: Record<string, string> = { error: '#f5222d', promise: '#fa8c16', chunk: '#722ed1' };

type Row = ErrorLogEntry & { key: number };

/**
 * The error-log dialog (spec §2): type (a bug icon), address, content and time, each row expanding to its stack.
 * Upload to the server ('发送成功!', then the local log is emptied) and clear local ('清空成功!'), each after a confirm.
 */
export function ErrorLogDialog() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const open = useShellUi((s) => s.dialog === 'errorLog');
  const close = useShellUi((s) => s.close);
  const logs = useErrorLog((s) => s.logs);
  const [sending, setSending] = useState(false);
  const rows: Row[] = logs.map((l, i) => ({ ...l, key: i }));

  const columns: TableColumnsType<Row> = [
    {
      title: t('errorLog.type'),
      dataIndex: 'type',
      width: 64,
      align: 'center',
      render: (type: string) => (
        <Tooltip title={type}>
          <BugOutlined aria-label={type} style={{ color: TYPE_COLOURS[type] ?? TYPE_COLOURS.error, fontSize: 16 }} />
        </Tooltip>
      ),
    },
    {
      title: t('errorLog.url'),
      dataIndex: 'url',
      width: 260,
      ellipsis: { showTitle: false },
      render: (url: string) => (
        <Tooltip title={url} placement="topLeft">
          <span>{url}</span>
        </Tooltip>
      ),
    },
    {
      title: t('errorLog.message'),
      dataIndex: 'message',
      ellipsis: { showTitle: false },
      render: (m: string) => (
        <Tooltip title={m} placement="topLeft">
          <Typography.Text type="danger">{m}</Typography.Text>
        </Tooltip>
      ),
    },
    { title: t('errorLog.time'), dataIndex: 'time', width: 170 },
  ];

  const upload = () =>
    modal.confirm({
      title: t('common.tip'),
      content: t('errorLog.uploadConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        setSending(true);
        try {
          await uploadErrorLogs(useErrorLog.getState().logs);
          useErrorLog.getState().clear();
          message.success(t('errorLog.uploaded'));
        } catch {
          // the client showed why; the local log stays
        } finally {
          setSending(false);
        }
      },
    });

  const clear = () =>
    modal.confirm({
      title: t('common.tip'),
      content: t('errorLog.clearConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => {
        useErrorLog.getState().clear();
        message.success(t('errorLog.cleared'));
      },
    });

  return (
    <Modal
      open={open}
      onCancel={close}
      width={1000}
      title={
        <Space>
          <BugOutlined />
          {t('errorLog.title')}
          <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 13 }}>
            {t('errorLog.count', { count: logs.length })}
          </Typography.Text>
        </Space>
      }
      footer={
        <Space>
          <Button icon={<ClearOutlined />} danger disabled={!logs.length} onClick={clear}>
            {t('errorLog.clear')}
          </Button>
          <Button
            type="primary"
            icon={<CloudUploadOutlined />}
            disabled={!logs.length}
            loading={sending}
            onClick={upload}
          >
            {t('errorLog.upload')}
          </Button>
        </Space>
      }
    >
      <Table<Row>
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false, size: 'small' } : false}
        scroll={{ y: 420 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('errorLog.empty')} /> }}
        expandable={{
          expandedRowRender: (r) => (
            <div className="shell-errlog-detail">
              <div className="shell-errlog-label">{t('errorLog.stack')}</div>
              <pre>{r.stack || t('errorLog.noStack')}</pre>
              {r.info && (
                <>
                  <div className="shell-errlog-label">{t('errorLog.info')}</div>
                  <pre>{r.info}</pre>
                </>
              )}
            </div>
          ),
        }}
      />
    </Modal>
  );
}

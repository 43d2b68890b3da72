import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { ResourceDef } from '@flp/shared/resources';
import { Alert, App, Button, Modal, Progress, Space, Switch, Table, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newProgressId, onProgress } from '../../shell/notifications/progress';
import { ExcelError, type ImportProblem, downloadFile, uploadFile } from './transfer';

type Stage = { kind: 'idle' } | { kind: 'upload'; percent: number } | { kind: 'server'; done: number; total: number };

/**
 * 导入: the template to fill in, the file to send, its upload then the server's progress (pushed over the realtime
 * socket), and — when refused — every failing row and column in a table. On success the list reloads.
 */
export function ImportDialog({ def, onDone }: { def: ResourceDef; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File>();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [failure, setFailure] = useState<{ msg: string; errors: ImportProblem[] }>();
  // 覆盖已有数据 (definitions with importCovers): rows naming an existing record update it instead of being refused.
  const [cover, setCover] = useState(false);
  const progressId = useRef('');
  const lang = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const label = def.label[lang];

  useEffect(
    () =>
      onProgress((p) => {
        if (p.id === progressId.current) setStage({ kind: 'server', done: p.done, total: p.total });
      }),
    [],
  );

  const close = () => {
    setOpen(false);
    reset();
  };
  const reset = () => {
    setFile(undefined);
    setCover(false);
    setStage({ kind: 'idle' });
    setFailure(undefined);
  };

  const start = async () => {
    if (!file) return;
    setFailure(undefined);
    progressId.current = newProgressId(def.name);
    setStage({ kind: 'upload', percent: 0 });
    try {
      const { count } = await uploadFile<{ count: number }>(
        `/api${def.api}/import?progressId=${progressId.current}${cover ? '&isCovered=1' : ''}`,
        file,
        (percent) => setStage((s) => (s.kind === 'server' ? s : { kind: 'upload', percent })),
      );
      progressId.current = '';
      message.success(t('excel.success', { count }));
      setOpen(false);
      reset();
      onDone();
    } catch (e) {
      // Pushes still on their way belong to the finished run.
      progressId.current = '';
      setStage({ kind: 'idle' });
      setFailure({ msg: (e as Error).message, errors: e instanceof ExcelError ? e.errors : [] });
    }
  };

  const template = () =>
    downloadFile(`/api${def.api}/import-template`, {}, `${label}.xlsx`).catch((e) =>
      message.error((e as Error).message),
    );

  const busy = stage.kind !== 'idle';
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('excel.import')}
      </Button>
      <Modal
        open={open}
        title={t('excel.title', { label })}
        width={720}
        onCancel={() => {
          if (busy) return;
          setOpen(false);
          reset();
        }}
        footer={[
          <Button key="close" disabled={busy} onClick={close}>
            {t('crud.close')}
          </Button>,
          <Button key="start" type="primary" disabled={!file} loading={busy} onClick={() => void start()}>
            {t('excel.start')}
          </Button>,
        ]}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Typography.Text type="secondary">{t('excel.templateHint')}</Typography.Text>
          <Space wrap align="start">
            <Button icon={<DownloadOutlined />} onClick={() => void template()}>
              {t('excel.template')}
            </Button>
            <Upload
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              maxCount={1}
              fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
              beforeUpload={(f) => {
                if (!/\.xlsx$/i.test(f.name)) {
                  message.error(t('excel.onlyXlsx'));
                  return Upload.LIST_IGNORE;
                }
                setFile(f);
                setFailure(undefined);
                return false;
              }}
              onRemove={() => setFile(undefined)}
            >
              <Button icon={<UploadOutlined />} disabled={busy}>
                {t('excel.choose')}
              </Button>
            </Upload>
          </Space>
          {def.importCovers && (
            <Space>
              <Switch checked={cover} disabled={busy} onChange={setCover} data-testid="import-cover" />
              <span>{t('excel.cover', { noun: def.noun?.[lang] ?? '' })}</span>
              <Typography.Text type="secondary">{t('excel.coverHint')}</Typography.Text>
            </Space>
          )}
          {stage.kind === 'upload' && (
            <div data-testid="import-progress">
              {t('excel.uploading')}
              <Progress percent={stage.percent} size="small" />
            </div>
          )}
          {stage.kind === 'server' && (
            <div data-testid="import-progress">
              {t('excel.checking', { done: stage.done, total: stage.total })}
              <Progress percent={Math.round((stage.done / Math.max(stage.total, 1)) * 100)} size="small" />
            </div>
          )}
          {failure && (
            <>
              <Alert type="error" showIcon message={failure.errors.length ? t('excel.failed') : failure.msg} />
              {failure.errors.length > 0 && (
                <Table
                  size="small"
                  rowKey={(r) => `${r.row}-${r.field}-${r.message}`}
                  dataSource={failure.errors}
                  pagination={failure.errors.length > 8 ? { pageSize: 8, size: 'small' } : false}
                  scroll={{ x: true }}
                  columns={[
                    { title: t('excel.row'), dataIndex: 'row', width: 70 },
                    { title: t('excel.field'), dataIndex: 'label', width: 140, render: (v, r) => v || r.field },
                    { title: t('excel.message'), dataIndex: 'message' },
                  ]}
                />
              )}
            </>
          )}
        </Space>
      </Modal>
    </>
  );
}

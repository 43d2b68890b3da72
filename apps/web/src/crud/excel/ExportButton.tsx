import { DownOutlined, DownloadOutlined } from '@ant-design/icons';
import type { ResourceDef } from '@flp/shared/resources';
import { App, Button, Dropdown, Progress, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import type { Row } from '../api';
import { type DownloadProgress, downloadFile } from './transfer';

const sizeText = (n: number) =>
  n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;

/**
 * 导出: the list as the server writes it (GET <api>/export) with the screen's current search values, its progress in
 * a notification while the file streams in (the row total from X-Total-Count, the bytes received). A resource's own
 * export also offers 保存到报表 (POST <api>/export-keep): the same file kept in 报表管理 instead of downloaded.
 */
export function ExportButton({
  def,
  query,
  url,
}: {
  /** Its label names the file; its api the call, unless `url` (a bespoke export with the same answer) is given. */
  def: Pick<ResourceDef, 'name' | 'api' | 'label'>;
  query: () => Row;
  url?: string;
}) {
  const { t, i18n } = useTranslation();
  const { notification, message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    const key = `export-${def.name}-${Date.now()}`;
    const show = (p: DownloadProgress) =>
      notification.info({
        key,
        placement: 'bottomRight',
        duration: 0,
        message: t('excel.exporting'),
        description: (
          <div data-testid="export-progress">
            {p.total !== undefined
              ? t('excel.exportRows', { total: p.total, size: sizeText(p.received) })
              : t('excel.exportBytes', { size: sizeText(p.received) })}
            <Progress percent={100} status="active" showInfo={false} size="small" />
          </div>
        ),
      });
    setBusy(true);
    show({ received: 0 });
    try {
      const label = def.label[i18n.language === 'en-US' ? 'en-US' : 'zh-CN'];
      await downloadFile(url ?? `/api${def.api}/export`, query(), `${label}.xlsx`, show);
      notification.success({ key, placement: 'bottomRight', duration: 3, message: t('excel.exportDone') });
    } catch (e) {
      notification.error({
        key,
        placement: 'bottomRight',
        duration: 5,
        message: t('excel.exportFailed'),
        description: (e as Error).message,
      });
    } finally {
      setBusy(false);
    }
  };

  const keep = async () => {
    setBusy(true);
    try {
      const kept = await http.post<{ reportName: string }>(`/api${def.api}/export-keep`, undefined, {
        params: query(),
      });
      message.success(t('excel.kept', { name: kept.reportName }));
    } finally {
      setBusy(false);
    }
  };

  const button = (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {t('excel.export')}
    </Button>
  );
  // A bespoke export (its own url) has no kept twin.
  if (url) return button;
  return (
    <Space.Compact>
      {button}
      <Dropdown
        disabled={busy}
        menu={{ items: [{ key: 'keep', label: t('excel.keep') }], onClick: () => void keep().catch(() => {}) }}
      >
        <Button icon={<DownOutlined />} aria-label={t('excel.keep')} data-testid="export-more" />
      </Dropdown>
    </Space.Compact>
  );
}

import type { JobView } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, List, Modal, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { businessTimeZone } from '../../config/time';
import { jobApi } from './api';

interface Values {
  enabled: boolean;
  cron: string;
}

/** Waits for typing to pause before asking for a preview. */
function useSettled(value: string, ms = 400) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * 编辑: on or off, and a cron pattern replacing the job's own, with the next five times it gives in the business
 * time zone (asked of the server, which checks the pattern as saving will).
 */
export function JobEditDialog({ job, onClose, onSaved }: { job?: JobView; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const typed = Form.useWatch('cron', form) ?? '';
  const pattern = useSettled(typed.trim() || job?.defaultCron || '');

  useEffect(() => {
    if (job) form.setFieldsValue({ enabled: job.enabled, cron: job.cronOverride ?? '' });
  }, [job, form]);

  const preview = useQuery({
    queryKey: ['job-preview', pattern],
    queryFn: () => jobApi.preview(pattern),
    enabled: !!job && !!pattern,
    retry: false,
  });
  const previewError = preview.error instanceof ApiError ? preview.error.message : undefined;

  const save = async () => {
    if (!job) return;
    const v = await form.validateFields();
    setSaving(true);
    try {
      await jobApi.submit(job.code, v.enabled, v.cron?.trim() ?? '');
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={!!job}
      title={job ? t('job.editTitle', { name: job.name }) : ''}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      destroyOnHidden
      width={560}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="enabled" label={t('job.enabled')} valuePropName="checked">
          <Switch checkedChildren={t('job.on')} unCheckedChildren={t('job.off')} />
        </Form.Item>
        <Form.Item
          name="cron"
          label={t('job.cron')}
          extra={t('job.cronHelp', { cron: job?.defaultCron })}
          validateStatus={previewError ? 'error' : undefined}
          help={previewError}
        >
          <Input allowClear placeholder={job?.defaultCron} maxLength={100} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      </Form>
      <Typography.Text strong>{t('job.preview', { zone: businessTimeZone() })}</Typography.Text>
      <List
        size="small"
        data-testid="cron-preview"
        loading={preview.isFetching}
        dataSource={previewError ? [] : (preview.data ?? [])}
        locale={{ emptyText: t('job.previewEmpty') }}
        renderItem={(time) => <List.Item style={{ fontFamily: 'monospace' }}>{time}</List.Item>}
      />
    </Modal>
  );
}

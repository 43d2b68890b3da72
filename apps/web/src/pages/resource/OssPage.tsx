import { ApiOutlined, CheckCircleOutlined } from '@ant-design/icons';
import { OSS_BUCKET_FIELDS, OSS_ENABLED, isBucketCategory, ossSetting } from '@flp/shared/resources';
import { App, Button, Form, type FormInstance, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ossApi } from '../../api/attachments';
import { type FieldOverride, FieldInput, ResourcePage, type ResourcePageHandle, type Row } from '../../crud';
import { useRef } from 'react';

/** A bucket field's input: disabled (and said why) while the chosen category is the local folder. */
function BucketOnly({ children, form }: { children: (disabled: boolean) => ReactNode; form: FormInstance }) {
  const category = Form.useWatch('category', form);
  return <>{children(!isBucketCategory(category))}</>;
}

/**
 * 资源管理 > 对象存储: where a tenant's uploads are kept. One setting is enabled at a time (启用 switches it in one
 * transaction); 连接测试 writes, reads back and deletes a probe object and says what went wrong. The secret key is
 * never shown: the mask kept in the form means "unchanged".
 */
export default function OssPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const page = useRef<ResourcePageHandle>(null);
  const fields: Record<string, FieldOverride> = Object.fromEntries(
    OSS_BUCKET_FIELDS.map((name) => [
      name,
      {
        input: ({ field, form, disabled, placeholder }) => (
          <BucketOnly form={form}>
            {(local) => (
              <FieldInput
                field={field}
                disabled={disabled || local}
                placeholder={local ? t('resource.notForLocal') : placeholder}
              />
            )}
          </BucketOnly>
        ),
      } satisfies FieldOverride,
    ]),
  );
  const test = async (row: Row) => {
    const r = await ossApi.test(String(row.id));
    if (r.reachable) message.success(r.message, 6);
    else modal.error({ title: `${t('resource.test')} — ${String(row.ossCode)}`, content: r.message });
  };
  const enable = (row: Row) =>
    modal.confirm({
      title: t('resource.enable'),
      content: t('resource.enableConfirm'),
      onOk: async () => {
        await ossApi.enable(String(row.id));
        message.success(t('resource.enableDone'));
        await page.current?.reload();
      },
    });
  return (
    <ResourcePage
      def={ossSetting}
      handleRef={page}
      menuWidth={300}
      fields={fields}
      columns={[
        {
          key: 'status',
          title: t('resource.enabled'),
          dataIndex: 'status',
          width: 100,
          render: (v) =>
            Number(v) === OSS_ENABLED ? (
              <Tag color="green" icon={<CheckCircleOutlined />}>
                {t('resource.enabled')}
              </Tag>
            ) : (
              <Tag>{t('resource.disabled')}</Tag>
            ),
        },
      ]}
      rowActions={(row, ctx) => (
        <>
          {ctx.can('oss_edit') && Number(row.status) !== OSS_ENABLED && (
            <Button type="link" size="small" icon={<CheckCircleOutlined />} onClick={() => enable(row)}>
              {t('resource.enable')}
            </Button>
          )}
          {ctx.can('oss_view') && (
            <Button type="link" size="small" icon={<ApiOutlined />} onClick={() => void test(row)}>
              {t('resource.test')}
            </Button>
          )}
        </>
      )}
    />
  );
}

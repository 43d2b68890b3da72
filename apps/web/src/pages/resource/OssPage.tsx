import { ApiOutlined } from '@ant-design/icons';
import { type FieldDef, OSS_BUCKET_FIELDS, isBucketCategory, ossSetting } from '@flp/shared/resources';
import { App, Button, Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ossApi } from '../../api/attachments';
import { type FieldOverride, FieldInput, ResourcePage, type ResourcePageHandle, type Row } from '../../crud';
import { useRef } from 'react';
import { useEnableOne } from './enableOne';

/**
 * A bucket field's input, disabled (and saying why) while the chosen category is the local folder. Form.Item hands
 * it value and onChange, which go on to the field's own input.
 */
function BucketInput({
  field,
  form,
  disabled,
  placeholder,
  ...rest
}: {
  field: FieldDef;
  form: FormInstance;
  disabled: boolean;
  placeholder: string;
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const local = !isBucketCategory(Form.useWatch('category', form));
  return (
    <FieldInput
      {...rest}
      field={field}
      disabled={disabled || local}
      placeholder={local ? t('resource.notForLocal') : placeholder}
    />
  );
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
          <BucketInput field={field} form={form} disabled={disabled} placeholder={placeholder} />
        ),
      } satisfies FieldOverride,
    ]),
  );
  const test = async (row: Row) => {
    const r = await ossApi.test(String(row.id));
    if (r.reachable) message.success(r.message, 6);
    else modal.error({ title: `${t('resource.test')} — ${String(row.ossCode)}`, content: r.message });
  };
  const enabling = useEnableOne(ossSetting, page, t('resource.enableConfirm'));
  return (
    <ResourcePage
      def={ossSetting}
      handleRef={page}
      menuWidth={300}
      fields={fields}
      columns={[enabling.column]}
      rowActions={(row, ctx) => (
        <>
          {enabling.action(row, ctx)}
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

import { ApiOutlined } from '@ant-design/icons';
import { datasource } from '@flp/shared/resources';
import { App, Button, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage, type Row } from '../../crud';
import { developApi } from './api';

/** Tests a source and says the outcome: reachable (with its version) as a toast, anything else as an error box. */
function useTest() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  return async (values: Row, name: string) => {
    const r = await developApi.test(values);
    if (r.ok) message.success(r.message, 6);
    else modal.error({ title: `${t('tool.testFailed')} — ${name}`, content: r.message });
  };
}

/** 测试连接 in the form: the values being filled in (the saved password kept while the mask stands). */
function FormTest({ form, row }: { form: FormInstance; row?: Row }) {
  const { t } = useTranslation();
  const test = useTest();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const values = form.getFieldsValue(['kind', 'url', 'username', 'password']) as Row;
      await test({ ...values, ...(row?.id ? { id: row.id } : {}) }, String(form.getFieldValue('name') ?? ''));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<ApiOutlined />} loading={busy} onClick={() => void run()}>
      {t('tool.test')}
    </Button>
  );
}

/**
 * 研发工具 > 数据源管理: the databases 代码生成 reads table structures from. PostgreSQL is connected to (through the
 * platform's outbound gate); the other kinds are listed but not supported. The password is never shown: the mask kept
 * in the form means "unchanged". 测试连接 says whether the server can sign in, and if not, why.
 */
export default function DatasourcePage() {
  const { t } = useTranslation();
  const test = useTest();
  return (
    <ResourcePage
      def={datasource}
      menuWidth={280}
      form={{
        extra: ({ form, row, mode }) => mode !== 'view' && <FormTest form={form} row={row} />,
      }}
      rowActions={(row, ctx) =>
        ctx.can('datasource_test') && (
          <Button
            type="link"
            size="small"
            icon={<ApiOutlined />}
            onClick={() => void test({ id: row.id }, String(row.name))}
          >
            {t('tool.test')}
          </Button>
        )
      }
    />
  );
}

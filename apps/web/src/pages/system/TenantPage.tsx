import { SettingOutlined } from '@ant-design/icons';
import { tenant } from '@flp/shared/resources';
import { App, Button, DatePicker, Form, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tenantApi } from '../../api/system';
import { ActionDialog, type PageContext, ResourcePage, type Row } from '../../crud';

/** 租户管理, with 授权配置: the account quota and expiry of the selected tenants. */
export default function TenantPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [setting, setSetting] = useState<{ rows: Row[]; ctx: PageContext } | null>(null);
  return (
    <>
      <ResourcePage
        def={tenant}
        menuWidth={220}
        fields={{
          accountNumber: { render: (v) => (Number(v) === -1 ? t('system.tenant.unlimited') : String(v ?? '')) },
          expireTime: { render: (v) => (v ? String(v) : t('system.tenant.never')) },
        }}
        toolbar={(ctx) =>
          ctx.can('tenant_setting') && (
            <Button
              icon={<SettingOutlined />}
              onClick={() => {
                if (!ctx.selectedRows.length) message.warning(t('crud.selectOne'));
                else setSetting({ rows: ctx.selectedRows, ctx });
              }}
            >
              {t('system.tenant.setting')}
            </Button>
          )
        }
        rowActions={(row, ctx) =>
          ctx.can('tenant_setting') && (
            <Button type="link" size="small" onClick={() => setSetting({ rows: [row], ctx })}>
              {t('system.tenant.setting')}
            </Button>
          )
        }
      />
      <TenantSettingDialog state={setting} onClose={() => setSetting(null)} />
    </>
  );
}

function TenantSettingDialog({
  state,
  onClose,
}: {
  state: { rows: Row[]; ctx: PageContext } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const one = state?.rows.length === 1 ? state.rows[0] : undefined;
  return (
    <ActionDialog<{ accountNumber?: number | null; expireTime?: Dayjs | null }>
      open={!!state}
      title={t('system.tenant.setting')}
      formProps={{ labelCol: { flex: '110px' } }}
      initialValues={{
        accountNumber: one?.accountNumber ?? -1,
        expireTime: one?.expireTime ? (dayjsOf(String(one.expireTime)) ?? undefined) : undefined,
      }}
      success={t('crud.updateSuccess')}
      onSubmit={async (v) => {
        if (!state) return;
        await tenantApi.setting(
          state.rows.map((r) => String(r.id)),
          v.accountNumber ?? null,
          v.expireTime ? v.expireTime.format('YYYY-MM-DD HH:mm:ss') : null,
        );
        void state.ctx.reload();
      }}
      onClose={onClose}
    >
      <Form.Item
        name="accountNumber"
        label={t('system.tenant.accountNumber')}
        extra={t('system.tenant.accountNumberTip')}
        rules={[{ required: true, message: t('system.tenant.accountNumberRequired') }]}
      >
        <InputNumber min={-1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="expireTime" label={t('system.tenant.expireTime')} extra={t('system.tenant.expireTimeTip')}>
        <DatePicker showTime style={{ width: '100%' }} />
      </Form.Item>
    </ActionDialog>
  );
}

const dayjsOf = (s: string) => {
  const d = dayjs(s);
  return d.isValid() ? d : null;
};

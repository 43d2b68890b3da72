import { checkRegistration } from '@flp/shared/validate';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tenantInfoByDomain } from '../../api/auth';
import { ApiError } from '../../api/http';
import { signOut } from '../../api/session';
import { userApi } from '../../api/system';

interface Values {
  tenantId?: string;
  name?: string;
  account?: string;
  password?: string;
  password2?: string;
}

/**
 * 账号注册 (spec §2 "Registration dialog"): a third-party-login user without an account asks for one. The tenant id is
 * asked only when the domain does not tell it. The checks run in the spec's order, each stopping with its warning;
 * after success the user is told to wait for approval and is signed out.
 */
export function RegisterDialog({ open, userName, oauthId }: { open: boolean; userName: string; oauthId?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const domain = useQuery({
    queryKey: ['tenant-by-domain', location.hostname],
    queryFn: () => tenantInfoByDomain(location.hostname).catch(() => null),
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const domainTenant = domain.data?.tenantId || undefined;
  const needTenant = !domainTenant;

  const submit = async () => {
    const v = form.getFieldsValue();
    const problem = checkRegistration(
      { tenantId: v.tenantId, account: v.account, password: v.password, password2: v.password2 },
      needTenant,
    );
    if (problem) {
      message.warning(t(`system.register.check.${problem}`, { defaultValue: problem }));
      return;
    }
    setBusy(true);
    try {
      await userApi.registerGuest({
        tenantId: (needTenant ? v.tenantId : domainTenant)!.trim(),
        name: (v.name ?? '').trim() || v.account!.trim(),
        account: v.account!.trim(),
        password: v.password!,
        oauthId,
      });
      message.success(t('system.register.submitted'));
      await signOut().catch(() => undefined);
      location.hash = '#/login';
    } catch (e) {
      // The server's own message when it gave one (spec §2: "the server msg or '提交失败'"); never the client's
      // stand-in 未知错误 for an answer without a message.
      const body = e instanceof ApiError ? (e.body as { msg?: unknown; error_description?: unknown } | null) : null;
      const msg =
        typeof body?.msg === 'string'
          ? body.msg
          : typeof body?.error_description === 'string'
            ? body.error_description
            : '';
      message.error(msg.trim() || t('system.register.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('system.register.title')}
      width={480}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" block loading={busy} onClick={submit}>
          {t('common.confirm')}
        </Button>
      }
    >
      <Form
        form={form}
        labelCol={{ flex: '130px' }}
        initialValues={{ name: userName, account: userName }}
        onFinish={submit}
      >
        {needTenant && !domain.isLoading && (
          <Form.Item name="tenantId" label={t('system.register.tenantId')} required>
            <Input placeholder={t('system.register.tenantIdPlaceholder')} maxLength={6} />
          </Form.Item>
        )}
        <Form.Item name="name" label={t('system.register.name')}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="account" label={t('system.register.account')} required>
          <Input maxLength={45} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('system.register.password')} required>
          <Input.Password maxLength={100} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="password2" label={t('system.register.password2')} required>
          <Input.Password maxLength={100} autoComplete="new-password" onPressEnter={submit} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

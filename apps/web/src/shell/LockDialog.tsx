import { LockOutlined } from '@ant-design/icons';
import { LOCK_REDIRECT_DELAY_MS } from '@flp/shared/constants';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { website } from '../config/website';
import { ActionDialog } from '../crud/ActionDialog';
import { useSettings } from '../store/settings';
import { useShellUi } from './ui';

/**
 * The lock dialog (spec §2, §4, §5): the user sets a lock password (required: 'the lock password cannot be empty');
 * the lock flag goes on and the user is taken to /lock after 100 ms.
 */
export function LockDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const open = useShellUi((s) => s.dialog === 'lock');
  const close = useShellUi((s) => s.close);

  // Unlocking returns to the screen that was open (the lock page reads `from`).
  const lock = async ({ passwd }: { passwd: string }) => {
    const from = `${location.pathname}${location.search}`;
    await useSettings.getState().lock(passwd);
    setTimeout(() => navigate(website.lockPage, { replace: true, state: { from } }), LOCK_REDIRECT_DELAY_MS);
  };

  return (
    <ActionDialog<{ passwd: string }>
      open={open}
      title={t('lock.dialogTitle')}
      okText={t('lock.lockNow')}
      width={400}
      formProps={{ layout: 'vertical' }}
      onSubmit={lock}
      onClose={close}
    >
      <Typography.Paragraph type="secondary">{t('lock.tip')}</Typography.Paragraph>
      <Form.Item
        name="passwd"
        label={t('lock.password')}
        rules={[{ required: true, whitespace: true, message: t('lock.passwordRequired') }]}
      >
        <Input.Password autoFocus prefix={<LockOutlined />} placeholder={t('lock.placeholder')} />
      </Form.Item>
    </ActionDialog>
  );
}

import { LockOutlined } from '@ant-design/icons';
import { Button, Card, Input, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { signOut } from '../../api/session';
import { useAuth } from '../../store/auth';
import { useSettings } from '../../store/settings';

/** The lock screen: unlock with the password set in the lock dialog, or sign out. */
export default function LockPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isLock, lockPasswd } = useSettings();
  const user = useAuth((s) => s.userInfo);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    document.title = `${t('lock.title')} - ${t('title')}`;
  }, [t]);
  if (!isLock) return <Navigate to="/" replace />;

  const unlock = () => {
    if (!value) return setError(t('lock.passwordRequired'));
    if (value !== lockPasswd) return setError(t('lock.wrong'));
    useSettings.getState().unlock();
    navigate('/', { replace: true });
  };

  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg,#0b2a4a,#1b4f8a)',
      }}
    >
      <Card style={{ width: 360, textAlign: 'center' }}>
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <LockOutlined style={{ fontSize: 40, color: '#409EFF' }} />
          <Typography.Title level={4} style={{ margin: 0 }}>
            {user?.real_name || user?.account}
          </Typography.Title>
          <Input.Password
            autoFocus
            placeholder={t('lock.placeholder')}
            aria-label={t('lock.password')}
            value={value}
            status={error ? 'error' : undefined}
            onChange={(e) => {
              setValue(e.target.value);
              setError('');
            }}
            onPressEnter={unlock}
          />
          {error && <Typography.Text type="danger">{error}</Typography.Text>}
          <Button type="primary" block onClick={unlock}>
            {t('lock.unlock')}
          </Button>
          <Button
            type="link"
            onClick={async () => {
              useSettings.getState().unlock();
              await signOut();
              navigate('/login', { replace: true });
            }}
          >
            {t('lock.backToLogin')}
          </Button>
        </Space>
      </Card>
    </div>
  );
}

import { ArrowRightOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Input, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { signOut } from '../../api/session';
import dayjs from 'dayjs';
import { businessStamp } from '../../config/time';
import { LangSwitch } from '../../shell/LangSwitch';
import { useAuth } from '../../store/auth';
import { useSettings } from '../../store/settings';
import './lock.css';

const LOGO = `${import.meta.env.BASE_URL}favicon.svg`;

/** The current time, ticking every second. */
function useNow() {
  const [now, setNow] = useState(() => dayjs(businessStamp()));
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs(businessStamp())), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The lock screen (spec §2 /lock, §4 Lock): the time, the user, and the lock password to go back to where they were;
 * or sign out. Without a lock it sends the visitor on to the app.
 */
export default function LockPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocation();
  // The screen that was open when the lock came on (an app path only), else home.
  const from =
    typeof state?.from === 'string' && state.from.startsWith('/') && !state.from.startsWith('//') ? state.from : '/';
  const isLock = useSettings((s) => s.isLock);
  const color = useSettings((s) => s.color);
  const user = useAuth((s) => s.userInfo);
  const now = useNow();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    document.title = `${t('lock.title')} - ${t('title')}`;
  }, [t]);
  if (!isLock) return <Navigate to={from} replace />;

  const unlock = async () => {
    if (!value.trim()) return setError(t('lock.passwordRequired'));
    if (!(await useSettings.getState().matchesLock(value))) {
      setValue('');
      return setError(t('lock.wrong'));
    }
    useSettings.getState().unlock();
    navigate(from, { replace: true });
  };

  const name = user?.nick_name || user?.real_name || user?.account;
  return (
    <div className="lock-page" style={{ '--lock-primary': color } as React.CSSProperties}>
      <div className="lock-lang">
        <LangSwitch />
      </div>
      <div className="lock-clock" aria-live="off">
        <div className="lock-time">{now.format('HH:mm')}</div>
        <div className="lock-date">{now.format('YYYY-MM-DD dddd')}</div>
      </div>
      <div className="lock-panel">
        <Avatar size={72} src={user?.avatar || LOGO} icon={<UserOutlined />} className="lock-avatar" />
        <Typography.Title level={4} className="lock-name">
          {name}
        </Typography.Title>
        <Typography.Text className="lock-state">
          <LockOutlined /> {t('lock.locked')}
        </Typography.Text>
        <Space.Compact style={{ width: '100%' }}>
          <Input.Password
            autoFocus
            size="large"
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
          <Button
            size="large"
            type="primary"
            icon={<ArrowRightOutlined />}
            onClick={unlock}
            aria-label={t('lock.unlock')}
          >
            {t('lock.unlock')}
          </Button>
        </Space.Compact>
        <div className="lock-error" role="alert">
          {error}
        </div>
        <Button
          type="link"
          className="lock-logout"
          icon={<LogoutOutlined />}
          onClick={async () => {
            useSettings.getState().unlock();
            await signOut();
            navigate('/login', { replace: true });
          }}
        >
          {t('lock.backToLogin')}
        </Button>
      </div>
    </div>
  );
}

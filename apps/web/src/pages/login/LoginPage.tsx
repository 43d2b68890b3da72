import { LockOutlined, SafetyOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getCaptcha, tenantInfoByDomain } from '../../api/auth';
import { signIn } from '../../api/session';
import { website } from '../../config/website';
import { LangToggle } from './LangToggle';
import { useAuth } from '../../store/auth';
import { useSettings } from '../../store/settings';
import './login.css';

interface FormValues {
  tenantId: string;
  username: string;
  password: string;
  code: string;
}

/** Sign-in (spec §2, §5): tenant, account, password (sent as md5), captcha; the server's error_description shown. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const [captcha, setCaptcha] = useState<{ key: string; image: string }>();
  const [loading, setLoading] = useState(false);
  const [domainTenant, setDomainTenant] = useState<string>();
  const [background, setBackground] = useState<string>();
  const signOutReason = useAuth((s) => s.signOutReason);

  const refreshCaptcha = useCallback(async () => {
    if (!website.captchaMode) return;
    try {
      setCaptcha(await getCaptcha());
      form.setFieldValue('code', '');
    } catch {
      // the toast already said why
    }
  }, [form]);

  useEffect(() => {
    refreshCaptcha();
    if (website.tenantMode) {
      tenantInfoByDomain(location.hostname)
        .then((info) => {
          if (info?.tenantId) setDomainTenant(info.tenantId);
          if (info?.backgroundUrl) setBackground(info.backgroundUrl);
        })
        .catch(() => {});
    }
  }, [refreshCaptcha]);

  const submit = async (v: FormValues) => {
    setLoading(true);
    try {
      useSettings.getState().unlock();
      await signIn({
        tenantId: domainTenant ?? (website.tenantMode ? v.tenantId : website.tenantId),
        username: v.username,
        password: v.password,
        captchaKey: captcha?.key,
        captchaCode: v.code,
      });
      // The guard may already have moved on (the token arrives before the menus); never pull the user back.
      if (location.hash.startsWith('#/login')) navigate('/wel/index', { replace: true });
    } catch {
      // error_description was shown by the client; a spent captcha is replaced
      refreshCaptcha();
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="login-page" style={background ? { backgroundImage: `url(${background})` } : undefined}>
      <div className="login-lang">
        <LangToggle />
      </div>
      <div className="login-brand">
        <div className="login-logo">租</div>
        <h1>{t('login.title')}</h1>
        <p>{t('login.subtitle')}</p>
        <p className="login-slogan">{t('login.slogan')}</p>
      </div>
      <div className="login-card">
        <h2 className="login-card-title">{t('login.title')}</h2>
        {signOutReason === 'expired' && (
          // a plain box rather than antd's Alert, which would weigh on what /login loads first (the bundle budget)
          <div className="login-reason" role="alert">
            {t('login.sessionExpired')}
          </div>
        )}
        <Form<FormValues>
          form={form}
          size="large"
          initialValues={{ tenantId: website.tenantId, username: '', password: '' }}
          onFinish={submit}
          autoComplete="off"
        >
          {website.tenantMode && !domainTenant && (
            <Form.Item name="tenantId" rules={[{ required: true, message: t('login.tenantIdRequired') }]}>
              <Input prefix={<TeamOutlined />} placeholder={t('login.tenantId')} aria-label={t('login.tenantId')} />
            </Form.Item>
          )}
          <Form.Item name="username" rules={[{ required: true, message: t('login.usernameRequired') }]}>
            <Input prefix={<UserOutlined />} placeholder={t('login.username')} aria-label={t('login.username')} />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('login.password')}
              aria-label={t('login.password')}
            />
          </Form.Item>
          {website.captchaMode && (
            <Form.Item name="code" rules={[{ required: true, message: t('login.captchaRequired') }]}>
              <Input
                prefix={<SafetyOutlined />}
                placeholder={t('login.captcha')}
                aria-label={t('login.captcha')}
                maxLength={8}
                suffix={
                  captcha ? (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the captcha is also renewed after every failed attempt
                    <img
                      className="login-captcha"
                      src={captcha.image}
                      alt={t('login.captcha')}
                      title={t('login.captchaRefresh')}
                      onClick={refreshCaptcha}
                      data-captcha-key={captcha.key}
                    />
                  ) : null
                }
              />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={loading}>
            {loading ? t('login.signingIn') : t('login.submit')}
          </Button>
        </Form>
      </div>
    </div>
  );
}

import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

const TEXT = { 404: 'errorPage.notFound', 403: 'errorPage.forbidden', 500: 'errorPage.serverError' } as const;

/** /404, /403, /500. */
export default function ErrorPage({ code }: { code: 404 | 403 | 500 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={String(code) as '404' | '403' | '500'}
      title={code}
      subTitle={t(TEXT[code])}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('errorPage.backHome')}
        </Button>
      }
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { Flex, Image, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { wxApi } from '../../api/system';

/**
 * 微信公众号 on the personal-info page: the follow QR WeChat made for the signed-in user (scanning it binds the account,
 * for messages later), whether the account is bound, or that the tenant has no official account configured. The
 * state is asked again every few seconds while the QR is shown, so the page sees the scan.
 */
export function WxFollow() {
  const { t } = useTranslation();
  const status = useQuery({
    queryKey: ['wx-status'],
    queryFn: wxApi.status,
    refetchInterval: (q) => (q.state.data?.configured && !q.state.data.bound ? 5000 : false),
  });
  const showQr = !!status.data?.configured && !status.data.bound;
  const qr = useQuery({
    queryKey: ['wx-qrcode'],
    queryFn: wxApi.qrcode,
    enabled: showQr,
    retry: false,
    // The server answers the same QR while it has five minutes left, a new one after: the one shown never expires.
    refetchInterval: 240_000,
  });

  if (status.isLoading || (showQr && qr.isLoading)) return <Spin size="small" />;
  if (!status.data?.configured)
    return (
      <Typography.Text type="secondary" className="wx-follow-unconfigured">
        {t('system.info.wxUnconfigured')}
      </Typography.Text>
    );
  if (status.data.bound)
    return (
      <Tag color="green" className="wx-follow-bound">
        {t('system.info.wxBound')}
      </Tag>
    );
  if (qr.error) return <Typography.Text type="danger">{qr.error.message}</Typography.Text>;
  return (
    <Flex vertical gap={4} className="wx-follow-qr">
      <Image src={qr.data?.imageUrl} width={160} height={160} preview={false} alt={t('system.info.wxScan')} />
      <Typography.Text type="secondary">{t('system.info.wxScan')}</Typography.Text>
    </Flex>
  );
}

import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** 未读 / 已读 of a message. */
export function MessageStatus({ isRead }: { isRead: 0 | 1 }) {
  const { t } = useTranslation();
  return isRead ? <Tag>{t('notice.readStatus')}</Tag> : <Tag color="processing">{t('notice.unreadStatus')}</Tag>;
}

import { BellOutlined } from '@ant-design/icons';
import { NOTIFICATION_BADGE_MAX } from '@flp/shared/constants';
import { Badge, Empty, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { HeaderButton } from './HeaderButton';
import { useNoticeSlot } from './ui';

/**
 * The notice item (spec §2): a bell whose badge caps at 99. It is a slot the notifications work fills (useNoticeSlot);
 * until then it shows no badge and an empty popover that says so.
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const { count, content } = useNoticeSlot();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('navbar.notice')}
      content={
        content ?? (
          <div className="shell-notice-empty">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('navbar.noticeEmpty')} />
          </div>
        )
      }
    >
      <HeaderButton
        title={t('navbar.notice')}
        icon={
          <Badge count={count} overflowCount={NOTIFICATION_BADGE_MAX} size="small" offset={[4, -2]}>
            <BellOutlined className="shell-hd-icon" />
          </Badge>
        }
      />
    </Popover>
  );
}

import { BellOutlined } from '@ant-design/icons';
import { NOTIFICATION_BADGE_MAX } from '@flp/shared/constants';
import { Badge, Popover } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderButton } from './HeaderButton';
import { MessageDetailDrawer } from './notifications/MessageDetailDrawer';
import { MessageListDrawer } from './notifications/MessageListDrawer';
import { NoticePanel } from './notifications/NoticePanel';
import { useUnreadCount } from './notifications/queries';
import { useNoticeCenter } from './notifications/store';

/**
 * The notice item of the top bar (spec §2 "Notification popover and drawers"): a bell whose badge is the unread count
 * (capped at 99), the popover with the latest messages, and the two drawers it opens.
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const open = useNoticeCenter((s) => s.popoverOpen);
  const setOpen = useNoticeCenter((s) => s.setPopoverOpen);
  // Esc closes the popover, as it closes dialogs and drawers.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);
  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        rootClassName="notice-popover"
        title={t('navbar.notice')}
        content={<NoticePanel />}
      >
        <HeaderButton
          title={t('navbar.notice')}
          hideTip={open}
          className="notice-bell"
          icon={
            <Badge count={unread.data ?? 0} overflowCount={NOTIFICATION_BADGE_MAX} size="small" offset={[4, -2]}>
              <BellOutlined className="shell-hd-icon" />
            </Badge>
          }
        />
      </Popover>
      <MessageListDrawer />
      <MessageDetailDrawer />
    </>
  );
}

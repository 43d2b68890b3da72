import { NOTIFICATION_CARD_SIZE } from '@flp/shared/constants';
import { App, Button, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DesktopToggle } from './DesktopToggle';
import { MessageList } from './MessageList';
import { useMarkAllRead, useMessagePage } from './queries';
import { useNoticeCenter } from './store';

type TabKey = 'unread' | 'read';

/**
 * The popover's content: tabs 未读(n) and 已读(n) with the first 10 messages of each, 全部已读, 桌面通知, and 全部 (the
 * full list drawer) when the tab holds more than the card shows. The lists load only while the popover is open.
 */
export function NoticePanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const open = useNoticeCenter((s) => s.popoverOpen);
  const openDetail = useNoticeCenter((s) => s.openDetail);
  const openList = useNoticeCenter((s) => s.openList);
  const [tab, setTab] = useState<TabKey>('unread');
  const unread = useMessagePage({ current: 1, size: NOTIFICATION_CARD_SIZE, isRead: 0 }, open);
  const read = useMessagePage({ current: 1, size: NOTIFICATION_CARD_SIZE, isRead: 1 }, open);
  const markAll = useMarkAllRead();

  const unreadTotal = unread.data?.total ?? 0;
  const activeTotal = (tab === 'unread' ? unread : read).data?.total ?? 0;
  const list = (q: typeof unread, empty: string) => (
    <MessageList messages={q.data?.records ?? []} loading={q.isFetching} empty={empty} onOpen={openDetail} />
  );

  return (
    <div className="notice-panel">
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as TabKey)}
        centered
        size="small"
        items={[
          {
            key: 'unread',
            label: t('notice.unread', { count: unreadTotal }),
            children: list(unread, t('notice.emptyUnread')),
          },
          {
            key: 'read',
            label: t('notice.read', { count: read.data?.total ?? 0 }),
            children: list(read, t('notice.emptyRead')),
          },
        ]}
      />
      <div className="notice-panel-actions">
        <Space size={4}>
          <Button
            size="small"
            disabled={!unreadTotal}
            loading={markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, {
                onSuccess: (count) => message.success(t('notice.readAllDone', { count })),
              })
            }
          >
            {t('notice.readAll')}
          </Button>
          <DesktopToggle />
        </Space>
        {activeTotal > NOTIFICATION_CARD_SIZE && (
          <Button size="small" type="link" onClick={() => openList(tab === 'unread' ? 0 : 1)}>
            {t('notice.all')}
          </Button>
        )}
      </div>
    </div>
  );
}

import { Button, Descriptions, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMarkRead } from './queries';
import { useNoticeCenter } from './store';
import { useTypeName } from './typeName';
import { MessageStatus } from './MessageStatus';

/** Over the full list drawer, whichever of the two was opened first. */
const DETAIL_Z_INDEX = 1010;

/**
 * One message: title (its type name), type, time, status and content; 去处理 when it links to a screen. Closing it
 * marks an unread message read (spec §4 "Notification"), which refreshes the badge and the lists.
 */
export function MessageDetailDrawer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useNoticeCenter((s) => s.detail);
  const open = useNoticeCenter((s) => s.detailOpen);
  const closeDetail = useNoticeCenter((s) => s.closeDetail);
  const closeList = useNoticeCenter((s) => s.closeList);
  const markRead = useMarkRead();
  const typeName = useTypeName();
  const title = detail ? typeName(detail.msgType, detail.msgTypeName) : undefined;

  const close = () => {
    if (detail?.id && Number(detail.isRead) === 0) markRead.mutate(detail.id);
    closeDetail();
  };

  const handle = () => {
    const target = detail?.topath;
    close();
    closeList();
    if (!target) return;
    if (/^https?:\/\//.test(target)) window.open(target, '_blank', 'noopener');
    else navigate(target);
  };

  return (
    <Drawer
      open={open}
      onClose={close}
      title={title}
      size={480}
      zIndex={DETAIL_Z_INDEX}
      rootClassName="notice-detail"
      extra={
        detail && Number(detail.isTopath) === 1 && detail.topath ? (
          <Button type="link" onClick={handle}>
            {t('notice.handle')}
          </Button>
        ) : null
      }
    >
      {detail && (
        <Descriptions
          column={1}
          size="small"
          bordered
          styles={{ label: { whiteSpace: 'nowrap', width: 96 } }}
          items={[
            { key: 'type', label: t('notice.type'), children: title },
            { key: 'time', label: t('notice.time'), children: detail.createTime },
            { key: 'status', label: t('notice.status'), children: <MessageStatus isRead={detail.isRead} /> },
            ...(detail.peopleName ? [{ key: 'from', label: t('notice.from'), children: detail.peopleName }] : []),
            {
              key: 'content',
              label: t('notice.content'),
              children: <div className="notice-detail-content">{detail.msgContent}</div>,
            },
          ]}
        />
      )}
    </Drawer>
  );
}

import { Badge, Empty, Spin, Typography } from 'antd';
import type { MessageRecord } from '../../api/desk';
import { useTypeName } from './typeName';

interface Props {
  messages: MessageRecord[];
  loading: boolean;
  /** What an empty list says. */
  empty: string;
  onOpen(message: MessageRecord): void;
}

/** The popover's short list: per message its type (the title), the time and one line of content; a click opens it. */
export function MessageList({ messages, loading, empty, onOpen }: Props) {
  const typeName = useTypeName();
  if (!loading && !messages.length)
    return <Empty className="notice-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <Spin spinning={loading}>
      <ul className="notice-list">
        {messages.map((m) => (
          <li key={m.id}>
            <button type="button" className="notice-item" data-id={m.id} onClick={() => onOpen(m)}>
              <span className="notice-item-head">
                <Badge status={m.isRead ? 'default' : 'processing'} />
                <span className="notice-item-title">{typeName(m.msgType, m.msgTypeName)}</span>
                <time className="notice-item-time">{m.createTime}</time>
              </span>
              <Typography.Text className="notice-item-content" type="secondary" ellipsis>
                {m.msgContent}
              </Typography.Text>
            </button>
          </li>
        ))}
      </ul>
    </Spin>
  );
}

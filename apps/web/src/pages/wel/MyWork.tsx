import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { useNavigate } from 'react-router';
import { dashboardApi } from '../../api/dashboard';
import { useLoc } from '../../crud/labels';
import { useNoticeCenter } from '../../shell/notifications/store';
import { FiguresAsOf } from './AsOf';
import { T } from './texts';

/** The caller's own work (getIndexMsg): each count opens its list. */
export function MyWork() {
  const loc = useLoc();
  const navigate = useNavigate();
  const msg = useQuery({ queryKey: ['newIndex', 'msg'], queryFn: dashboardApi.indexMsg });
  const items = [
    { key: 'todo', label: T.todo, to: '/work/todo' },
    { key: 'claim', label: T.claim, to: '/work/claim' },
    { key: 'send', label: T.send, to: '/work/send' },
    { key: 'done', label: T.done, to: '/work/done' },
    { key: 'unread', label: T.unread, to: null },
  ] as const;
  // Unread messages open the notification center's list (unread first), as the bell's "more" does.
  const go = (to: string | null) => (to ? navigate(to) : useNoticeCenter.getState().openList(0));
  return (
    <Card
      title={loc(T.myWork)}
      extra={<FiguresAsOf at={msg.dataUpdatedAt} />}
      size="small"
      className="wel-work"
      loading={msg.isLoading}
    >
      <Row gutter={[8, 8]}>
        {items.map((i) => (
          <Col key={i.key} xs={8} sm={8} md={4} flex="1 1 0">
            <button type="button" className="wel-work-item" onClick={() => go(i.to)} data-work={i.key}>
              <Statistic title={loc(i.label)} value={msg.data?.[i.key] ?? 0} />
            </button>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

import type { HistoryFlowRow } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Empty, Space, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Loading, useLang } from '../../../crud';
import { stepDuration } from '../duration';
import { workApi } from '../api';
import { stepName } from '../stepNames';

const DECISION_COLOURS: Record<string, string> = {
  ok: 'green',
  reject: 'red',
  back: 'orange',
  recall: 'default',
  stop: 'red',
  transfer: 'blue',
};

/** The instance's path so far: each step with who, when, the decision, the comment and how long it took. */
export function HistoryTimeline({ processInstanceId }: { processInstanceId: string }) {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: ['work', 'history', processInstanceId],
    queryFn: () => workApi.history(processInstanceId),
    enabled: !!processInstanceId,
  });
  if (!history.data) return <Loading />;
  if (history.data.length === 0) return <Empty description={t('work.noHistory')} />;
  return (
    <Timeline
      className="flow-history"
      items={history.data.map((h, i) => ({
        key: `${h.historyActivityId}-${h.taskId || i}`,
        color: colourOf(h),
        content: <HistoryItem row={h} />,
      }))}
    />
  );
}

function colourOf(h: HistoryFlowRow): string {
  if (!h.endTime) return 'blue';
  if (h.decision === 'reject' || h.decision === 'stop') return 'red';
  if (h.decision === 'back') return 'orange';
  return 'green';
}

function HistoryItem({ row: h }: { row: HistoryFlowRow }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Space orientation="vertical" size={2} className="flow-history-item" data-activity={h.historyActivityId}>
      <Space size={6} wrap>
        <Typography.Text strong>{stepName(h.historyActivityName, lang) || h.historyActivityId}</Typography.Text>
        {h.assigneeName && <span>{h.assigneeName}</span>}
        {h.decision ? (
          <Tag color={DECISION_COLOURS[h.decision] ?? 'default'}>
            {t(`work.decision_${h.decision}`, { defaultValue: h.decision })}
          </Tag>
        ) : (
          !h.endTime && <Tag color="processing">{t('work.current')}</Tag>
        )}
      </Space>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {h.createTime}
        {h.endTime && ` → ${h.endTime}`}
        {h.endTime && ` · ${t('work.duration')} ${stepDuration(h.createTime, h.endTime, lang)}`}
      </Typography.Text>
      {h.comment && (
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{h.comment}</Typography.Paragraph>
      )}
    </Space>
  );
}

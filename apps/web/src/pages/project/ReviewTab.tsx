import { projectReview } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Empty, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentsApi } from '../../api/attachments';
import { Loading, type Row, isPage, resourceApi } from '../../crud';
import { projectApi } from './api';

const reviews = resourceApi(projectReview);

/** 评审结果: the project's latest review meeting, its votes and result, and 生成会议纪要. */
export function ReviewTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const meeting = useQuery({
    queryKey: ['project', 'review', projectId],
    queryFn: async () => {
      const answer = await reviews.list({ projectId, current: 1, size: 1, descs: 'create_time' });
      const rows: Row[] = isPage(answer) ? answer.records : answer;
      return rows[0] ?? null;
    },
  });
  if (meeting.isError) return <Alert type="error" showIcon title={(meeting.error as Error).message} />;
  if (meeting.isLoading) return <Loading />;
  if (!meeting.data) return <Empty description={t('project.noReview')} />;
  // the result and minutes calls name the project (their `entryId`) and answer its latest meeting
  return <ReviewResultView key={String(meeting.data.id)} entryId={projectId} />;
}

function ReviewResultView({ entryId }: { entryId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [making, setMaking] = useState(false);
  const result = useQuery({
    queryKey: ['project', 'reviewResult', entryId],
    queryFn: () => projectApi.reviewResult(entryId),
  });
  const makeMinutes = async () => {
    setMaking(true);
    try {
      const doc = await projectApi.createMinutes(entryId);
      message.success(t('project.docReady', { name: doc.name }));
      void attachmentsApi.open(doc.link);
    } finally {
      setMaking(false);
    }
  };
  const r = result.data;
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Button loading={making} onClick={() => void makeMinutes()}>
        {t('project.makeMinutes')}
      </Button>
      {result.isError ? (
        <Alert type="error" showIcon title={(result.error as Error).message} />
      ) : !r ? (
        <Loading />
      ) : (
        <>
          <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
            <Descriptions.Item label={t('project.reviewResult')}>
              {r.result ? (
                <Tag color={r.result === 'pass' ? 'green' : 'red'}>{t(`project.result.${r.result}`)}</Tag>
              ) : (
                '—'
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('project.votesFor')}>{r.votesFor}</Descriptions.Item>
            <Descriptions.Item label={t('project.votesAgainst')}>{r.votesAgainst}</Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            rowKey={(v) => `${v.userId}-${v.time}`}
            pagination={false}
            dataSource={r.votes}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: t('project.voter'), dataIndex: 'userName' },
              {
                title: t('project.decision'),
                dataIndex: 'decision',
                render: (d: string) => t(`work.decision_${d}`, { defaultValue: d }),
              },
              { title: t('project.comment'), dataIndex: 'comment' },
              { title: t('project.time'), dataIndex: 'time', width: 160 },
            ]}
          />
        </>
      )}
    </Space>
  );
}

import { FLOW_RECORD_STATES, dzbjyFamily, familyByCode, zlxzFamily } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Collapse, Empty, Space, Tag, Typography } from 'antd';
import { attachmentsApi } from '../../api/attachments';
import { useTranslation } from 'react-i18next';
import { Loading, useLoc } from '../../crud';
import { FlowDiagram } from '../work/process/FlowDiagram';
import { HistoryTimeline } from '../work/process/HistoryTimeline';
import { type ChainStepView, projectApi } from './api';

const STATUS_COLOURS: Record<ChainStepView['status'], string> = {
  done: 'success',
  running: 'processing',
  available: 'blue',
  locked: 'default',
  skipped: 'default',
};

/** 审批流程: each step of the project's chain with its state and, for each of its records, the history and diagram. */
export function ChainTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const chain = useQuery({ queryKey: ['project', 'chain', projectId], queryFn: () => projectApi.chain(projectId) });
  const stateLabel = (v: string) => {
    const o = FLOW_RECORD_STATES.find((s) => s.value === v);
    return o ? loc(o.label) : v;
  };
  if (chain.isError) return <Alert type="error" showIcon title={(chain.error as Error).message} />;
  if (!chain.data) return <Loading />;
  if (chain.data.length === 0) return <Empty />;
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }} className="project-chain">
      {chain.data.map((step) => {
        const family = familyByCode(step.family);
        return (
          <Card
            key={step.family}
            size="small"
            title={family ? loc(family.label) : step.label}
            extra={<Tag color={STATUS_COLOURS[step.status]}>{t(`project.chainStatus.${step.status}`)}</Tag>}
          >
            {step.records.length === 0 ? (
              // The project's own steps (立项, 项目申请) keep no record of their own once the next has started.
              <Typography.Text type="secondary">
                {t(step.status === 'done' ? 'project.doneNoRecords' : 'project.noRecords')}
              </Typography.Text>
            ) : (
              <Collapse
                size="small"
                items={step.records.map((r) => ({
                  key: r.id,
                  label: `${r.createTime ?? ''} · ${stateLabel(r.flowState)}`,
                  children: r.processInstanceId ? (
                    <>
                      <RecordActions family={step.family} record={r} />
                      <HistoryTimeline processInstanceId={r.processInstanceId} />
                      <FlowDiagram processInstanceId={r.processInstanceId} height={260} />
                    </>
                  ) : (
                    <Typography.Text type="secondary">{t('project.notStarted')}</Typography.Text>
                  ),
                }))}
              />
            )}
          </Card>
        );
      })}
    </Space>
  );
}

/** What an approved step record offers: 资料下载's archive, 党支部决议's generated board resolution. */
function RecordActions({ family, record }: { family: string; record: ChainStepView['records'][number] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  if (record.flowState !== 'approved') return null;
  if (family === zlxzFamily.code)
    return (
      <Button size="small" onClick={() => void attachmentsApi.open(projectApi.downloadArchiveUrl(record.id))}>
        {t('project.downloadArchive')}
      </Button>
    );
  if (family === dzbjyFamily.code)
    return (
      <Button
        size="small"
        onClick={async () => {
          const doc = await projectApi.createBoardDoc(record.id);
          message.success(t('project.docReady', { name: doc.name }));
          void attachmentsApi.open(doc.link);
        }}
      >
        {t('project.makeBoardDoc')}
      </Button>
    );
  return null;
}

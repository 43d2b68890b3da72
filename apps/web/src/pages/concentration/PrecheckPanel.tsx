import { useQuery } from '@tanstack/react-query';
import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { l } from '@flp/shared/resources';
import { amountFormat, type RecordTab } from '../../crud';
import { concentrationApi } from './api';
import { IndicatorTable, StatusTag } from './IndicatorTable';

/** 集中度预检 of a project (shown on the project before its approval): its amount against each limit. */
export function PrecheckPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['concentrationPrecheck', projectId],
    queryFn: () => concentrationApi.precheck(projectId),
  });
  if (q.isError)
    return (
      <Alert type="info" showIcon title={t('concentration.precheckFailed', { msg: (q.error as Error).message })} />
    );
  if (!q.data) return null;
  return (
    <div data-testid="concentration-precheck">
      <Space style={{ marginBottom: 8 }}>
        {t('concentration.precheckHint', { amount: amountFormat.formatter(q.data.amount) })}
        <StatusTag status={q.data.projectedStatus} />
      </Space>
      <IndicatorTable rows={q.data.indicators} />
    </div>
  );
}

/** A project's states from its approval on: the pre-check no longer bears on a decision. */
const DECIDED = new Set(['approved', 'contracted', 'vetoed']);

/** The pre-check as a tab of a project (its 查看 drawer, and beside the approvals of its chain). */
export const precheckTab: RecordTab = {
  key: 'concentration',
  label: l('集中度预检', 'Concentration pre-check'),
  show: (row) => !!row.customerId && !DECIDED.has(String(row.projectState)),
  render: (row) => <PrecheckPanel projectId={String(row.id)} />,
};

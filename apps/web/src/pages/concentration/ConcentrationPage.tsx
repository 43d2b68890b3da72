import { concentration } from '@flp/shared/resources';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../crud';
import { usePermission } from '../../store/auth';
import { concentrationApi } from './api';
import { IndicatorTable } from './IndicatorTable';

const DASHBOARD_KEY = ['concentrationDashboard'];

/** The indicators of the latest position (each with limit, value, headroom and status), for those who may see them. */
function Dashboard() {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: DASHBOARD_KEY, queryFn: () => concentrationApi.warnList(90, { silent: true }) });
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      title={
        <Space>
          {t('concentration.dashboard')}
          {q.data && <Tag>{t('concentration.asOf', { date: q.data.reportDate })}</Tag>}
        </Space>
      }
    >
      {q.isError ? (
        <Alert type="info" showIcon title={t('concentration.noPosition')} />
      ) : (
        <IndicatorTable rows={q.data?.indicators ?? []} testId="concentration-indicators" />
      )}
    </Card>
  );
}

/**
 * 客户集中度: finance staff's dated records of the company's position with its shareholders (the standard list and
 * form, the shareholders as its child rows), and above them the indicators computed from the latest record.
 */
export default function ConcentrationPage() {
  const canWarn = usePermission('risk_concentration_warn_view');
  const queryClient = useQueryClient();
  return (
    <div className="crud-page">
      {canWarn && <Dashboard />}
      <ResourcePage
        def={concentration}
        form={{ afterSubmit: () => void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }) }}
      />
    </div>
  );
}

import type { WorkflowFamily } from '@flp/shared/resources';
import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Loading, RecordView, useLoc } from '../../../crud';
import { NoFamily, useBusinessRecord, useFamilyRoute, useFieldOverrides } from './family';
import { ProcessLayout } from './ProcessLayout';
import { DecisionTabs } from './DecisionTabs';
import { RefSummaries } from './RefSummary';

/** /work/process/{family}/detail/:processInstanceId/:businessId — an instance read-only, for any family. */
export default function DetailPage() {
  const route = useFamilyRoute();
  if (!route.family) return <NoFamily code={route.code} />;
  return <Detail family={route.family} processInstanceId={route.processInstanceId} businessId={route.businessId} />;
}

function Detail({
  family,
  processInstanceId,
  businessId,
}: {
  family: WorkflowFamily;
  processInstanceId: string;
  businessId: string;
}) {
  const { t } = useTranslation();
  const loc = useLoc();
  const def = family.resource();
  const record = useBusinessRecord(family, businessId, processInstanceId);
  const overrides = useFieldOverrides(def);
  return (
    <ProcessLayout def={def} processInstanceId={processInstanceId} businessId={businessId || record.data?.id || ''}>
      <RefSummaries def={def} row={record.data} />
      <Card size="small" title={`${loc(family.label)} · ${t('work.business')}`} className="flow-business">
        {record.isError ? (
          <Alert type="error" showIcon title={(record.error as Error).message} />
        ) : record.data ? (
          <RecordView fields={def.fields} def={def} overrides={overrides} row={record.data} />
        ) : (
          <Loading />
        )}
      </Card>
      <DecisionTabs def={def} row={record.data} />
    </ProcessLayout>
  );
}

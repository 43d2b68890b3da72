import type { WorkflowFamily } from '@flp/shared/resources';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTab } from '../../../app/TabContext';
import { Loading, RecordView, ResourceForm, useLoc } from '../../../crud';
import { useTags } from '../../../store/tags';
import { workApi } from '../api';
import { ApprovalPanel } from './ApprovalPanel';
import { NoFamily, useBusinessRecord, useFamilyRoute, useFieldOverrides } from './family';
import { ProcessLayout } from './ProcessLayout';
import { DecisionTabs } from './DecisionTabs';
import { RefSummaries } from './RefSummary';

/**
 * /work/process/{family}/handle/:taskId/:processInstanceId/:businessId — a task of any family: the business record
 * (the fields the task may edit as a form, the rest read-only), the approval panel, history, files and diagram.
 */
export default function HandlePage() {
  const route = useFamilyRoute();
  if (!route.family) return <NoFamily code={route.code} />;
  return (
    <Handle
      family={route.family}
      taskId={route.taskId}
      processInstanceId={route.processInstanceId}
      businessId={route.businessId}
    />
  );
}

const NOTHING: string[] = [];

function Handle({
  family,
  taskId,
  processInstanceId,
  businessId,
}: {
  family: WorkflowFamily;
  taskId: string;
  processInstanceId: string;
  businessId: string;
}) {
  const { t } = useTranslation();
  const loc = useLoc();
  const navigate = useNavigate();
  const tab = useTab();
  const queryClient = useQueryClient();
  const def = family.resource();
  const [form] = Form.useForm();
  const info = useQuery({ queryKey: ['work', 'act', taskId], queryFn: () => workApi.actInfo(taskId) });
  const record = useBusinessRecord(family, businessId, processInstanceId);
  // Fields are edited only by whoever may complete the task now.
  const editable = info.data?.mayComplete ? info.data.editableFields : NOTHING;
  const edits = editable === '*' || editable.length > 0;
  const overrides = useFieldOverrides(def, editable);
  // Opening its task takes it up, as BladeX marks it: from now on the starter can no longer recall the request.
  const untouched = !!info.data?.mayComplete && !info.data.task.claimTime;
  useEffect(() => {
    if (untouched) workApi.takeUp(taskId).catch(() => undefined);
  }, [untouched, taskId]);

  // The lists refresh when they are shown again; this task's tab closes (its task is gone or no longer the caller's).
  const done = () => {
    void queryClient.invalidateQueries({ queryKey: ['work'], refetchType: 'none' });
    navigate('/work/todo');
    useTags.getState().close(tab.value);
  };
  const claimed = () => {
    void queryClient.invalidateQueries({ queryKey: ['work'], refetchType: 'none' });
    void info.refetch();
  };

  const row = record.data;
  const business = record.isError ? (
    <Alert type="error" showIcon title={(record.error as Error).message} />
  ) : !row ? (
    <Loading />
  ) : edits ? (
    <ResourceForm
      key={`${row.id}-${String(editable)}`}
      fields={def.fields}
      def={def}
      mode="edit"
      row={row}
      overrides={overrides}
      form={form}
      noActions
      onSubmit={async () => undefined}
    />
  ) : (
    <RecordView fields={def.fields} def={def} overrides={overrides} row={row} />
  );

  return (
    <ProcessLayout def={def} processInstanceId={processInstanceId} businessId={businessId || row?.id || ''}>
      <RefSummaries def={def} row={row} />
      <Card size="small" title={`${loc(family.label)} · ${t('work.business')}`} className="flow-business">
        {business}
      </Card>
      <DecisionTabs def={def} row={row} />
      {info.isError ? (
        <Alert type="warning" showIcon title={(info.error as Error).message} />
      ) : info.data ? (
        <ApprovalPanel
          family={family}
          info={info.data}
          processInstanceId={processInstanceId || info.data.task.processInstanceId}
          businessForm={edits ? form : undefined}
          editable={editable}
          onClaimed={claimed}
          onDone={done}
        />
      ) : (
        <Card size="small">
          <Loading />
        </Card>
      )}
    </ProcessLayout>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { Suspense, lazy } from 'react';
import { Loading } from '../../../crud';
import { workApi } from '../api';

// bpmn-js is large: loaded only when a diagram is shown.
const BpmnViewer = lazy(() => import('../../../components/bpmn/BpmnViewer'));

/**
 * The process diagram: an instance's (finished and active elements, the flows taken) or, before one exists, the
 * definition's (the form page).
 */
export function FlowDiagram({
  processInstanceId,
  processDefinitionId,
  height = 420,
}: {
  processInstanceId?: string;
  processDefinitionId?: string;
  height?: number;
}) {
  const by = processInstanceId ? { processInstanceId } : { processDefinitionId };
  const view = useQuery({
    queryKey: ['work', 'model-view', by],
    queryFn: () => workApi.modelView(by),
    enabled: !!(processInstanceId || processDefinitionId),
  });
  if (view.isError) return <Alert type="warning" showIcon title={(view.error as Error).message} />;
  if (!view.data) return <Loading />;
  return (
    <div className="flow-diagram" data-instance={processInstanceId ?? ''}>
      <Suspense fallback={<Loading />}>
        <BpmnViewer view={view.data} height={height} />
      </Suspense>
    </div>
  );
}

import type { ProcessDefinitionRow } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Modal } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../crud/Loading';
import { useScreen } from '../../shell/responsive';
import { flowApi } from './api';

// bpmn-js loads when a diagram is first opened, not with the list.
const BpmnViewer = lazy(() => import('../../components/bpmn/BpmnViewer'));

/** 查看: a deployed definition's diagram (process/model-view?processDefinitionId=). */
export function DefinitionDiagram({
  definition,
  onClose,
}: {
  definition: ProcessDefinitionRow | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const small = useScreen() === 'xs';
  const view = useQuery({
    queryKey: ['flow-model-view', definition?.id],
    queryFn: () => flowApi.modelView(definition!.id),
    enabled: !!definition,
  });
  return (
    <Modal
      open={!!definition}
      title={t('flow.manager.viewTitle', {
        name: definition ? `${definition.name || definition.key} v${definition.version}` : '',
      })}
      onCancel={onClose}
      footer={null}
      width={small ? '100%' : '90vw'}
      destroyOnHidden
    >
      {view.data && definition ? (
        <Suspense fallback={<Loading />}>
          <BpmnViewer view={view.data} height={small ? 360 : Math.min(640, Math.round(window.innerHeight * 0.65))} />
        </Suspense>
      ) : (
        <Loading />
      )}
    </Modal>
  );
}

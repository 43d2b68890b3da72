import type { FlowModelRow } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPage } from '../../crud/api';
import { Loading } from '../../crud/Loading';
import { flowApi, type ModelVersion } from './api';

const BpmnViewer = lazy(() => import('../../components/bpmn/BpmnViewer'));

const xmlOf = (v: ModelVersion) => v.modelEditorXml ?? v.xml ?? '';

/**
 * 版本: every saved version of a model, newest first; one whose XML the server sends can be viewed, or designed from
 * (saving it makes it the newest version again).
 */
export function ModelVersions({
  model,
  canEdit,
  onClose,
  onDesign,
}: {
  model: FlowModelRow | null;
  canEdit: boolean;
  onClose(): void;
  onDesign(xml: string): void;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<ModelVersion>();
  const versions = useQuery({
    queryKey: ['flow-model-versions', model?.id],
    queryFn: () => flowApi.versions(model!.id),
    enabled: !!model,
  });
  const rows = versions.data ? (isPage(versions.data) ? versions.data.records : versions.data) : [];
  const sorted = [...rows].sort((a, b) => b.version - a.version);

  const columns: TableColumnsType<ModelVersion> = [
    { title: t('flow.model.version'), dataIndex: 'version', width: 80, render: (v: number) => `v${v}` },
    { title: t('flow.model.name'), dataIndex: 'name', ellipsis: true },
    { title: t('flow.model.createTime'), dataIndex: 'createTime', width: 170 },
    {
      title: t('crud.operation'),
      key: 'op',
      width: 190,
      render: (_, v) =>
        xmlOf(v) ? (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => setShown(v)}>
              {t('flow.model.viewVersion')}
            </Button>
            {canEdit && (
              <Button type="link" size="small" onClick={() => onDesign(xmlOf(v))}>
                {t('flow.model.designVersion')}
              </Button>
            )}
          </Space>
        ) : null,
    },
  ];

  return (
    <>
      <Modal
        open={!!model}
        title={t('flow.model.versionsTitle', { name: model?.name ?? '' })}
        onCancel={onClose}
        footer={null}
        width={720}
        destroyOnHidden
      >
        <Table<ModelVersion>
          rowKey={(v) => `${v.id}-${v.version}`}
          size="small"
          data-testid="model-versions"
          columns={columns}
          dataSource={sorted}
          loading={versions.isFetching}
          pagination={sorted.length > 10 ? { pageSize: 10 } : false}
          scroll={{ x: 560 }}
        />
      </Modal>
      <Modal
        open={!!shown}
        title={shown ? `${model?.name ?? ''} v${shown.version}` : ''}
        onCancel={() => setShown(undefined)}
        footer={null}
        width="90vw"
        destroyOnHidden
      >
        {shown && (
          <Suspense fallback={<Loading />}>
            <BpmnViewer
              height={560}
              view={{
                xml: xmlOf(shown),
                processDefinitionId: '',
                flow: [],
                finishedActivityIds: [],
                activeActivityIds: [],
                takenFlowIds: [],
              }}
            />
          </Suspense>
        )}
      </Modal>
    </>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@flp/shared/constants';
import type { FlowModelRow } from '@flp/shared/resources';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../crud/ActionDialog';
import type { Row } from '../../crud/api';
import { type DataColumn, DataTable } from '../../crud/DataTable';
import { useSelection } from '../../crud/hooks/useSelection';
import { useTableHeight } from '../../crud/hooks/useTableHeight';
import { serverPagination } from '../../crud/paging';
import { totalText } from '../../crud/query';
import { SearchActions } from '../../crud/SearchActions';
import { useScreen } from '../../shell/responsive';
import { usePermission } from '../../store/auth';
import { flowApi } from './api';
import { type DesignTarget, ModelDesigner } from './ModelDesigner';
import { ModelVersions } from './ModelVersions';
import { DeployFields, useDeployWarnings } from './shared';

interface Filters {
  name?: string;
  modelKey?: string;
}

/**
 * 流程管理 > 模型管理 (/flow/model): the models being designed; 新建 and 设计 open the designer, 版本 lists the saved
 * versions, 部署 deploys the latest one under a category (and, from the platform tenant, for chosen tenants), 删除
 * removes a model with its versions (deployed definitions stay). Buttons by flow_model_view/edit/deploy/delete.
 */
export default function ModelPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canView = usePermission('flow_model_view');
  const canEdit = usePermission('flow_model_edit');
  const canDeploy = usePermission('flow_model_deploy');
  const showWarnings = useDeployWarnings();
  const canDelete = usePermission('flow_model_delete');
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [designing, setDesigning] = useState<DesignTarget | null>(null);
  const [versionsOf, setVersionsOf] = useState<FlowModelRow | null>(null);
  const [deploying, setDeploying] = useState<FlowModelRow | null>(null);
  const small = useScreen() === 'xs';
  const wrapRef = useRef<HTMLDivElement>(null);
  const scrollY = useTableHeight(wrapRef, 24);

  // 部署 proposes the category the model itself names (its targetNamespace), when it is one of the flow categories
  const deployingDetail = useQuery({
    queryKey: ['flow-model', deploying?.id],
    queryFn: () => flowApi.model(deploying!.id),
    enabled: !!deploying,
  });
  const proposedCategory = /targetNamespace="(flow_[^"]*)"/.exec(deployingDetail.data?.modelEditorXml ?? '')?.[1];

  const list = useQuery({
    queryKey: ['flow-models', paging, filters],
    queryFn: () => flowApi.models(paging.current, paging.size, filters),
  });
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: ['flow-models'] }), [queryClient]);
  const { confirmRun } = useSelection(reload);

  const columns = useMemo<DataColumn[]>(
    () => [
      { key: 'name', title: t('flow.model.name'), width: 200, ellipsis: true },
      {
        key: 'modelKey',
        title: t('flow.model.modelKey'),
        width: 180,
        render: (v) => <Typography.Text code>{String(v ?? '')}</Typography.Text>,
      },
      { key: 'version', title: t('flow.model.version'), width: 80, render: (v) => (v ? `v${v}` : '') },
      { key: 'description', title: t('flow.model.description'), width: 240, ellipsis: true },
      { key: 'updateTime', title: t('flow.model.updateTime'), width: 170 },
      {
        key: '__actions',
        title: t('crud.operation'),
        width: 240,
        fixed: small ? undefined : 'right',
        noSetting: true,
        render: (_v, row) => {
          const model = row as FlowModelRow;
          return (
            <span className="crud-actions">
              {canEdit && (
                <Button type="link" size="small" onClick={() => setDesigning({ id: model.id })}>
                  {t('flow.model.design')}
                </Button>
              )}
              {(canView || canEdit) && (
                <Button type="link" size="small" onClick={() => setVersionsOf(model)}>
                  {t('flow.model.versions')}
                </Button>
              )}
              {canDeploy && (
                <Button type="link" size="small" onClick={() => setDeploying(model)}>
                  {t('flow.model.deploy')}
                </Button>
              )}
              {canDelete && (
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() =>
                    confirmRun([row], {
                      confirm: t('flow.model.deleteConfirm', { name: model.name }),
                      run: () => flowApi.removeModels([model.id]),
                      success: t('flow.model.deleted'),
                    })
                  }
                >
                  {t('flow.model.delete')}
                </Button>
              )}
            </span>
          );
        },
      },
    ],
    [t, small, canEdit, canView, canDeploy, canDelete, confirmRun],
  );

  const search = (v: Filters) => {
    setFilters({ name: v.name?.trim() || undefined, modelKey: v.modelKey?.trim() || undefined });
    setPaging((p) => ({ ...p, current: 1 }));
  };

  return (
    <div className="crud-page">
      <Form form={form} layout="inline" className="crud-search" onFinish={search}>
        <Form.Item name="name" label={t('flow.model.name')}>
          <Input allowClear style={{ width: 180 }} placeholder={t('crud.enter', { label: t('flow.model.name') })} />
        </Form.Item>
        <Form.Item name="modelKey" label={t('flow.model.modelKey')}>
          <Input allowClear style={{ width: 180 }} placeholder={t('crud.enter', { label: t('flow.model.modelKey') })} />
        </Form.Item>
        <SearchActions
          onReset={() => {
            form.resetFields();
            search({});
          }}
        />
      </Form>
      <div ref={wrapRef} data-testid="flow-models">
        <DataTable
          id="flow-model"
          columns={columns}
          data={(list.data?.records ?? []) as Row[]}
          loading={list.isFetching}
          scrollY={scrollY}
          onReload={() => void reload()}
          toolbarLeft={
            <span className="crud-toolbar">
              {canEdit && (
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setDesigning({})}>
                  {t('flow.model.add')}
                </Button>
              )}
            </span>
          }
          pagination={serverPagination(paging, setPaging, list.data?.total ?? 0, PAGE_SIZES, {
            showQuickJumper: true,
            showTotal: (n) => totalText(t, n, list.data?.totalIsLowerBound),
          })}
        />
      </div>
      <ModelDesigner
        target={designing}
        canEdit={canEdit}
        onClose={(saved) => {
          setDesigning(null);
          if (saved) void reload();
        }}
      />
      <ModelVersions
        model={versionsOf}
        canEdit={canEdit}
        onClose={() => setVersionsOf(null)}
        onDesign={(xml) => {
          const id = versionsOf?.id;
          setVersionsOf(null);
          setDesigning({ id, xml });
        }}
      />
      <ActionDialog<{ category: string; tenantIds?: string[] }>
        open={!!deploying}
        title={t('flow.model.deployTitle', { name: deploying?.name ?? '' })}
        okText={t('flow.model.deploy')}
        formProps={{ layout: 'vertical' }}
        loading={deployingDetail.isLoading}
        initialValues={{ category: proposedCategory }}
        success={t('flow.model.deployed')}
        onSubmit={async (v) => showWarnings(await flowApi.deployModel(deploying!.id, v.category, v.tenantIds ?? []))}
        onClose={(done) => {
          setDeploying(null);
          // 流程管理, if open in another tab, shows the new definition
          if (done) void queryClient.invalidateQueries({ queryKey: ['flow-definitions'] });
        }}
      >
        <DeployFields prefix="model" />
      </ActionDialog>
    </div>
  );
}

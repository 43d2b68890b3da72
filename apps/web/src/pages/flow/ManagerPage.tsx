import { UploadOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@flp/shared/constants';
import { type ProcessDefinitionRow, SUSPENSION_STATES } from '@flp/shared/resources';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select, Tag, Typography, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../crud/ActionDialog';
import type { Row } from '../../crud/api';
import { type DataColumn, DataTable } from '../../crud/DataTable';
import { useSelection } from '../../crud/hooks/useSelection';
import { useTableHeight } from '../../crud/hooks/useTableHeight';
import { useLoc } from '../../crud/labels';
import { serverPagination } from '../../crud/paging';
import { totalText } from '../../crud/query';
import { SearchActions } from '../../crud/SearchActions';
import { useScreen } from '../../shell/responsive';
import { usePermission } from '../../store/auth';
import { type DefinitionFilters, flowApi } from './api';
import { DefinitionDiagram } from './DefinitionDiagram';
import { DeployFields, useCategoryOptions, useDeployWarnings } from './shared';

interface SearchValues {
  category?: string;
  mode?: 1 | 2;
  processDefinitionKey?: string;
}

interface DeployValues {
  files: UploadFile[];
  category: string;
  tenantIds?: string[];
}

/** Files the engine reads: BPMN 2.0 XML as Flowable's and BladeX's designers save it. */
const BPMN_FILE = /\.(bpmn|bpmn20\.xml|xml)$/i;

/**
 * 流程管理 > 流程管理 (/flow/manager): the deployed definitions, the latest version per key (filtered by category, by
 * common or own, by key); 部署 uploads BPMN files under a category (and, from the platform tenant, for chosen
 * tenants); 挂起 / 激活 change a definition's state, 删除 removes its deployment (after a confirmation), 查看 shows the
 * diagram. Buttons by flow_manager_view/deploy/state/delete.
 */
export default function ManagerPage() {
  const { t } = useTranslation();
  const loc = useLoc();
  const queryClient = useQueryClient();
  const canView = usePermission('flow_manager_view');
  const canDeploy = usePermission('flow_manager_deploy');
  const canState = usePermission('flow_manager_state');
  const canDelete = usePermission('flow_manager_delete');
  const categories = useCategoryOptions();
  const [form] = Form.useForm<SearchValues>();
  const [filters, setFilters] = useState<DefinitionFilters>({});
  const [paging, setPaging] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState<ProcessDefinitionRow | null>(null);
  const small = useScreen() === 'xs';
  const wrapRef = useRef<HTMLDivElement>(null);
  const scrollY = useTableHeight(wrapRef, 24);

  const list = useQuery({
    queryKey: ['flow-definitions', paging, filters],
    queryFn: () => flowApi.definitions(paging.current, paging.size, filters),
  });
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: ['flow-definitions'] }), [queryClient]);
  const { confirmRun } = useSelection(reload);

  const columns = useMemo<DataColumn[]>(() => {
    const stateLabel = (s: number) => loc(SUSPENSION_STATES.find((x) => x.value === s)?.label) || String(s);
    return [
      { key: 'name', title: t('flow.manager.name'), width: 200, ellipsis: true },
      {
        key: 'key',
        title: t('flow.manager.key'),
        width: 160,
        render: (v) => <Typography.Text code>{String(v ?? '')}</Typography.Text>,
      },
      { key: 'version', title: t('flow.manager.version'), width: 80, render: (v) => (v ? `v${v}` : '') },
      {
        key: 'category',
        title: t('flow.manager.category'),
        width: 140,
        render: (v, row) => row.categoryName || String(v ?? ''),
      },
      {
        key: 'suspensionState',
        title: t('flow.manager.state'),
        width: 90,
        render: (v) => (
          <Tag color={v === 1 ? 'success' : 'warning'} data-state={v}>
            {stateLabel(Number(v))}
          </Tag>
        ),
      },
      {
        key: 'tenantId',
        title: t('flow.manager.tenant'),
        width: 100,
        render: (v) => (v ? String(v) : <Tag>{t('flow.manager.common')}</Tag>),
      },
      { key: 'deploymentTime', title: t('flow.manager.deploymentTime'), width: 170 },
      {
        key: '__actions',
        title: t('crud.operation'),
        width: 190,
        fixed: small ? undefined : 'right',
        noSetting: true,
        render: (_v, row) => {
          const def = row as ProcessDefinitionRow;
          const active = def.suspensionState === 1;
          return (
            <span className="crud-actions">
              {canView && (
                <Button type="link" size="small" onClick={() => setViewing(def)}>
                  {t('flow.manager.view')}
                </Button>
              )}
              {canState && (
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    confirmRun([row], {
                      confirm: t(active ? 'flow.manager.suspendConfirm' : 'flow.manager.activateConfirm', {
                        name: def.name || def.key,
                      }),
                      run: () => flowApi.changeState(def.id, active ? 'suspend' : 'active'),
                      success: t('flow.manager.stateChanged'),
                    })
                  }
                >
                  {t(active ? 'flow.manager.suspend' : 'flow.manager.activate')}
                </Button>
              )}
              {canDelete && (
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() =>
                    confirmRun([row], {
                      confirm: t('flow.manager.deleteConfirm', { name: def.name || def.key }),
                      run: () => flowApi.deleteDeployment([def.deploymentId]),
                      success: t('flow.manager.deleted'),
                    })
                  }
                >
                  {t('flow.manager.delete')}
                </Button>
              )}
            </span>
          );
        },
      },
    ];
  }, [t, loc, small, canView, canState, canDelete, confirmRun]);

  const search = (v: SearchValues) => {
    setFilters({
      category: v.category || undefined,
      mode: v.mode || undefined,
      processDefinitionKey: v.processDefinitionKey?.trim() || undefined,
    });
    setPaging((p) => ({ ...p, current: 1 }));
  };

  const showWarnings = useDeployWarnings();
  const deploy = async (v: DeployValues) =>
    showWarnings(
      await flowApi.deployUpload(
        v.files.map((f) => f.originFileObj as File),
        v.category,
        v.tenantIds ?? [],
      ),
    );

  return (
    <div className="crud-page">
      <Form form={form} layout="inline" className="crud-search" onFinish={search}>
        <Form.Item name="category" label={t('flow.manager.category')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={categories}
            style={{ width: 180 }}
            placeholder={t('crud.choose', { label: t('flow.manager.category') })}
          />
        </Form.Item>
        <Form.Item name="mode" label={t('flow.manager.mode')}>
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder={t('crud.choose', { label: t('flow.manager.mode') })}
            options={[
              { value: 1, label: t('flow.manager.modeCommon') },
              { value: 2, label: t('flow.manager.modeOwn') },
            ]}
          />
        </Form.Item>
        <Form.Item name="processDefinitionKey" label={t('flow.manager.key')}>
          <Input allowClear style={{ width: 160 }} placeholder={t('crud.enter', { label: t('flow.manager.key') })} />
        </Form.Item>
        <SearchActions
          onReset={() => {
            form.resetFields();
            search({});
          }}
        />
      </Form>
      <div ref={wrapRef} data-testid="flow-definitions">
        <DataTable
          id="flow-manager"
          columns={columns}
          data={(list.data?.records ?? []) as Row[]}
          loading={list.isFetching}
          scrollY={scrollY}
          onReload={() => void reload()}
          toolbarLeft={
            <span className="crud-toolbar">
              {canDeploy && (
                <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
                  {t('flow.manager.deploy')}
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
      <ActionDialog<DeployValues>
        open={uploading}
        title={t('flow.manager.deployTitle')}
        okText={t('flow.manager.deploy')}
        width={520}
        formProps={{ layout: 'vertical' }}
        success={t('flow.manager.deployed')}
        onSubmit={deploy}
        onClose={(done) => {
          setUploading(false);
          if (done) void reload();
        }}
      >
        <Form.Item
          name="files"
          label={t('flow.manager.files')}
          extra={t('flow.manager.filesHelp')}
          valuePropName="fileList"
          getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}
          rules={[{ required: true, type: 'array', min: 1, message: t('flow.manager.filesRequired') }]}
        >
          <Upload
            multiple
            accept=".bpmn,.xml"
            beforeUpload={(file) => (BPMN_FILE.test(file.name) ? false : Upload.LIST_IGNORE)}
          >
            <Button icon={<UploadOutlined />}>{t('flow.manager.pickFiles')}</Button>
          </Upload>
        </Form.Item>
        <DeployFields prefix="manager" />
      </ActionDialog>
      <DefinitionDiagram definition={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}

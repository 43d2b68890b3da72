import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@flp/shared/constants';
import type { FollowRow } from '@flp/shared/resources';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionDialog, type DataColumn, DataTable, SearchActions, totalText } from '../../crud';
import { serverPagination } from '../../crud/paging';
import { useAuth } from '../../store/auth';
import { workApi } from '../work/api';
import { useCategoryLabel } from '../work/CategorySelect';
import { detailPath, familyOf, withName } from '../work/families';
import { FlowDiagram } from '../work/process/FlowDiagram';
import { SuspensionTag } from '../work/status';

interface Filters {
  processInstanceId?: string;
  processDefinitionKey?: string;
}

/**
 * 流程管理 > 流程跟踪 (/flow/follow): the running instances of the tenant, with 挂起 / 激活 (flow_follow_state), 删除
 * with a reason (flow_follow_delete), the diagram and the family's detail page.
 */
export default function FollowPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categoryLabel = useCategoryLabel();
  const permissions = useAuth((s) => s.permission);
  const canState = !!permissions.flow_follow_state;
  const canDelete = !!permissions.flow_follow_delete;
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [deleting, setDeleting] = useState<FollowRow>();
  const [diagramOf, setDiagramOf] = useState<FollowRow>();

  const list = useQuery({
    queryKey: ['work', 'follow', paging, filters],
    queryFn: () => workApi.followList({ ...filters, current: paging.current, size: paging.size }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['work'] });

  const toggle = (r: FollowRow) => {
    const suspend = r.suspensionState !== 2;
    modal.confirm({
      title: t('crud.tip'),
      content: t(suspend ? 'work.suspendConfirm' : 'work.activateConfirm'),
      okText: t('crud.confirm'),
      cancelText: t('crud.cancel'),
      onOk: async () => {
        await (suspend ? workApi.suspend(r.processInstanceId) : workApi.activate(r.processInstanceId));
        message.success(t(suspend ? 'work.suspendDone' : 'work.activateDone'));
        await reload();
      },
    });
  };

  const columns: DataColumn[] = [
    { key: 'processDefinitionName', title: t('work.processName'), width: 170, ellipsis: true },
    { key: 'processDefinitionKey', title: t('work.processKey'), width: 130, ellipsis: true },
    {
      key: 'category',
      title: t('work.category'),
      width: 120,
      render: (_, r) => categoryLabel(r.category, r.categoryName),
    },
    { key: 'processInstanceId', title: t('work.instanceId'), width: 170 },
    { key: 'startUser', title: t('work.startUser'), width: 110 },
    { key: 'startTime', title: t('work.startTime'), width: 170 },
    {
      key: 'suspensionState',
      title: t('work.status'),
      width: 90,
      render: (v) => <SuspensionTag state={v as 1 | 2} />,
    },
    {
      key: 'op',
      title: t('crud.operation'),
      width: 230,
      fixed: 'right',
      noSetting: true,
      render: (_, row) => {
        const r = row as FollowRow;
        const family = familyOf({ category: r.category });
        return (
          <Space size={0}>
            {family && (
              <Button
                type="link"
                size="small"
                onClick={() =>
                  navigate(withName(detailPath(family.code, r), r.processDefinitionName || r.processInstanceId))
                }
              >
                {t('work.detail')}
              </Button>
            )}
            <Button type="link" size="small" onClick={() => setDiagramOf(r)}>
              {t('work.diagram')}
            </Button>
            {canState && (
              <Button type="link" size="small" onClick={() => toggle(r)}>
                {r.suspensionState === 2 ? t('work.activateAction') : t('work.suspendAction')}
              </Button>
            )}
            {canDelete && (
              <Button type="link" size="small" danger onClick={() => setDeleting(r)}>
                {t('crud.delete')}
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  const page = list.data;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} className="flow-follow">
      <Card size="small">
        <Form
          form={form}
          layout="inline"
          style={{ rowGap: 8 }}
          onFinish={(f) => {
            setFilters({
              processInstanceId: f.processInstanceId?.trim() || undefined,
              processDefinitionKey: f.processDefinitionKey?.trim() || undefined,
            });
            setPaging((p) => ({ ...p, current: 1 }));
          }}
        >
          <Form.Item name="processInstanceId" label={t('work.instanceId')}>
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="processDefinitionKey" label={t('work.processKey')}>
            <Input allowClear style={{ width: 180 }} />
          </Form.Item>
          <SearchActions
            onReset={() => {
              form.resetFields();
              setFilters({});
              setPaging((p) => ({ ...p, current: 1 }));
            }}
          />
        </Form>
      </Card>
      <Card size="small">
        <DataTable
          id="flow-follow"
          rowKey="processInstanceId"
          columns={columns}
          data={page?.records ?? []}
          loading={list.isFetching}
          onReload={() => void list.refetch()}
          size="middle"
          pagination={serverPagination(paging, setPaging, page?.total ?? 0, PAGE_SIZES, {
            showTotal: (total) => totalText(t, total, page?.totalIsLowerBound),
          })}
        />
      </Card>
      <ActionDialog<{ deleteReason: string }>
        open={!!deleting}
        title={t('work.deleteTitle', { name: deleting?.processDefinitionName ?? '' })}
        success={t('crud.deleteSuccess')}
        formProps={{ layout: 'vertical' }}
        onSubmit={(v) => workApi.deleteInstance(deleting!.processInstanceId, v.deleteReason.trim())}
        onClose={(done) => {
          setDeleting(undefined);
          if (done) void reload();
        }}
      >
        <Form.Item
          name="deleteReason"
          label={t('work.deleteReason')}
          rules={[{ required: true, whitespace: true, message: t('work.deleteReasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </ActionDialog>
      <Modal
        open={!!diagramOf}
        title={`${t('work.diagram')} — ${diagramOf?.processDefinitionName ?? ''}`}
        footer={null}
        width={960}
        destroyOnHidden
        onCancel={() => setDiagramOf(undefined)}
      >
        {diagramOf && <FlowDiagram processInstanceId={diagramOf.processInstanceId} height={480} />}
      </Modal>
    </Space>
  );
}

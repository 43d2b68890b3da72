import { user, fieldLabel } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Empty, Form, Modal, Select, Space, Table, Tree } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userApi } from '../../api/system';
import { ActionDialog, type PageContext, type Row, useLoc, useRemoteTree } from '../../crud';

/** 角色配置: set the roles of the selected users (one user's roles are preselected). */
export function UserRoleDialog({
  state,
  onClose,
}: {
  state: { rows: Row[]; ctx: PageContext } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const tree = useRemoteTree('/api/blade-system/role/tree', undefined, !!state);
  const [checked, setChecked] = useState<string[]>([]);
  const [seen, setSeen] = useState<Row[] | null>(null);
  if (state && state.rows !== seen) {
    setSeen(state.rows);
    setChecked(
      state.rows.length === 1
        ? String(state.rows[0].roleId ?? '')
            .split(',')
            .filter(Boolean)
        : [],
    );
  }
  const save = async () => {
    if (!state) return;
    if (!checked.length) {
      message.warning(t('system.user.chooseRole'));
      return false;
    }
    await userApi.grant(
      state.rows.map((r) => String(r.id)),
      checked,
    );
    void state.ctx.reload();
  };
  return (
    <ActionDialog
      open={!!state}
      title={t('system.user.roleConfig')}
      width={420}
      loading={tree.isLoading}
      success={t('system.user.roleSuccess')}
      onSubmit={save}
      onClose={onClose}
    >
      {tree.data?.length ? (
        <Tree
          checkable
          checkStrictly
          defaultExpandAll
          treeData={tree.data}
          checkedKeys={checked}
          onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
        />
      ) : (
        <Empty />
      )}
    </ActionDialog>
  );
}

/** 平台配置: the user's platform (user type), from platform-detail, saved with update-platform. */
export function PlatformDialog({
  state,
  onClose,
}: {
  state: { row: Row; ctx: PageContext } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const loc = useLoc();
  const detail = useQuery({
    queryKey: ['platform-detail', state?.row.id],
    queryFn: () => userApi.platformDetail(String(state!.row.id)),
    enabled: !!state,
    staleTime: 0,
    gcTime: 0,
  });
  const typeField = user.fields.find((f) => f.name === 'userType')!;
  const save = async (v: { userType?: number }) => {
    if (!state) return;
    await userApi.updatePlatform(String(state.row.id), Number(v.userType));
    void state.ctx.reload();
  };
  return (
    <ActionDialog<{ userType?: number }>
      open={!!state}
      title={t('system.user.platform')}
      width={420}
      loading={detail.isLoading || !detail.data}
      formProps={{ labelCol: { flex: '100px' } }}
      initialValues={{ userType: detail.data?.userType }}
      success={t('crud.updateSuccess')}
      onSubmit={save}
      onClose={onClose}
    >
      <Form.Item label={loc(fieldLabel(user, 'account'))}>{detail.data?.account}</Form.Item>
      <Form.Item
        name="userType"
        label={loc(typeField.label)}
        rules={[{ required: true, message: t('system.user.chooseType') }]}
      >
        <Select options={(typeField.options ?? []).map((o) => ({ value: o.value, label: loc(o.label) }))} />
      </Form.Item>
    </ActionDialog>
  );
}

/** 注册审核: registrations waiting for an administrator (status 2), approved (audit-pass) or refused (audit-refuse). */
export function PendingDialog({ ctx, onClose }: { ctx: PageContext | null; onClose: () => void }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const { message, modal } = App.useApp();
  const [paging, setPaging] = useState({ current: 1, size: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const list = useQuery({
    queryKey: ['pending-users', paging],
    queryFn: () => userApi.pending(paging.current, paging.size),
    enabled: !!ctx,
    staleTime: 0,
  });
  const label = (name: string) => loc(fieldLabel(user, name));
  const act = (ids: string[], pass: boolean) => {
    if (!ids.length) {
      message.warning(t('crud.selectOne'));
      return;
    }
    modal.confirm({
      title: t('common.tip'),
      content: pass ? t('system.user.passConfirm') : t('system.user.refuseConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await (pass ? userApi.auditPass(ids) : userApi.auditRefuse(ids));
        message.success(pass ? t('system.user.passSuccess') : t('system.user.refuseSuccess'));
        setSelected([]);
        await list.refetch();
        await ctx?.reload();
      },
    });
  };
  return (
    <Modal open={!!ctx} title={t('system.user.audit')} width={880} footer={null} destroyOnHidden onCancel={onClose}>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => act(selected, true)}>
          {t('system.user.pass')}
        </Button>
        <Button danger onClick={() => act(selected, false)}>
          {t('system.user.refuse')}
        </Button>
      </Space>
      <Table<Row>
        rowKey="id"
        size="small"
        bordered
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        rowSelection={{ selectedRowKeys: selected, onChange: (k) => setSelected(k.map(String)) }}
        pagination={{
          current: paging.current,
          pageSize: paging.size,
          total: list.data?.total ?? 0,
          onChange: (current, size) => setPaging({ current, size }),
        }}
        columns={[
          { key: 'account', dataIndex: 'account', title: label('account') },
          { key: 'name', dataIndex: 'name', title: label('name') },
          { key: 'realName', dataIndex: 'realName', title: label('realName') },
          { key: 'createTime', dataIndex: 'createTime', title: t('crud.createTime') },
          {
            key: 'actions',
            title: t('crud.operation'),
            width: 160,
            render: (_v, row) => (
              <Space>
                <Button type="link" size="small" onClick={() => act([String(row.id)], true)}>
                  {t('system.user.pass')}
                </Button>
                <Button type="link" size="small" danger onClick={() => act([String(row.id)], false)}>
                  {t('system.user.refuse')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Modal>
  );
}

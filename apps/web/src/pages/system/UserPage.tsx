import { AuditOutlined, KeyOutlined, TeamOutlined, UnlockOutlined } from '@ant-design/icons';
import { password, user } from '@flp/shared/resources';
import { App, Button, Col, Row as GridRow, Space, Switch, Tag, Tooltip } from 'antd';
import { md5 } from 'js-md5';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userApi } from '../../api/system';
import { usePermission } from '../../store/auth';
import { useScreen } from '../../shell/responsive';
import { type PageContext, ResourcePage, type Row } from '../../crud';
import { SideTree } from './SideTree';
import { PendingDialog, PlatformDialog, UserRoleDialog } from './UserDialogs';

/** The user definition with a confirmation beside the password (a form-only field: never listed, viewed or sent). */
const password2 = password('password2', { 'zh-CN': '确认密码', 'en-US': 'Confirm password' }, { max: 100 });
const userForm = {
  ...user,
  fields: user.fields.flatMap((f) => (f.name === 'password' ? [f, password2] : [f])),
};

/**
 * 用户管理: the department tree filters the list (a department and those below it); add/edit pick roles,
 * departments and posts; the password is set when adding (sent as md5). Extra actions: reset password, role
 * configuration, platform configuration, the approval of pending registrations, unlocking accounts locked after failed
 * sign-ins (账号解封, user_unlock) and a switch that disables or enables an account (user_status; disabling signs the
 * user out at once).
 */
export default function UserPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [deptId, setDeptId] = useState<string>();
  const [granting, setGranting] = useState<{ rows: Row[]; ctx: PageContext } | null>(null);
  const [platform, setPlatform] = useState<{ row: Row; ctx: PageContext } | null>(null);
  const [pending, setPending] = useState<PageContext | null>(null);
  const canSetStatus = usePermission('user_status');

  const setStatus = (row: Row, enable: boolean, page?: PageContext) =>
    modal.confirm({
      title: t('common.tip'),
      content: t(enable ? 'system.user.enableConfirm' : 'system.user.disableConfirm', { account: row.account }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await userApi.updateStatus([String(row.id)], enable ? 1 : 0);
        message.success(t(enable ? 'system.user.enableSuccess' : 'system.user.disableSuccess'));
        await page?.reload();
      },
    });

  /** A toolbar button for the selected users: asks `system.user.<key>Confirm`, runs, says `<key>Success`. */
  const bulkAction = (
    ctx: PageContext,
    code: string,
    icon: ReactNode,
    label: string,
    key: string,
    run: (ids: string[]) => Promise<unknown>,
  ) =>
    ctx.can(code) && (
      <Button
        icon={icon}
        onClick={() =>
          ctx.confirmSelected({
            confirm: t(`system.user.${key}Confirm`),
            run: (rows) => run(rows.map((r) => String(r.id))),
            success: t(`system.user.${key}Success`),
          })
        }
      >
        {t(`system.user.${label}`)}
      </Button>
    );

  const statusCell = (v: unknown, row: Row, page?: PageContext) => {
    const status = Number(v);
    const locked = row.locked === true && (
      <Tooltip title={t('system.user.lockedTip', { minutes: row.lockMinutes })}>
        <Tag color="red" className="user-locked">
          {t('system.user.locked')}
        </Tag>
      </Tooltip>
    );
    if (status === 2) return <Tag color="gold">{t('system.user.pending')}</Tag>;
    const state = canSetStatus ? (
      <Switch
        size="small"
        className="user-status-switch"
        checked={status === 1}
        checkedChildren={t('system.user.enabled')}
        unCheckedChildren={t('system.user.disabled')}
        onChange={(on) => setStatus(row, on, page)}
      />
    ) : status === 1 ? (
      <Tag color="green">{t('system.user.active')}</Tag>
    ) : (
      <Tag>{t('system.user.disabled')}</Tag>
    );
    return (
      <Space size={4}>
        {state}
        {locked}
      </Space>
    );
  };

  // On a small screen the department tree sits above the list instead of taking a third of its width.
  const small = useScreen() === 'xs';
  return (
    <GridRow gutter={[12, 12]} wrap={small}>
      <Col flex={small ? '100%' : '240px'}>
        <SideTree url="/api/blade-system/dept/tree" value={deptId} onChange={setDeptId} />
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <ResourcePage
          def={userForm}
          params={deptId ? { deptId } : undefined}
          menuWidth={300}
          columns={[
            { key: 'roleName', title: { 'zh-CN': '所属角色', 'en-US': 'Roles' }, after: 'realName', view: true },
            { key: 'deptName', title: { 'zh-CN': '所属部门', 'en-US': 'Departments' }, after: 'roleName', view: true },
            { key: 'postName', title: { 'zh-CN': '所属岗位', 'en-US': 'Posts' }, after: 'deptName', view: true },
            {
              key: 'status',
              title: { 'zh-CN': '状态', 'en-US': 'Status' },
              render: statusCell,
              width: 150,
              after: 'account',
            },
          ]}
          fields={{
            code: { list: false },
            email: { list: false },
            birthday: { list: false },
            avatar: { form: false, view: false },
            qr: { form: false, view: false },
            // Roles, departments and posts are references: the form's pickers come from their definitions.
            roleId: { list: false, view: false },
            deptId: { list: false, view: false, search: false },
            postId: { list: false, view: false },
            password: { rules: [{ required: true, message: t('system.user.passwordRequired') }] },
            password2: {
              rules: [
                { required: true, message: t('system.user.password2Required') },
                ({ getFieldValue }) => ({
                  validator: (_r, v) =>
                    !v || v === getFieldValue('password')
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('system.user.passwordMismatch'))),
                }),
              ],
            },
          }}
          form={{
            initialValues: () => (deptId ? { deptId } : {}),
            beforeSubmit: (values, mode) => {
              const { password2: _confirm, ...body } = values;
              if (mode === 'add' && body.password) body.password = md5(String(body.password));
              return body;
            },
          }}
          toolbar={(ctx) => (
            <>
              {ctx.can('user_role') && (
                <Button
                  icon={<TeamOutlined />}
                  onClick={() =>
                    ctx.selectedRows.length
                      ? setGranting({ rows: ctx.selectedRows, ctx })
                      : message.warning(t('crud.selectOne'))
                  }
                >
                  {t('system.user.roleConfig')}
                </Button>
              )}
              {bulkAction(ctx, 'user_reset', <KeyOutlined />, 'resetPassword', 'reset', (ids) =>
                userApi.resetPassword(ids),
              )}
              {ctx.can('user_audit') && (
                <Button icon={<AuditOutlined />} onClick={() => setPending(ctx)}>
                  {t('system.user.audit')}
                </Button>
              )}
              {bulkAction(ctx, 'user_unlock', <UnlockOutlined />, 'unlock', 'unlock', userApi.unlock)}
            </>
          )}
          rowActions={(row, ctx) =>
            ctx.can('user_platform') && (
              <Button type="link" size="small" onClick={() => setPlatform({ row, ctx })}>
                {t('system.user.platform')}
              </Button>
            )
          }
        />
      </Col>
      <UserRoleDialog state={granting} onClose={() => setGranting(null)} />
      <PlatformDialog state={platform} onClose={() => setPlatform(null)} />
      <PendingDialog ctx={pending} onClose={() => setPending(null)} />
    </GridRow>
  );
}

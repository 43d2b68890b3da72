import { Alert, Checkbox, Form, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPT_ROLE_SUFFIX, taskUser } from '@flp/shared/resources';
import { RemoteSearchSelect } from '../../crud/pickers';
import {
  type PeopleDirectory,
  type PeopleKind,
  entriesOf,
  isExpression,
  rolesValue,
  userIdsOf,
  usersValue,
} from './people';

/** What the properties panel asked to pick: the attribute, its value, and where the answer goes. */
export interface PeopleRequest {
  kind: PeopleKind;
  value: string | undefined;
  resolve(value: string | undefined | null): void;
}

/**
 * 选择人员 / 选择角色 for a user task: people by name (the user picker, GET /api/blade-user/select?keyword=), roles by
 * name from the tenant's roles — one for 处理人, any number for the candidates — written as the engine reads them
 * (`taskUser_<id>`, the role's alias, `alias@dept` for the holder in the starter's department). Expressions already
 * in the value are kept. Cancelling answers null (nothing changes).
 */
export function PeopleDialog({ request, people }: { request: PeopleRequest | null; people: PeopleDirectory }) {
  const { t } = useTranslation();
  const [users, setUsers] = useState<string[]>([]);
  const [roles, setRoles] = useState<string[]>([]);
  const [byDept, setByDept] = useState(false);
  const [, setRolesLoaded] = useState(0);
  const kind = request?.kind;
  useEffect(() => {
    if (!request) return;
    setUsers(userIdsOf(request.value));
    const groups = entriesOf(request.value).filter((e) => !isExpression(e));
    setByDept(groups.some((g) => g.endsWith(DEPT_ROLE_SUFFIX)));
    setRoles(groups.map((g) => (g.endsWith(DEPT_ROLE_SUFFIX) ? g.slice(0, -DEPT_ROLE_SUFFIX.length) : g)));
    if (request.kind === 'candidateGroups') void people.loadRoles().then(() => setRolesLoaded((n) => n + 1));
  }, [request, people]);
  const kept = entriesOf(request?.value).filter(isExpression);
  const ok = () => {
    if (!request) return;
    if (kind === 'candidateGroups')
      request.resolve(
        rolesValue(
          request.value,
          roles.map((r) => (byDept ? `${r}${DEPT_ROLE_SUFFIX}` : r)),
        ),
      );
    else if (kind === 'assignee')
      // one person; with nobody chosen an expression stays (the starter, a variable)
      request.resolve(users[0] ? taskUser(users[0]) : kept.length ? request.value : undefined);
    else request.resolve(usersValue(request.value, users));
  };
  return (
    <Modal
      open={!!request}
      title={kind === 'candidateGroups' ? t('flow.designer.pickRolesTitle') : t('flow.designer.pickUsersTitle')}
      onOk={ok}
      onCancel={() => request?.resolve(null)}
      okText={t('crud.confirm')}
      cancelText={t('crud.cancel')}
      destroyOnHidden
      className="flp-people-dialog"
    >
      <Form layout="vertical">
        {kind === 'candidateGroups' ? (
          <>
            <Form.Item label={t('flow.designer.candidateGroups')}>
              <Select
                mode="multiple"
                value={roles}
                onChange={setRoles}
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('flow.designer.pickRolesPlaceholder')}
                options={people.roles.map((r) => ({ value: r.alias, label: `${r.name} (${r.alias})` }))}
                data-testid="people-roles"
              />
            </Form.Item>
            <Checkbox checked={byDept} onChange={(e) => setByDept(e.target.checked)}>
              {t('flow.designer.byDept')}
            </Checkbox>
          </>
        ) : (
          <Form.Item label={kind === 'assignee' ? t('flow.designer.assignee') : t('flow.designer.candidateUsers')}>
            <RemoteSearchSelect
              url="/api/blade-user/select"
              multiple={kind !== 'assignee'}
              value={kind === 'assignee' ? users[0] : users}
              onChange={(v) =>
                setUsers(v === undefined || v === null ? [] : Array.isArray(v) ? v.map(String) : [String(v)])
              }
              placeholder={t('flow.designer.pickUsersPlaceholder')}
            />
          </Form.Item>
        )}
        {kept.length > 0 && (
          <Alert
            type="info"
            showIcon
            title={
              <>
                {t(kind === 'assignee' ? 'flow.designer.replacedExpression' : 'flow.designer.keptExpressions')}{' '}
                <Typography.Text code>{kept.join(', ')}</Typography.Text>
              </>
            }
          />
        )}
      </Form>
    </Modal>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useMemo } from 'react';
import { splitIds } from '../../crud/refs';
import { type UserOption, workApi } from './api';

/** The users of the tenant (user-list, any signed-in user), cached while the app runs. */
export function useUsers() {
  return useQuery({ queryKey: ['work', 'users'], queryFn: workApi.users, staleTime: 5 * 60_000 });
}

export const userLabel = (u: UserOption) => `${u.realName || u.name} (${u.account})`;

/**
 * A user picker for workflow pages (an approver on a form, the user a task is transferred to): every signed-in user
 * may pick, where the user screen's own picker needs its permission. Values are user ids.
 */
export function UserSelect({
  value,
  onChange,
  disabled,
  placeholder,
  id,
  exclude,
  multiple,
}: {
  /** One id, or the ids of a `refs` field (the form item splits and joins its comma list). */
  value?: string | string[] | null;
  onChange?: (v: string | string[] | null) => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  /** Users not offered (the caller, when handing a task on). */
  exclude?: string[];
  /** Several users (a meeting's reviewers). */
  multiple?: boolean;
}) {
  const users = useUsers();
  const options = useMemo(
    () =>
      (users.data ?? [])
        .filter((u) => !exclude?.includes(String(u.id)))
        .map((u) => ({ value: String(u.id), label: userLabel(u) })),
    [users.data, exclude],
  );
  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      value={value || undefined}
      onChange={(v) => onChange?.(v ?? null)}
      disabled={disabled}
      placeholder={placeholder}
      loading={users.isLoading}
      options={options}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
    />
  );
}

/** A user id as people read it (its name), or the id while the users load. */
export function UserName({ id }: { id: unknown }) {
  const users = useUsers();
  const u = users.data?.find((x) => String(x.id) === String(id ?? ''));
  return <>{u ? userLabel(u) : String(id ?? '')}</>;
}

/** A comma list of user ids (a meeting's reviewers) as people read it. */
export function UserNames({ ids }: { ids: unknown }) {
  const users = useUsers();
  const names = splitIds(ids).map((id) => {
    const u = users.data?.find((x) => String(x.id) === id);
    return u ? userLabel(u) : id;
  });
  return <>{names.join('、')}</>;
}

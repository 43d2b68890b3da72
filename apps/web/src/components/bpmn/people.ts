import { DEPT_ROLE_SUFFIX, taskUser, userIdOf } from '@flp/shared/resources';
import { http } from '../../api/http';

/**
 * Who a user task goes to, as the designer shows and picks it: the engine's values (`taskUser_<id>` for a person, a
 * role's alias, `alias@dept` for the holder of a role in the starter's department, an expression such as
 * `${applyUser}`) read back as names. The users' names come from the user picker (`GET /api/blade-user/select?ids=`),
 * the roles' from the tenant's role list; both are kept for the designer's life.
 */
export type PeopleKind = 'assignee' | 'candidateUsers' | 'candidateGroups';

export interface RoleOption {
  alias: string;
  name: string;
}

/** The comma list's entries, trimmed. */
export const entriesOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** An entry that is an expression (evaluated by the engine when the task is made), kept as written. */
export const isExpression = (entry: string) => entry.includes('${') || entry.includes('#{');

/** The people's user ids among the entries (`taskUser_7` or `7`). */
export const userIdsOf = (value: string | undefined) =>
  entriesOf(value)
    .filter((e) => !isExpression(e))
    .map(userIdOf)
    .filter((id): id is string => !!id);

/** The value written for users chosen, the expressions already there kept first. */
export function usersValue(previous: string | undefined, ids: string[]): string | undefined {
  const kept = entriesOf(previous).filter(isExpression);
  const all = [...kept, ...ids.map(taskUser)];
  return all.length ? all.join(',') : undefined;
}

/** The value written for roles chosen (`alias`, or `alias@dept`), the expressions already there kept first. */
export function rolesValue(previous: string | undefined, aliases: string[]): string | undefined {
  const kept = entriesOf(previous).filter(isExpression);
  const all = [...kept, ...aliases];
  return all.length ? all.join(',') : undefined;
}

type Row = Record<string, unknown>;

/** Flattens a role tree (list answers may nest children). */
function flatRoles(rows: Row[], out: RoleOption[] = []): RoleOption[] {
  for (const r of rows) {
    if (r.roleAlias) out.push({ alias: String(r.roleAlias), name: String(r.roleName ?? r.roleAlias) });
    if (Array.isArray(r.children)) flatRoles(r.children as Row[], out);
  }
  return out;
}

export class PeopleDirectory {
  private users = new Map<string, string>();
  private asked = new Set<string>();
  roles: RoleOption[] = [];
  private rolesLoaded: Promise<void> | undefined;

  /** Called when names arrive (the panel then draws them). */
  constructor(private readonly changed: () => void) {}

  loadRoles(): Promise<void> {
    this.rolesLoaded ??= http
      .get<Row[] | { records: Row[] }>('/api/blade-system/role/list', {}, { silent: true })
      .then((rows) => {
        this.roles = flatRoles(Array.isArray(rows) ? rows : (rows.records ?? []));
        this.changed();
      })
      .catch(() => undefined);
    return this.rolesLoaded;
  }

  private askFor(ids: string[]) {
    const missing = ids.filter((id) => !this.users.has(id) && !this.asked.has(id));
    if (!missing.length) return;
    for (const id of missing) this.asked.add(id);
    http
      .get<Row[]>('/api/blade-user/select', { ids: missing.join(',') }, { silent: true })
      .then((rows) => {
        for (const r of rows) this.users.set(String(r.id), String(r.title ?? r.realName ?? r.name ?? r.id));
        this.changed();
      })
      .catch(() => undefined);
  }

  /** The value as a person reads it: names for users and roles, expressions as written; undefined when empty. */
  describe(kind: PeopleKind, value: string | undefined): string | undefined {
    const entries = entriesOf(value);
    if (!entries.length) return undefined;
    if (kind === 'candidateGroups') {
      void this.loadRoles();
      return entries
        .map((e) => {
          if (isExpression(e)) return e;
          const scoped = e.endsWith(DEPT_ROLE_SUFFIX);
          const alias = scoped ? e.slice(0, -DEPT_ROLE_SUFFIX.length) : e;
          const role = this.roles.find((r) => r.alias === alias);
          const name = role ? role.name : alias;
          return scoped ? `${name}@dept` : name;
        })
        .join(', ');
    }
    this.askFor(userIdsOf(value));
    return entries
      .map((e) => {
        if (isExpression(e)) return e;
        const id = userIdOf(e);
        return id ? (this.users.get(id) ?? e) : e;
      })
      .join(', ');
  }
}

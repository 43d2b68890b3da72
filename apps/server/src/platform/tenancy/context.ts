import { ADMIN_ROLE_ALIAS, PLATFORM_TENANT_ID } from '@flp/shared';

/** A data-scope rule granted to one of the user's roles (spec: 数据权限; see platform/crud/data-scope.ts). */
export interface DataScopeRule {
  /** The resource it limits: its permission code (`user`) or its name. */
  resourceCode: string;
  /** 1 all, 2 own, 3 own departments, 4 own departments and below, 5 the departments listed in scopeValue. */
  scopeType: number;
  /** The department column compared by types 3–5 (`create_dept` unless set). */
  scopeColumn: string;
  scopeValue: string;
}

/**
 * Who is asking: set once per request by the auth plugin from a verified token. Every data-layer call takes it, so a
 * query can only ever see the asker's tenant.
 */
export interface RequestContext {
  tenantId: string;
  userId: string;
  deptId: string;
  /** Every department of the user (a user may belong to several). */
  deptIds: readonly string[];
  /** Those departments and every department below them. */
  deptTreeIds: readonly string[];
  roleIds: string[];
  roleAliases: string[];
  account: string;
  /** Button permission codes granted through the user's roles. */
  permissions: ReadonlySet<string>;
  /** The platform administrator (administrator role of tenant 000000) holds every permission. */
  superAdmin: boolean;
  /** Data-scope rules granted through the user's roles; a resource no rule names shows all of the tenant's rows. */
  dataScopes: readonly DataScopeRule[];
  /** API scopes granted through the user's roles (an API that some scope names needs one of them). */
  apiScopeIds: ReadonlySet<string>;
}

/** A tenant's administrator (or the platform's) is limited by neither data scopes nor API scopes. */
export const isAdministrator = (ctx: Pick<RequestContext, 'superAdmin' | 'roleAliases'>) =>
  ctx.superAdmin || ctx.roleAliases.includes(ADMIN_ROLE_ALIAS);

export const isPlatformTenant = (ctx: Pick<RequestContext, 'tenantId'>) => ctx.tenantId === PLATFORM_TENANT_ID;

/**
 * The caller's context without their data scope: for upkeep that must see every row of the tenant whatever the caller
 * may list (a department move rewrites the ancestors of all its descendants). Tenant and audit stay the caller's.
 */
export const beyondDataScope = (ctx: RequestContext): RequestContext => ({ ...ctx, dataScopes: [] });

/** The user id of work the system does itself (no person's). */
export const SYSTEM_USER_ID = '0';
export const isSystemContext = (ctx: Pick<RequestContext, 'userId'>) => ctx.userId === SYSTEM_USER_ID;

/** A context for work the system does on a tenant's behalf (seeding, scheduled jobs). */
export function systemContext(tenantId: string): RequestContext {
  return {
    tenantId,
    userId: SYSTEM_USER_ID,
    deptId: '0',
    deptIds: [],
    deptTreeIds: [],
    roleIds: [],
    roleAliases: [],
    account: 'system',
    permissions: new Set(),
    superAdmin: true,
    dataScopes: [],
    apiScopeIds: new Set(),
  };
}

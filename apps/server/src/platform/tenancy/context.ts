import { PLATFORM_TENANT_ID } from '@flp/shared';

/**
 * Who is asking: set once per request by the auth plugin from a verified token. Every data-layer call takes it, so a
 * query can only ever see the asker's tenant.
 */
export interface RequestContext {
  tenantId: string;
  userId: string;
  deptId: string;
  roleIds: string[];
  roleAliases: string[];
  account: string;
  /** Button permission codes granted through the user's roles. */
  permissions: ReadonlySet<string>;
  /** The platform administrator (administrator role of tenant 000000) holds every permission. */
  superAdmin: boolean;
}

export const isPlatformTenant = (ctx: Pick<RequestContext, 'tenantId'>) => ctx.tenantId === PLATFORM_TENANT_ID;

/** A context for work the system does on a tenant's behalf (seeding, scheduled jobs). */
export function systemContext(tenantId: string): RequestContext {
  return {
    tenantId,
    userId: '0',
    deptId: '0',
    roleIds: [],
    roleAliases: [],
    account: 'system',
    permissions: new Set(),
    superAdmin: true,
  };
}

// What deploy-upload (流程管理) and model deploy (模型管理) read alike: the category and the tenants to deploy for.
import { PLATFORM_TENANT_ID, l, text } from '@flp/shared';
import type { RequestContext } from '../../platform/tenancy/context';

export const CATEGORY = text('category', l('流程分类', 'Process category'), { max: 64 });
export const CATEGORY_REQUIRED = l('请选择流程分类', 'please choose the process category');
export const TENANT_IDS = text('tenantIds', l('租户', 'Tenants'), { max: 2000 });

/**
 * The tenants of a deployment from a `tenantIds` comma list: empty means common to all for the platform tenant,
 * and the caller's own tenant for any other (which may deploy only for itself).
 */
export function deployTargets(ctx: Pick<RequestContext, 'tenantId'>, raw: string | null | undefined): string[] {
  const listed = (raw ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (listed.length) return listed;
  return [ctx.tenantId === PLATFORM_TENANT_ID ? '' : ctx.tenantId];
}

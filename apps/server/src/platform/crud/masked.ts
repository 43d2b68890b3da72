// Fields declared `masked` (identity numbers) are shown whole only to holders of the resource's
// `<permission>_sensitive` button (查看敏感信息); the module masks them in its decorate hook. A filter or a sort on such
// a field would tell the hidden digits back one request at a time (an identity number was rebuilt in 76 requests of
// `idCard_likeright`, issue 25 item 6), so without the button a list may neither filter nor sort by one.
import { type ResourceDef, l } from '@flp/shared';
import { hasPermission } from '../auth/guard';
import { forbidden, labelled } from '../http/errors';
import type { RequestContext } from '../tenancy/context';
import { splitKey, sortFields } from './query';

export const sensitivePermission = (def: ResourceDef) => `${def.permission}_sensitive`;

/** Refuses (403, naming the field) a list query that filters or sorts on a masked field the caller may not see. */
export function refuseMaskedQuery(def: ResourceDef, ctx: RequestContext, query: Record<string, unknown>) {
  const masked = def.fields.filter((f) => f.masked);
  if (!masked.length || hasPermission(ctx, sensitivePermission(def))) return;
  const named = new Set([
    ...Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([key]) => splitKey(key).field),
    ...sortFields(query.ascs).map((s) => s.field),
    ...sortFields(query.descs).map((s) => s.field),
  ]);
  const field = masked.find((f) => named.has(f.name));
  if (field)
    throw forbidden(
      labelled(
        field.label,
        l(
          '无权按此查询或排序 (需要「查看敏感信息」权限)',
          'may not be searched or sorted by without View sensitive data (查看敏感信息)',
        ),
      ),
    );
}

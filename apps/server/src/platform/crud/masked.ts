// Fields declared `masked` (identity numbers) are shown whole only to holders of the resource's
// `<permission>_sensitive` button (查看敏感信息); the module masks them in its decorate hook. A filter or a sort on such
// a field would tell the hidden digits back one request at a time (an identity number was rebuilt in 76 requests of
// `idCard_likeright`, issue 25 item 6), so without the button a list may neither filter nor sort by one.
import { type ResourceDef, l } from '@flp/shared';
import { isMaskedIdNumber, maskIdNumber } from '@flp/shared/validate';
import { hasPermission } from '../auth/guard';
import { forbidden, invalidField, labelled } from '../http/errors';
import type { RequestContext } from '../tenancy/context';
import { splitKey, sortFields } from './query';
import type { Row } from './repository';
import type { ReadContext } from './service';

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

/**
 * ID numbers (fields declared `masked`) are shown as 110101********1234 unless the user holds the resource's
 * `<permission>_sensitive` button (查看敏感信息). Masking happens in the decorate hook, so every read path — list,
 * page, detail, queryList and the export that reads through the service — masks alike. Filtering or sorting by such
 * a field is refused without the button by the platform (platform/crud/masked.ts).
 */

const maskedFields = (def: ResourceDef) => def.fields.filter((f) => f.masked).map((f) => f.name);

export function maskRows(def: ResourceDef) {
  const fields = maskedFields(def);
  return (r: ReadContext, rows: Row[]): Row[] =>
    hasPermission(r.ctx, sensitivePermission(def))
      ? rows
      : rows.map((row) => {
          const out = { ...row };
          for (const f of fields) out[f] = maskIdNumber(row[f] as string | null) ?? null;
          return out;
        });
}

/**
 * A form saved by someone who was shown the masked number sends it back masked: that means "unchanged", so the stored
 * number stays. A masked value that is not the stored one's mask (or on a new record) is refused.
 */
export function keepMaskedNumbers(def: ResourceDef, _ctx: RequestContext, body: Row, current: Row | undefined) {
  for (const f of def.fields.filter((x) => x.masked)) {
    const v = body[f.name];
    if (!isMaskedIdNumber(v)) continue;
    if (current && v === maskIdNumber(current[f.name] as string | null)) delete body[f.name];
    else
      throw invalidField(
        f.name,
        labelled(f.label, l('请输入完整的号码 (不能含 *)', 'enter the whole number (no * characters)')),
      );
  }
}

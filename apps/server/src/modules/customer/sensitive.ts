import { type ResourceDef, l } from '@flp/shared';
import { isMaskedIdNumber, maskIdNumber } from '@flp/shared/validate';
import { hasPermission } from '../../platform/auth/guard';
import { sensitivePermission } from '../../platform/crud/masked';
import type { ReadContext } from '../../platform/crud/service';
import type { Row } from '../../platform/crud/repository';
import { invalidField, labelled } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';

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

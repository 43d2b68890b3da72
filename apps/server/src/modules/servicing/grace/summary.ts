// What an approver and the IOU's history read of its grace overrides (宽限期调整): the json list the ledger consults,
// said as a person says it — "第 7-9 期 10 天 (到期日 2025-07-23 起; …-KX01)" — one clause per override, in the order
// the ledger weighs them (the last covering a period wins). docs/decisions.md, "宽限期调整: the diff".
import type { Locale } from '@flp/shared';
import { formatPeriodList, graceOverridesOf } from '@flp/shared/finance';
import { windowText } from './pricing';

export function describeOverrides(value: unknown, locale: Locale): string {
  const zh = locale === 'zh-CN';
  const list = graceOverridesOf(value);
  if (!list.length) return zh ? '无 (按借据宽限天数)' : "none (the IOU's grace days)";
  return list
    .map((o) => {
      const which = o.periods?.length
        ? zh
          ? `第 ${formatPeriodList(o.periods)} 期`
          : `period ${formatPeriodList(o.periods)}`
        : zh
          ? '全部期次'
          : 'every period';
      const days = zh ? `${o.days} 天` : `${o.days} days`;
      const why = [windowText(o, locale), o.change].filter(Boolean).join('; ');
      return `${which} ${days} (${why})`;
    })
    .join(zh ? '；' : '; ');
}

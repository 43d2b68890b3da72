// The figures of the company's own funding, read through FundingApi: where its money comes from (getSourceSum by kind
// of source, getCapitalSource by bank) and, month by month, the rents lessees owe against what is owed to the banks
// (getLoanFinancing). A tenant with no approved bank loan is told so (暂无资金数据) — never shown made-up numbers.
import { BANKS, type FundingFigures, type FundingSource, type Localized, l } from '@flp/shared';
import { D, type Decimal, formatMoney } from '@flp/shared/finance';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { ok } from '../../platform/http/envelope';
import { render, requestLocale } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';
import type { FundingApi } from '../funding';
import { COCKPIT, COCKPIT_PERMISSION, HOME_PERMISSION, NEW_INDEX, TAGS } from './paths';

export const NO_FUNDING_DATA = l('暂无资金数据', 'No funding data yet');
const BANK_LOANS = l('银行借款', 'Bank loans');
const BONDS = l('债券', 'Bonds');

/** Each source with its share of the total. */
function shares(sources: { key: string; name: string; outstanding: Decimal }[]): {
  records: FundingSource[];
  total: string;
} {
  const total = sources.reduce((s, x) => s.plus(x.outstanding), new D(0));
  return {
    total: formatMoney(total),
    records: sources.map((x) => ({
      key: x.key,
      name: x.name,
      outstanding: formatMoney(x.outstanding),
      share: total.gt(0) ? x.outstanding.div(total).times(100).toFixed(2) : '0.00',
    })),
  };
}

export function registerFundingRoutes(app: FastifyInstance, db: Db, funding: FundingApi) {
  const answer = (
    url: string,
    permission: string,
    summary: string,
    figures: (ctx: RequestContext, locale: 'zh-CN' | 'en-US') => Promise<Omit<FundingFigures, 'message'> | null>,
  ) =>
    defineRoute(app, {
      method: 'GET',
      url,
      permission,
      tags: TAGS,
      summary,
      handler: async ({ ctx, req, reply }) => {
        const locale = requestLocale(req);
        const found = await figures(ctx, locale);
        if (!found) {
          const message = render(NO_FUNDING_DATA, locale);
          return reply.send(ok({ available: false, message, records: [] } satisfies FundingFigures, message));
        }
        return { ...found, message: '' };
      },
    });
  const banks = async (ctx: RequestContext) => (await funding.byBank(db, ctx)).filter((b) => new D(b.amount).gt(0));
  const name = (n: Localized, locale: 'zh-CN' | 'en-US') => n[locale];

  /** The company's own bonds as one source, when it has any outstanding. */
  const bondSource = async (ctx: RequestContext, locale: 'zh-CN' | 'en-US') => {
    const owed = await funding.bondsOutstanding(db, ctx);
    return owed.gt(0) ? [{ key: 'BOND', name: name(BONDS, locale), outstanding: owed }] : [];
  };

  answer(
    `${NEW_INDEX}/getSourceSum`,
    HOME_PERMISSION,
    'sources of funds: what is owed per kind of source (bank loans, the company’s own bonds)',
    async (ctx, locale) => {
      const all = await banks(ctx);
      const bonds = await bondSource(ctx, locale);
      if (!all.length && !bonds.length) return null;
      const owed = all.reduce((s, b) => s.plus(b.outstanding), new D(0));
      const loans = all.length ? [{ key: 'BANK', name: name(BANK_LOANS, locale), outstanding: owed }] : [];
      return { available: true, ...shares([...loans, ...bonds]) };
    },
  );
  answer(
    `${COCKPIT}/getCapitalSource`,
    COCKPIT_PERMISSION,
    'capital sources: what is owed per bank, and on the company’s own bonds',
    async (ctx, locale) => {
      const all = await banks(ctx);
      const bonds = await bondSource(ctx, locale);
      if (!all.length && !bonds.length) return null;
      const label = (key: string) => BANKS.find((b) => b.value === key)?.label ?? l(key, key);
      const byBank = all.map((b) => ({
        key: b.bankKey,
        name: name(label(b.bankKey), locale),
        outstanding: new D(b.outstanding),
      }));
      return { available: true, ...shares([...byBank, ...bonds]) };
    },
  );
  answer(
    `${COCKPIT}/getLoanFinancing`,
    COCKPIT_PERMISSION,
    'the next twelve months: rents receivable against funding due, the gap and its running sum',
    async (ctx) => {
      if (!(await banks(ctx)).length && (await funding.bondsOutstanding(db, ctx)).lte(0)) return null;
      const view = await funding.liquidity(db, ctx);
      return { available: true, records: view.months.slice(0, 12) };
    },
  );
}

// 债券 (bondlssuance/bondlssuance): the company's own bonds and its customers', entered from the prospectus — checked
// (maturity after issue, what is outstanding no more than issued, a customer's bond naming the customer or its code,
// a credit code that is one) — and, for its own bonds still outstanding, the coupons and principal they will cost, month
// by month, on the financing ledger's payback side. Bond data from an outside provider (creatRiskCompDiligence,
// syncAuto) needs a provider this product does not have configured: those calls say so, never invent a bond.
import { COUPON_MONTHS, bond, fieldLabel, l, text } from '@flp/shared';
import { D, addMonths, daysBetween, formatMoney, roundCents } from '@flp/shared/finance';
import { checkUscc } from '@flp/shared/validate';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../platform/crud/repository';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { ResourceHooks } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { AppError, invalid, labelled } from '../../platform/http/errors';
import type { FieldError } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';
import { fundingRepos } from './repos';

const label = (name: string) => fieldLabel(bond, name);
const API = `/api${bond.api}`;
const TAGS = ['Funding'];
/** Still owed: a bond outstanding or extended. */
const LIVE = ['OUTSTANDING', 'EXTENDED'];
export const NO_BOND_PROVIDER = l(
  '未配置债券数据服务: 请按募集说明书手工录入债券信息',
  'No bond data service is configured: enter the bond from its prospectus',
);

function check(v: Row) {
  const problems: FieldError[] = [];
  if (v.issueDate && v.maturityDate && String(v.maturityDate) <= String(v.issueDate))
    problems.push({
      field: 'maturityDate',
      message: labelled(label('maturityDate'), l('必须晚于发行日', 'must be after the issue date')),
    });
  if (
    v.outstanding !== undefined &&
    v.outstanding !== null &&
    v.issueAmount &&
    new D(String(v.outstanding)).gt(String(v.issueAmount))
  )
    problems.push({
      field: 'outstanding',
      message: labelled(label('outstanding'), l('不能超过发行规模', 'cannot exceed the amount issued')),
    });
  if (v.holderType === 'CUSTOMER' && !v.customerId && !v.useCode)
    problems.push({
      field: 'customerId',
      message: labelled(
        label('customerId'),
        l(
          '客户发行的债券须选择客户或填写发行人信用代码',
          "a customer's bond names the customer or the issuer's credit code",
        ),
      ),
    });
  if (v.useCode) {
    const why = checkUscc(String(v.useCode));
    if (why) problems.push({ field: 'useCode', message: labelled(label('useCode'), why) });
  }
  if (problems.length) throw invalid(problems);
}

const hooks: ResourceHooks<typeof bond> = {
  prepare(_h, body) {
    if (typeof body.useCode === 'string') body.useCode = body.useCode.trim().toUpperCase();
  },
  beforeCreate(_h, values) {
    if (values.outstanding === undefined || values.outstanding === null) values.outstanding = values.issueAmount;
    check(values);
  },
  beforeUpdate: (_h, values, current) => check({ ...current, ...values }),
};

/** A bond's payments from `from` to `to`: each coupon (and the principal at maturity) with its date. */
export function bondPayments(b: Row, from: string, to: string): { date: string; amount: string }[] {
  const outstanding = new D(String(b.outstanding ?? b.issueAmount ?? 0));
  const rate = new D(String(b.couponRate ?? 0)).div(100);
  const issued = String(b.issueDate);
  const maturity = String(b.maturityDate);
  const months = COUPON_MONTHS[String(b.couponFreq ?? 'ANNUAL')] ?? 12;
  const out: { date: string; amount: string }[] = [];
  const push = (date: string, amount: InstanceType<typeof D>) => {
    if (date >= from && date <= to) out.push({ date, amount: formatMoney(roundCents(amount)) });
  };
  // Whole periods' coupons before maturity (each dated from the issue, so a month's end stays one); the last
  // period starts at `since`.
  let paid = 0;
  while (months > 0 && addMonths(issued, (paid + 1) * months) < maturity) {
    paid += 1;
    push(addMonths(issued, paid * months), outstanding.times(rate).times(months).div(12));
  }
  const since = addMonths(issued, paid * months);
  // The last with the principal: a whole period's coupon, else (a term not of whole periods, or one payment at
  // maturity) its days' at actual/365.
  const whole = months > 0 && addMonths(issued, (paid + 1) * months) === maturity;
  const coupon = whole
    ? outstanding.times(rate).times(months).div(12)
    : outstanding.times(rate).times(daysBetween(since, maturity)).div(365);
  push(maturity, outstanding.plus(coupon));
  return out;
}

/** The company's own bonds still owed (outstanding or extended). */
function ownLiveBonds(db: Db, ctx: RequestContext) {
  const r = fundingRepos.bond;
  return r.list(db, ctx, { where: [and(eq(r.col('holderType'), 'OWN'), inArray(r.col('bondState'), LIVE))!] });
}

/** What the company's own live bonds cost per month (yyyy-MM), from `from` to `to`. */
export async function ownBondPaybackByMonth(db: Db, ctx: RequestContext, from: string, to: string) {
  const byMonth = new Map<string, InstanceType<typeof D>>();
  for (const b of await ownLiveBonds(db, ctx))
    for (const p of bondPayments(b, from, to)) {
      const m = p.date.slice(0, 7);
      byMonth.set(m, (byMonth.get(m) ?? new D(0)).plus(p.amount));
    }
  return [...byMonth.entries()].sort().map(([month, amount]) => ({ month, amount: formatMoney(amount) }));
}

/** What the company's own live bonds owe in all. */
export async function ownBondsOutstanding(db: Db, ctx: RequestContext) {
  return (await ownLiveBonds(db, ctx)).reduce((s, b) => s.plus(String(b.outstanding ?? 0)), new D(0));
}

export function registerBondRoutes(app: FastifyInstance, db: Db) {
  const bonds = registerResourceRoutes(app, { repo: fundingRepos.bond, db, hooks });
  const notConfigured = () => {
    throw new AppError(409, NO_BOND_PROVIDER);
  };
  defineRoute(app, {
    method: 'GET',
    url: `${API}/listByUseCode`,
    permission: 'funding_bond_view',
    tags: TAGS,
    summary: '债券 — the bonds of one issuer (its 统一社会信用代码)',
    params: [
      text('useCode', label('useCode'), {
        required: l('请输入发行人信用代码', 'please enter the credit code'),
        max: 18,
      }),
    ],
    handler: ({ ctx, params, req }) => bonds.list(ctx, { useCode: params.useCode.trim().toUpperCase() }, { req }),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${API}/creatRiskCompDiligence`,
    permission: 'funding_bond_add',
    tags: TAGS,
    summary: '债券 — an issuer’s bonds ordered from a bond data provider: 409 while none is configured',
    handler: async () => notConfigured(),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${API}/syncAuto`,
    permission: 'funding_bond_add',
    tags: TAGS,
    summary: '债券 — the bonds brought up to date from the provider: 409 while none is configured',
    handler: async () => notConfigured(),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/rzzl_qy/bondlssuancesystem/selectNoPageBondlssuance',
    permission: 'funding_bond_view',
    tags: TAGS,
    summary: '债券 — every bond, soonest maturity first (the cockpit’s)',
    handler: ({ ctx, req }) => bonds.list(ctx, {}, { req }),
  });
  return bonds;
}

// 银行借据, 银行还款 and the movements entered by hand (借款流水): a drawdown under an approved loan — within its dates
// and its amount (the loan locked, so two drawdowns at once cannot pass it together) — with the bank's schedule
// computed (actual/360 by default, due dates on days off moved to the next working day) or, for a loan repaid by the
// bank's plan, entered and checked to repay what is drawn. Its terms are fixed once anything is repaid. A repayment
// is applied to the drawdown's periods in order; removing one works the figures out again. Each drawdown and
// repayment writes its movements (借款流水); one entered by hand is MANUAL and must name a drawdown of its loan.
import { bankIou, bankLoanWater, bankRepayment, fieldLabel, isId, type Localized, l } from '@flp/shared';
import { type BankRepaymentMethod, D, type DayBasis, bankSchedule, formatMoney } from '@flp/shared/finance';
import { and, eq, inArray } from 'drizzle-orm';
import type { Row } from '../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../platform/crud/service';
import { badRequest, invalid, invalidField, labelled } from '../../platform/http/errors';
import type { FieldError } from '../../platform/http/errors';
import { beyondDataScope } from '../../platform/tenancy/context';
import type { CalendarApi } from '../calendar';
import { refreshIou, refreshLoan } from './figures';
import { fundingRepos } from './repos';

const iouLabel = (name: string): Localized => fieldLabel(bankIou, name);
const repaymentLabel = (name: string): Localized => fieldLabel(bankRepayment, name);
const money = (v: unknown) => new D(String(v ?? 0));
/** The fields that make a drawdown's schedule. */
const TERMS = ['amount', 'drawdownDate', 'endDate', 'annualRate', 'repaymentMethod', 'interestDay'] as const;

const SCHEDULE_LABEL = bankIou.children![0].label;

/**
 * A bank's plan for a drawdown (entered with it, or filed through 银行还款计划): periods given, their due dates rising
 * after the drawdown and not past its maturity, their principal adding up to the amount drawn. Every problem at once,
 * each naming `periods[i].dueDate` or `periods` under the list's label.
 */
export function checkPlanPeriods(drawdown: Row, periods: readonly Row[], list: Localized) {
  if (!periods.length)
    throw invalidField('periods', labelled(list, l('请填写银行计划的各期', "please enter the plan's periods")));
  const problems: FieldError[] = [];
  let previous = String(drawdown.drawdownDate);
  periods.forEach((p, i) => {
    const due = String(p.dueDate ?? '');
    if (due <= previous || due > String(drawdown.endDate))
      problems.push({
        field: `periods[${i}].dueDate`,
        message: labelled(
          l(`${list['zh-CN']}第${i + 1}行 应还日`, `${list['en-US']} row ${i + 1}: Due`),
          l(
            `应晚于提款日和上一期, 且不晚于到期日 ${drawdown.endDate}`,
            `must come after the drawdown and the period before, and not after the maturity (${drawdown.endDate})`,
          ),
        ),
      });
    if (due) previous = due;
  });
  const principal = periods.reduce((s, p) => s.plus(money(p.principal)), new D(0));
  if (!principal.eq(money(drawdown.amount)))
    problems.push({
      field: 'periods',
      message: labelled(
        list,
        l(
          `各期本金合计 ${formatMoney(principal)} 应等于提款金额 ${formatMoney(money(drawdown.amount))}`,
          `the periods' principal ${formatMoney(principal)} must equal the amount drawn ${formatMoney(money(drawdown.amount))}`,
        ),
      ),
    });
  if (problems.length) throw invalid(problems);
}

/** The loan a drawdown is under, locked for the writing transaction; approved, else a 400. */
async function approvedLoan(h: HookContext, loanId: string): Promise<Row> {
  const ctx = beyondDataScope(h.ctx);
  if (!(await fundingRepos.loan.findIds(h.tx, ctx, [loanId])).length)
    throw invalidField('bankLoanId', labelled(iouLabel('bankLoanId'), l('不存在', 'does not exist')));
  const loan = await fundingRepos.loan.lockById(h.tx, ctx, loanId);
  if (loan.flowState !== 'approved')
    throw invalidField(
      'bankLoanId',
      labelled(
        iouLabel('bankLoanId'),
        l('借款合同尚未审批通过, 不能提款', 'is not approved yet: nothing can be drawn'),
      ),
    );
  return loan;
}

async function hasRepayments(h: HookContext, iouIds: string[]) {
  const r = fundingRepos.repayment;
  return (
    (await r.list(h.tx, beyondDataScope(h.ctx), { where: [inArray(r.col('bankIouId'), iouIds)], limit: 1 })).length > 0
  );
}

/** A movement of the loan written by the records (drawdowns, repayments). */
async function recordWater(h: HookContext, values: Row) {
  if (money(values.amount).lte(0)) return;
  await fundingRepos.water.insert(h.tx, beyondDataScope(h.ctx), { ...values, source: 'SYSTEM' });
}

/** The movements a record wrote (by its reference), removed with it. */
async function removeWater(h: HookContext, reference: string) {
  const w = fundingRepos.water;
  const ctx = beyondDataScope(h.ctx);
  const rows = await w.list(h.tx, ctx, {
    where: [and(eq(w.col('reference'), reference), eq(w.col('source'), 'SYSTEM'))!],
  });
  if (rows.length)
    await w.remove(
      h.tx,
      ctx,
      rows.map((r) => r.id),
    );
}

export function drawdownParts(calendar: CalendarApi) {
  /** The schedule of the terms (the loan's where the drawdown gives none), or the entered plan checked. */
  async function schedule(h: HookContext, terms: Row, body: Row): Promise<Row[]> {
    const method = String(terms.repaymentMethod) as BankRepaymentMethod;
    if (method === 'PLAN') {
      const rows = Array.isArray(body.periods) ? (body.periods as Row[]) : [];
      checkPlanPeriods(terms, rows, SCHEDULE_LABEL);
      return rows.map((r, i) => ({
        ...r,
        period: i + 1,
        total: formatMoney(money(r.principal).plus(money(r.interest))),
      }));
    }
    const working = await calendar.workingDays(h.tx, h.ctx, String(terms.drawdownDate), String(terms.endDate));
    return bankSchedule(
      {
        amount: String(terms.amount),
        annualRate: String(terms.annualRate),
        drawdownDate: String(terms.drawdownDate),
        endDate: String(terms.endDate),
        method,
        interestDay: Number(terms.interestDay),
        dayBasis: (terms.dayBasis as DayBasis) ?? 'ACT/360',
      },
      working,
    ).map(({ balance: _, ...p }) => p);
  }

  /** The drawdown's terms checked against its loan: within its dates, its amount with the others drawn. */
  async function checkAgainstLoan(h: HookContext, loan: Row, terms: Row, exceptId?: string) {
    const problems: FieldError[] = [];
    const d = String(terms.drawdownDate);
    if (d < String(loan.startDate) || d > String(loan.endDate))
      problems.push({
        field: 'drawdownDate',
        message: labelled(
          iouLabel('drawdownDate'),
          l(
            `应在借款合同期限内 (${loan.startDate} 至 ${loan.endDate})`,
            `must be within the loan's term (${loan.startDate} to ${loan.endDate})`,
          ),
        ),
      });
    if (String(terms.endDate) <= d || String(terms.endDate) > String(loan.endDate))
      problems.push({
        field: 'endDate',
        message: labelled(
          iouLabel('endDate'),
          l('应晚于提款日且不晚于借款合同到期日', "must be after the drawdown and not after the loan's maturity"),
        ),
      });
    const others = (
      await fundingRepos.iou.list(h.tx, beyondDataScope(h.ctx), {
        where: [eq(fundingRepos.iou.col('bankLoanId'), loan.id)],
      })
    )
      .filter((r) => r.id !== exceptId)
      .reduce((s, r) => s.plus(money(r.amount)), new D(0));
    const room = money(loan.amount).minus(others);
    if (money(terms.amount).gt(room))
      problems.push({
        field: 'amount',
        message: labelled(
          iouLabel('amount'),
          l(`超过借款合同可提款余额 ${formatMoney(room)}`, `exceeds what is left to draw: ${formatMoney(room)}`),
        ),
      });
    if (problems.length) throw invalid(problems);
  }

  const iouHooks: ResourceHooks<typeof bankIou> = {
    serverFields: ['bankKey', 'rateType', 'outstanding', 'nextDueDate', 'iouState'],
    async prepare(h, body, current) {
      const changing = !current || TERMS.some((k) => body[k] !== undefined) || body.periods !== undefined;
      if (!changing) return;
      if (current && (await hasRepayments(h, [current.id])))
        throw badRequest(
          l(
            '该借据已有还款, 不能再修改提款条件和还款计划',
            'This drawdown has repayments: its terms and schedule are fixed',
          ),
        );
      const loanId = String(current?.bankLoanId ?? body.bankLoanId ?? '');
      // Not an id yet (prepare runs before validation): the field's own check names it.
      if (!loanId || !isId(loanId)) return;
      const loan = await approvedLoan(h, loanId);
      const terms: Row = { ...(current ?? {}), ...body };
      for (const k of ['annualRate', 'repaymentMethod', 'interestDay'] as const)
        if (terms[k] === undefined || terms[k] === null || terms[k] === '') terms[k] = loan[k];
      terms.dayBasis = loan.dayBasis;
      Object.assign(body, {
        annualRate: terms.annualRate,
        repaymentMethod: terms.repaymentMethod,
        interestDay: terms.interestDay,
      });
      if (!terms.amount || !terms.drawdownDate || !terms.endDate) return;
      await checkAgainstLoan(h, loan, terms, current?.id);
      body.periods = await schedule(h, terms, body);
      if (current && body.version === undefined) body.version = current.version;
    },
    async beforeCreate(h, values) {
      const [loan] = await fundingRepos.loan.findIds(h.tx, beyondDataScope(h.ctx), [String(values.bankLoanId)]);
      values.bankKey = loan?.bankKey;
      values.rateType = loan?.rateType ?? 'FIXED';
      values.outstanding = values.amount;
      values.iouState = 'REPAYING';
    },
    async afterWrite(h, row, _body, created) {
      if (created)
        await recordWater(h, {
          bankLoanId: row.bankLoanId,
          bankIouId: row.id,
          txnDate: row.drawdownDate,
          direction: 'DRAWDOWN',
          amount: row.amount,
          reference: row.bankIouNo,
        });
      await refreshIou(h, row.id);
    },
    async beforeRemove(h, rows) {
      if (
        await hasRepayments(
          h,
          rows.map((r) => r.id),
        )
      )
        throw badRequest(l('已有还款的借据不能删除', 'A drawdown with repayments cannot be removed'));
    },
    async afterRemove(h, rows) {
      for (const r of rows) {
        await removeWater(h, String(r.bankIouNo));
        await refreshLoan(h, String(r.bankLoanId));
      }
    },
  };

  const repaymentHooks: ResourceHooks<typeof bankRepayment> = {
    serverFields: ['bankKey', 'total'],
    async beforeCreate(h, values) {
      const ctx = beyondDataScope(h.ctx);
      const [iou] = await fundingRepos.iou.findIds(h.tx, ctx, [String(values.bankIouId)]);
      if (!iou) throw invalidField('bankIouId', labelled(repaymentLabel('bankIouId'), l('不存在', 'does not exist')));
      // The drawdown locked: two repayments at once are applied one after the other.
      await fundingRepos.iou.lockById(h.tx, ctx, iou.id);
      const parts = ['principal', 'interest', 'fee', 'penalty'].map((k) => money(values[k]));
      const total = parts.reduce((s, x) => s.plus(x), new D(0));
      if (total.lte(0))
        throw invalidField(
          'principal',
          labelled(
            repaymentLabel('principal'),
            l('本金、利息、费用、罚息至少填写一项', 'enter at least one of principal, interest, fees, penalty'),
          ),
        );
      if (String(values.repayDate) < String(iou.drawdownDate))
        throw invalidField(
          'repayDate',
          labelled(repaymentLabel('repayDate'), l('不能早于提款日', 'cannot be before the drawdown')),
        );
      values.bankKey = iou.bankKey;
      values.total = formatMoney(total);
    },
    beforeUpdate() {
      throw badRequest(
        l('还款记录不能修改; 录错的请删除后重新登记', 'A repayment is not edited: remove it and record it again'),
      );
    },
    async afterWrite(h, row) {
      const [iou] = await fundingRepos.iou.findIds(h.tx, beyondDataScope(h.ctx), [String(row.bankIouId)]);
      for (const [direction, k] of [
        ['PRINCIPAL', 'principal'],
        ['INTEREST', 'interest'],
        ['FEE', 'fee'],
      ] as const)
        await recordWater(h, {
          bankLoanId: iou.bankLoanId,
          bankIouId: iou.id,
          txnDate: row.repayDate,
          direction,
          amount: k === 'fee' ? money(row.fee).plus(money(row.penalty)).toFixed(2) : row[k],
          reference: `HK-${row.id}`,
        });
      await refreshIou(h, String(row.bankIouId));
    },
    async afterRemove(h, rows) {
      for (const r of rows) {
        await removeWater(h, `HK-${r.id}`);
        await refreshIou(h, String(r.bankIouId));
      }
    },
  };

  // A movement entered by hand (借款流水 save): MANUAL, and its drawdown one of its loan's. The records' own movements are
  // written past the service (recordWater), SYSTEM.
  const waterHooks: ResourceHooks<typeof bankLoanWater> = {
    serverFields: ['source'],
    async beforeCreate(h, values) {
      values.source = 'MANUAL';
      if (!values.bankIouId) return;
      const [iou] = await fundingRepos.iou.findIds(h.tx, beyondDataScope(h.ctx), [String(values.bankIouId)]);
      if (!iou || String(iou.bankLoanId) !== String(values.bankLoanId))
        throw invalidField(
          'bankIouId',
          labelled(fieldLabel(bankLoanWater, 'bankIouId'), l('不是该借款合同的借据', 'is not a drawdown of this loan')),
        );
    },
  };

  return { iouHooks, repaymentHooks, waterHooks };
}

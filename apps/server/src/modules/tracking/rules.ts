// 租后检查's rules: the check's number, the lessee's credit code and account manager, its repayment as the ledger
// stands (filled at every save, so the approvers read the figures of the day it was written), its latest finances
// from the lessee's diligence where the inspector left them empty; at start a check date not after the business date
// and a suggested class for a 预警 conclusion; on approval, a 预警's class drafts (风险等级维护) and the next check planned.
import { type Localized, fieldLabel, l, riskLevelLabel, tracking } from '@flp/shared';
import { D, compareDates } from '@flp/shared/finance';
import type { Row } from '../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../platform/crud/service';
import { invalid, labelled } from '../../platform/http/errors';
import { customerCard } from '../customer';
import type { DiligenceApi } from '../diligence';
import type { FamilyRules } from '../flow';
import { NumberingService } from '../numbering';
import type { ServicingApi } from '../servicing';

export interface TrackingDeps {
  servicing: ServicingApi;
  diligence: DiligenceApi;
}

const refuse = (field: string, message: Localized) =>
  invalid([{ field, message: labelled(fieldLabel(tracking, field), message) }]);

const blank = (v: unknown) => v === null || v === undefined || v === '';

/** The ledger's figures of the check: the lessee's active IOUs (zeros when it has none left). */
export async function repaymentOf(h: HookContext, servicing: ServicingApi, customerId: string): Promise<Row> {
  const [s] = await servicing.lesseeStandings(h.tx, h.ctx, [customerId]);
  return {
    iouCount: s?.iouCount ?? 0,
    outstandingPrincipal: s?.outstandingPrincipal ?? '0.00',
    maxDpd: s?.maxDpd ?? 0,
    overduePeriods: s?.overduePeriods ?? 0,
    overdueAmount: s?.overdueAmount ?? '0.00',
    currentLevel: s?.worstLevel ?? null,
  };
}

export function trackingRules({ servicing, diligence }: TrackingDeps) {
  /** The latest statement period and 资产负债率 the lessee's diligence holds, for a check that has none entered. */
  async function finances(h: HookContext, record: Row): Promise<Row> {
    if (!blank(record.debtRatio) || !blank(record.statementPeriod)) return {};
    const f = await diligence.latestFigures(h.ctx, String(record.customerId), h.tx);
    const assets = f?.figures.totalAssets;
    const debts = f?.figures.totalLiabilities;
    if (!f || blank(assets) || blank(debts) || new D(String(assets)).isZero()) return {};
    return {
      statementPeriod: f.months && f.months < 12 ? `${f.year}年1-${f.months}月` : `${f.year}年度`,
      debtRatio: new D(String(debts)).div(String(assets)).times(100).toFixed(2),
    };
  }

  /** What the server fills of a check: the lessee's code, its account manager, the ledger's figures. */
  async function filled(h: HookContext, record: Row): Promise<Row> {
    const card = await customerCard(h.tx, h.ctx, String(record.customerId));
    if (!card) throw refuse('customerId', l('客户不存在', 'no such customer'));
    return {
      uscCode: card.uscc || null,
      ...(card.owner ? { owner: card.owner } : {}),
      ...(await repaymentOf(h, servicing, card.id)),
      ...(await finances(h, record)),
    };
  }

  const hooks: ResourceHooks<typeof tracking> = {
    serverFields: [
      'trackNo',
      'source',
      'uscCode',
      'iouCount',
      'outstandingPrincipal',
      'maxDpd',
      'overduePeriods',
      'overdueAmount',
      'currentLevel',
    ],
    async beforeCreate(h, values) {
      Object.assign(values, await filled(h, values));
      values.source = 'MANUAL'; // the plan says otherwise of its own drafts (plan.ts)
      values.trackNo = await NumberingService.next(h.tx, h.ctx, 'tracking');
    },
    async beforeUpdate(h, values, current) {
      const { owner: _kept, ...figures } = await filled(h, { ...current, ...values });
      Object.assign(values, figures);
    },
  };

  const rules: FamilyRules<typeof tracking> = {
    async validate(h, record) {
      const today = await servicing.businessDate(h.tx, h.ctx);
      if (record.checkDate && compareDates(String(record.checkDate), today) > 0)
        throw refuse('checkDate', l(`不能晚于业务日期 ${today}`, `cannot be after the business date ${today}`));
      if (record.conclusion === 'WARNING' && blank(record.suggestedLevel))
        throw refuse('suggestedLevel', l('检查结论为预警时必须填写', 'is required when the conclusion is a warning'));
    },
    // A 预警 accepted by 风控: the suggested class drafted for each of the lessee's IOUs it would change.
    async onApproved(h, record) {
      if (record.conclusion !== 'WARNING' || blank(record.suggestedLevel)) return;
      const level = riskLevelLabel(record.suggestedLevel)['zh-CN'];
      await servicing.draftClassChanges(h.tx, h.ctx, {
        customerId: String(record.customerId),
        level: String(record.suggestedLevel),
        reason: `租后检查 ${record.trackNo} 结论为预警, 建议分类调整为${level}。${record.measures ?? ''}`.slice(
          0,
          1000,
        ),
      });
    },
  };
  return { hooks, rules };
}

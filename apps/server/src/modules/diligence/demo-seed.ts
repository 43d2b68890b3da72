// The demo's diligence: 李娜 (风控) and 张伟's finished report on the lessee of 苏州起重设备直租项目 — the project now in
// its review meeting, so the meeting's approvers read it in their decision tab — written before the meeting as it
// would have been (the project walked the chain first in the seed order, so the report is stored as it stood then),
// with its sub-tables, three years of figures, the controller's personal diligence and the document made from the
// shipped 尽调报告 model. Runs once (any report of the tenant means it ran).
import { PLATFORM_TENANT_ID, customer, project } from '@flp/shared';
import { eq } from 'drizzle-orm';
import { repositoryOf } from '../../platform/crud/references';
import type { Row } from '../../platform/crud/repository';
import type { Db } from '../../platform/db/database';
import { beyondDataScope } from '../../platform/tenancy/context';
import { demoActors } from '../flow';
import { NumberingService } from '../numbering';
import type { SystemServices } from '../system';
import type { DiligenceApi } from './index';
import { diligenceRepos as r } from './repos';

const PROJECT = '苏州起重设备直租项目';
const M = 1_000_000;
const yuan = (x: number) => x.toFixed(2);

/** A year's figures (元) of a mid-sized machinery maker: its balance sheet grown by `k`, its year's results by `g`. */
const year = (y: number, k: number, g: number) => ({
  year: y,
  months: 12,
  cash: yuan(8.6 * M * k),
  receivables: yuan(21 * M * k),
  inventory: yuan(17.5 * M * k),
  currentAssets: yuan(52 * M * k),
  totalAssets: yuan(96 * M * k),
  shortTermLoans: yuan(14 * M * k),
  longTermLoans: yuan(9 * M * k),
  currentLiabilities: yuan(38 * M * k),
  totalLiabilities: yuan(51 * M * k),
  equity: yuan(45 * M * k),
  revenue: yuan(118 * M * g),
  costOfSales: yuan(93 * M * g),
  operatingProfit: yuan(9.4 * M * g),
  totalProfit: yuan(9.6 * M * g),
  interestExpense: yuan(1.3 * M * g),
  netProfit: yuan(7.2 * M * g),
  operatingCashFlow: yuan(8.1 * M * g),
  depreciation: yuan(3.6 * M * g),
});

export async function seedDiligenceDemo(db: Db, deps: { api: DiligenceApi; system: SystemServices }) {
  const actors = await demoActors(deps.system, PLATFORM_TENANT_ID, ['lina', 'zhangwei']);
  if (!actors) return;
  const ctx = actors.lina;
  const all = beyondDataScope(ctx);
  if (await r.report.count(db, all)) return;
  const projects = repositoryOf(project);
  const [p] = await projects.list(db, all, { where: [eq(projects.col('projectName'), PROJECT)], limit: 1 });
  if (!p) return;
  const lessee = await repositoryOf(customer).findById(db, all, String(p.customerId));
  const reportId = await db.transaction(async (tx) => {
    const report = await r.report.insert(tx, ctx, {
      diligenceNo: await NumberingService.next(tx, ctx, 'diligence'),
      projectId: p.id,
      customerId: p.customerId,
      compCode: lessee?.creditCode ?? null,
      isGuarantee: '0',
      investigators: [actors.lina.userId, actors.zhangwei.userId].join(','),
      visitDate: '2026-10-15',
      visitPlace: '江苏省苏州市工业园区星湖街 328 号(生产基地)',
      history:
        '2009 年设立, 注册资本 5,000 万元; 2016 年集团增资并控股, 2021 年迁入园区新厂房, 主营门式与桥式起重机的设计制造。',
      actualController: '华东重工集团有限公司(最终控制人 周建华)',
      operation:
        '订单以港口、钢构与物流园区客户为主, 2025 年新签合同 1.4 亿元; 产能利用率约 80%, 回款周期 90 天左右。现场查看生产线运转正常, 员工 420 人。',
      financeComment:
        '近三年收入与利润稳定增长, 资产负债率约 53%, 流动比率 1.37, 经营现金流覆盖利息 6 倍以上; 应收账款占流动资产四成, 需关注回款。',
      bankwater: '近 12 个月基本户流入 1.26 亿元, 月均余额约 860 万元, 为拟定月租金的 14 倍; 无大额异常往来。',
      credit: '人民银行征信无不良记录, 对外担保余额 3,000 万元(为集团内企业)。',
      litigation: '近两年仅 1 件买卖合同纠纷(原告, 已调解结案), 无被执行记录。',
      leasedAssets: '门式起重机 2 台, 发票价值 200 万元, 为本公司主营产品, 通用性强, 二手市场活跃, 变现能力较好。',
      securityAnalysis: '华东重工集团有限公司提供连带责任保证, 集团净资产 6.2 亿元, 担保能力充足。',
      repaymentSources:
        '第一还款来源为经营现金流(年经营现金流 810 万元, 覆盖年租金约 12 倍); 第二还款来源为集团保证及租赁物处置。',
      conclusion: 'PASS',
      proposedAmount: '1800000.00',
      proposedTerm: 36,
      proposedRate: '6.5',
      proposedDeposit: '10',
      proposedFee: '18000.00',
      conclusionText: '承租人经营稳定、现金流充足, 担保有力, 建议按申报方案通过。',
      owner: actors.zhangwei.userId,
    });
    const under = (rows: Row[]) => rows.map((x) => ({ ...x, diligenceId: report.id }));
    for (const x of under([
      { name: '华东重工集团有限公司', holderType: 'COMPANY', ratio: '70', capital: '35000000', isActualController: 1 },
      { name: '苏州工业园区产业投资有限公司', holderType: 'STATE', ratio: '20', capital: '10000000' },
      { name: '周建华', holderType: 'PERSON', ratio: '10', capital: '5000000' },
    ]))
      await r.shareholder.insert(tx, ctx, x);
    for (const x of under([
      { name: '周建华', job: '董事长', years: 26, background: '起重机械行业从业 26 年, 集团创始人' },
      { name: '陆晓峰', job: '总经理', years: 18, background: '曾任某港机企业生产总监' },
      { name: '沈丽', job: '财务总监', years: 15, background: '注册会计师' },
    ]))
      await r.manager.insert(tx, ctx, x);
    for (const x of under([
      { side: 'CUSTOMER', name: '上海港集团物流有限公司', amount: '21000000', share: '16' },
      { side: 'CUSTOMER', name: '中建钢构江苏有限公司', amount: '15500000', share: '12' },
      { side: 'SUPPLIER', name: '宝武钢铁集团华东销售有限公司', amount: '38000000', share: '41' },
      { side: 'SUPPLIER', name: '江苏电机股份有限公司', amount: '9600000', share: '10' },
    ]))
      await r.partner.insert(tx, ctx, x);
    for (const x of under([year(2023, 0.86, 0.82), year(2024, 0.93, 0.9), year(2025, 1, 1)]))
      await r.finance.insert(tx, ctx, x);
    for (const x of under([
      { debtType: 'LOAN', creditor: '中国银行苏州分行', amount: '14000000', maturity: '2027-03-20', security: '保证' },
      {
        debtType: 'LOAN',
        creditor: '江苏银行苏州分行',
        amount: '9000000',
        maturity: '2028-06-30',
        security: '厂房抵押',
      },
      {
        debtType: 'GUARANTEE',
        creditor: '华东重工集团有限公司',
        amount: '30000000',
        maturity: '2027-12-31',
        security: '连带责任保证',
      },
    ]))
      await r.debt.insert(tx, ctx, x);
    for (const x of under([
      { risk: '应收账款占比较高, 下游港口客户回款周期长', mitigation: '按季跟踪应收账龄, 租后检查核对回款' },
      { risk: '钢材价格波动影响毛利', mitigation: '关注季度报表毛利率, 低于 18% 时专项检查' },
    ]))
      await r.risk.insert(tx, ctx, x);
    const person = await r.person.insert(tx, ctx, {
      diligenceId: report.id,
      name: '周建华',
      idNo: '320503197206152011',
      relation: 'CONTROLLER',
      marriage: 'MARRIED',
      residence: '江苏省苏州市姑苏区十全街 88 号',
      income: '2400000',
      debts: '个人房贷余额 120 万元',
      credit: '个人征信无逾期',
      litigation: '无',
      conclusion: '资信良好, 个人资产足以支持其对集团的出资与担保。',
    });
    for (const x of [
      { assetType: 'HOUSE', description: '苏州市姑苏区住宅 220㎡', value: '6800000', encumbered: 1 },
      { assetType: 'DEPOSIT', description: '银行存款及理财', value: '3500000' },
    ])
      await r.personAsset.insert(tx, ctx, { ...x, personId: person.id });
    return report.id;
  });
  await deps.api.makeDocument(ctx, reportId);
}

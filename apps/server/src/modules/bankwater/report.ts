// 流水分析报告: an analysis as the workbook the analyst files with the diligence, in the language of whoever asked for
// it — 概要 (the company, the period, the key figures and the signals), 月度 (month by month), 交易对手 (the largest
// customers and payees), 关联方 (the names treated as related, where each came from, the flows with each), 租金核对
// (the rent the statement shows paid to us against our receipts), 标记交易 (every flagged transaction and why) and
// 明细 (every transaction with its category). Numbers as numbers, so the analyst can sum them again in Excel.
import { type Locale, type Localized, RELATION_TYPE_OPTIONS, l } from '@flp/shared';
import {
  type BankTxn,
  CATEGORY_LABELS,
  type RelatedPartyFlow,
  type RentMatch,
  type StatementAnalysis,
  TXN_FLAG_LABELS,
} from '@flp/shared/bankwater';
import * as XLSX from '@e965/xlsx';
import type { Row } from '../../platform/crud/repository';
import type { RegistryState } from './parties';

const num = (v: string | null | undefined) => (v === null || v === undefined ? '' : Number(v));

/** A transaction as kept, with the category its reading gave. */
export type CategorisedTxn = BankTxn & { category?: string };

/** What the engine adds to the shared analysis: the related parties and the rent matched. */
export interface AnalysisExtras {
  related: { parties: RelatedPartyFlow[]; registry: RegistryState };
  rent: RentMatch & { lessor: { names: readonly string[] } | null };
}

export const RELATED_SOURCE_LABELS: Record<RelatedPartyFlow['source'], Localized> = {
  RELATION: l('关联关系', 'Relation graph'),
  SHAREHOLDER: l('工商登记股东', 'Registered shareholder'),
  LEGAL_PERSON: l('法定代表人', 'Legal representative'),
};

const DETAIL_LABELS: Record<string, Localized> = {
  CUSTOMER: l('客户资料', 'Customer record'),
  REGISTRY: l('工商登记', 'Registry'),
  ...Object.fromEntries(RELATION_TYPE_OPTIONS.map((o) => [String(o.value), o.label])),
};

/** The workbook's words, in both languages. */
const W = {
  title: l('银行流水分析报告', 'Bank statement analysis'),
  company: l('企业', 'Company'),
  orderNo: l('流水单号', 'Analysis number'),
  period: l('期间', 'Period'),
  to: l('至', 'to'),
  days: l('天', 'days'),
  rows: l('交易笔数', 'Transactions'),
  breaks: l('余额断点', 'Balance breaks'),
  meanIn: l('月均经营流入', 'Mean monthly operating inflow'),
  cv: l('经营流入变异系数', 'Operating inflow CV'),
  adb: l('日均余额', 'Average daily balance'),
  adbToRent: l('日均余额 / 月租金', 'ADB / monthly rent'),
  top1: l('第一大客户占比', 'Largest customer share'),
  hhi: l('客户集中度 HHI', 'Customer concentration HHI'),
  signals: l('提示', 'Signals'),
  summary: l('概要', 'Summary'),
  monthly: l('月度', 'Monthly'),
  month: l('月份', 'Month'),
  inflow: l('流入', 'In'),
  outflow: l('流出', 'Out'),
  count: l('笔数', 'Count'),
  net: l('净额', 'Net'),
  operatingIn: l('经营流入', 'Operating in'),
  growth: l('环比', 'Month on month'),
  parties: l('交易对手', 'Counterparties'),
  side: l('方向', 'Side'),
  name: l('名称', 'Name'),
  account: l('账号', 'Account'),
  amount: l('金额', 'Amount'),
  share: l('占比', 'Share'),
  related: l('关联方', 'Related parties'),
  source: l('来源', 'Source'),
  detail: l('说明', 'Detail'),
  registry: l('工商数据', 'Registry data'),
  registryUsed: l('已使用', 'used'),
  registryNone: l('未配置工商数据服务', 'not configured'),
  registryFailed: l('本次未能获取', 'not reachable this time'),
  rent: l('租金核对', 'Rent check'),
  lessor: l('出租人', 'Lessor'),
  window: l('匹配窗口(天)', 'Window (days)'),
  state: l('结果', 'Result'),
  matched: l('已匹配', 'Matched'),
  notRecorded: l('流水有、未登记收款', 'On the statement, not recorded'),
  notOnStatement: l('已登记、流水未见', 'Recorded, not on the statement'),
  statementDate: l('流水日期', 'Statement date'),
  receiptNo: l('收款编号', 'Receipt number'),
  receiptDate: l('到账日期', 'Received on'),
  apart: l('相差天数', 'Days apart'),
  flagged: l('标记交易', 'Flagged'),
  details: l('明细', 'Transactions'),
  date: l('日期', 'Date'),
  time: l('时间', 'Time'),
  inOut: l('收支', 'In/out'),
  balance: l('余额', 'Balance'),
  counterparty: l('对方户名', 'Counterparty'),
  summaryText: l('摘要', 'Summary'),
  flags: l('标记', 'Flags'),
  category: l('类别', 'Category'),
};

export function analysisWorkbook(
  order: Row,
  a: StatementAnalysis & AnalysisExtras,
  txns: readonly CategorisedTxn[],
  locale: Locale = 'zh-CN',
): Buffer {
  const t = (x: Localized) => x[locale];
  const w = Object.fromEntries(Object.entries(W).map(([k, v]) => [k, t(v)])) as Record<keyof typeof W, string>;
  const book = XLSX.utils.book_new();
  const sheet = (name: string, rows: unknown[][]) =>
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  const b = a.balances;
  const c = a.counterparties;
  sheet(w.summary, [
    [w.title],
    [w.company, String(order.customerName ?? '')],
    [w.orderNo, String(order.orderNo ?? '')],
    [w.period, a.period ? `${a.period.from} ${w.to} ${a.period.to} (${a.period.days} ${w.days})` : ''],
    [w.rows, a.integrity.rows],
    [w.breaks, a.integrity.balanceBreaks.length],
    [w.meanIn, num(a.monthly.meanOperatingIn)],
    [w.cv, num(a.monthly.cv)],
    [w.adb, num(b.adb)],
    [w.adbToRent, num(b.adbToRent)],
    [w.top1, num(c.top1Share)],
    [w.hhi, num(c.hhi)],
    [],
    [w.signals],
    ...a.signals.map((s) => [t(s.message)]),
  ]);
  sheet(w.monthly, [
    [w.month, w.inflow, w.count, w.outflow, w.count, w.net, w.operatingIn, w.growth],
    ...a.monthly.months.map((m) => [
      m.month,
      num(m.inAmount),
      m.inCount,
      num(m.outAmount),
      m.outCount,
      num(m.net),
      num(m.operatingIn),
      num(m.growth),
    ]),
  ]);
  sheet(w.parties, [
    [w.side, w.name, w.account, w.amount, w.count, w.share],
    ...c.topIn.map((p) => [w.inflow, p.name, p.account, num(p.amount), p.count, num(p.share)]),
    ...c.topOut.map((p) => [w.outflow, p.name, p.account, num(p.amount), p.count, num(p.share)]),
  ]);
  const registry = { USED: w.registryUsed, NOT_CONFIGURED: w.registryNone, UNAVAILABLE: w.registryFailed };
  sheet(w.related, [
    [w.registry, registry[a.related.registry]],
    [],
    [w.name, w.source, w.detail, w.count, w.inflow, w.outflow],
    ...a.related.parties.map((p) => [
      p.name,
      t(RELATED_SOURCE_LABELS[p.source]),
      p.detail ? (DETAIL_LABELS[p.detail] ? t(DETAIL_LABELS[p.detail]) : p.detail) : '',
      p.count,
      num(p.inAmount),
      num(p.outAmount),
    ]),
  ]);
  const rent = a.rent;
  sheet(w.rent, [
    [w.lessor, (rent.lessor?.names ?? []).join(', ')],
    [w.window, rent.days],
    [],
    [w.state, w.statementDate, w.amount, w.counterparty, w.receiptNo, w.receiptDate, w.apart],
    ...rent.matched.map((m) => [
      w.matched,
      m.payment.txnDate,
      num(m.payment.amount),
      m.payment.counterpartyName,
      m.receipt.receiptNo,
      m.receipt.receiptDate,
      m.days,
    ]),
    ...rent.notRecorded.map((p) => [w.notRecorded, p.txnDate, num(p.amount), p.counterpartyName, '', '', '']),
    ...rent.notOnStatement.map((x) => [w.notOnStatement, '', num(x.amount), '', x.receiptNo, x.receiptDate, '']),
  ]);
  const flagText = (i: number) =>
    a.transactions.flags[i].map((f) => t(TXN_FLAG_LABELS[f])).join(locale === 'en-US' ? ', ' : '、');
  const line = (x: BankTxn, i: number) => [
    x.txnDate,
    x.txnTime,
    x.direction === 'IN' ? w.inflow : w.outflow,
    num(x.amount),
    num(x.balance),
    x.counterpartyName,
    x.summary,
    flagText(i),
  ];
  const header = [w.date, w.time, w.inOut, w.amount, w.balance, w.counterparty, w.summaryText, w.flags];
  sheet(w.flagged, [header, ...txns.flatMap((x, i) => (a.transactions.flags[i].length ? [line(x, i)] : []))]);
  const categoryOf = (x: CategorisedTxn) =>
    x.category ? t(CATEGORY_LABELS[x.category as keyof typeof CATEGORY_LABELS] ?? l(x.category, x.category)) : '';
  sheet(w.details, [[...header, w.category], ...txns.map((x, i) => [...line(x, i), categoryOf(x)])]);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

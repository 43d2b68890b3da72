// 流水分析报告: an analysis as the workbook the analyst files with the diligence — 概要 (the company, the period, the
// key figures and the signals), 月度 (month by month), 交易对手 (the largest customers and payees), 标记交易 (every
// flagged transaction and why) and 明细 (every transaction with its category). Numbers as numbers, so the analyst can
// sum them again in Excel.
import { CATEGORY_LABELS, TXN_FLAG_LABELS, type BankTxn, type StatementAnalysis } from '@flp/shared/bankwater';
import * as XLSX from '@e965/xlsx';
import type { Row } from '../../platform/crud/repository';

const num = (v: string | null | undefined) => (v === null || v === undefined ? '' : Number(v));

/** A transaction as kept, with the category its reading gave. */
export type CategorisedTxn = BankTxn & { category?: string };

export function analysisWorkbook(order: Row, a: StatementAnalysis, txns: readonly CategorisedTxn[]): Buffer {
  const book = XLSX.utils.book_new();
  const sheet = (name: string, rows: unknown[][]) =>
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  const b = a.balances;
  const c = a.counterparties;
  sheet('概要', [
    ['银行流水分析报告'],
    ['企业', String(order.customerName ?? '')],
    ['流水单号', String(order.orderNo ?? '')],
    ['期间', a.period ? `${a.period.from} 至 ${a.period.to} (${a.period.days} 天)` : ''],
    ['交易笔数', a.integrity.rows],
    ['余额断点', a.integrity.balanceBreaks.length],
    ['月均经营流入', num(a.monthly.meanOperatingIn)],
    ['经营流入变异系数', num(a.monthly.cv)],
    ['日均余额', num(b.adb)],
    ['日均余额 / 月租金', num(b.adbToRent)],
    ['第一大客户占比', num(c.top1Share)],
    ['客户集中度 HHI', num(c.hhi)],
    [],
    ['提示'],
    ...a.signals.map((s) => [s.message['zh-CN']]),
  ]);
  sheet('月度', [
    ['月份', '流入', '笔数', '流出', '笔数', '净额', '经营流入', '环比'],
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
  sheet('交易对手', [
    ['方向', '名称', '账号', '金额', '笔数', '占比'],
    ...c.topIn.map((p) => ['流入', p.name, p.account, num(p.amount), p.count, num(p.share)]),
    ...c.topOut.map((p) => ['流出', p.name, p.account, num(p.amount), p.count, num(p.share)]),
  ]);
  const flagText = (i: number) => a.transactions.flags[i].map((f) => TXN_FLAG_LABELS[f]['zh-CN']).join('、');
  const line = (t: BankTxn, i: number) => [
    t.txnDate,
    t.txnTime,
    t.direction === 'IN' ? '收入' : '支出',
    num(t.amount),
    num(t.balance),
    t.counterpartyName,
    t.summary,
    flagText(i),
  ];
  const header = ['日期', '时间', '收支', '金额', '余额', '对方户名', '摘要', '标记'];
  sheet('标记交易', [header, ...txns.flatMap((t, i) => (a.transactions.flags[i].length ? [line(t, i)] : []))]);
  const categoryOf = (t: CategorisedTxn) =>
    t.category ? (CATEGORY_LABELS[t.category as keyof typeof CATEGORY_LABELS]?.['zh-CN'] ?? t.category) : '';
  sheet('明细', [[...header, '类别'], ...txns.map((t, i) => [...line(t, i), categoryOf(t)])]);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

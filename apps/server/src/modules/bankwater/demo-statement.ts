// The demo's bank statement and the CCB export it comes as (WAVE3-BRIEF §5.2): a year (2025) of a manufacturing
// lessee's CCB basic account — customers' receipts with one large customer, suppliers, wages, social insurance and
// housing fund, taxes, power, water and gas, the rent of an earlier lease, bank charges, refunds to staff, and the
// bank's 结息 on the 21st of Mar/Jun/Sep/Dec — from a fixed seed, so every start makes the same file. Everything here
// is invented. The product's demo seed and the readers' test fixtures (test/fixtures/bankwater/make.ts) share it.
import { D } from '@flp/shared/finance';
import ExcelJS from 'exceljs';

const compact = (date: string) => date.replace(/-/g, '');

/** One transaction as the fixtures print it; balances are computed from the opening. */
export interface Row {
  date: string; // YYYY-MM-DD
  time: string; // HH:mm:ss
  direction: 'IN' | 'OUT';
  amount: string;
  name: string;
  account: string;
  bank: string;
  summary: string;
  purpose: string;
  remark: string;
  serial: string;
}

export interface Statement {
  accountNo: string;
  /** The account's name as the bank prints it. */
  accountName: string;
  opening: string;
  rows: (Row & { balance: string })[];
}

/** Balances after each row, from the opening. */
export function withBalances(opening: string, rows: Row[]): Statement['rows'] {
  let balance = new D(opening);
  return rows.map((r) => {
    balance = r.direction === 'IN' ? balance.plus(r.amount) : balance.minus(r.amount);
    return { ...r, balance: balance.toFixed(2) };
  });
}

export const HUATUO = { account: '32001588800051234567', bank: '中国建设银行常州新北支行' };
export const DINGTAI = { account: '1103021209000765432', bank: '中国工商银行无锡滨湖支行' };
export const HONGYUAN = { account: '01234500000987', bank: '南京银行河西支行' };

export const CCB_HEADER = [
  '账号',
  '账户名称',
  '交易时间',
  '借方发生额（支取）',
  '贷方发生额（收入）',
  '余额',
  '币种',
  '对方户名',
  '对方账号',
  '对方开户机构',
  '记账日期',
  '摘要',
  '备注',
  '账户明细编号-交易流水号',
  '企业流水号',
  '凭证种类',
  '凭证号',
];

export const ccbCells = (s: Statement, r: Statement['rows'][number]) => [
  s.accountNo,
  s.accountName,
  `${compact(r.date)} ${r.time}`,
  r.direction === 'OUT' ? Number(r.amount) : 0,
  r.direction === 'IN' ? Number(r.amount) : 0,
  Number(r.balance),
  '人民币元',
  r.name,
  r.account,
  r.bank,
  compact(r.date),
  r.summary,
  r.purpose,
  `${s.accountNo}-${r.serial}`,
  '',
  '',
  '',
];

/** CCB .xlsx: the header on the first row, amounts as numbers formatted #,##0.00 (0 on the other side). */
export async function ccbXlsx(s: Statement): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.created = book.modified = new Date('2025-04-01T00:00:00Z');
  const sheet = book.addWorksheet('交易明细');
  sheet.addRow(CCB_HEADER);
  for (const r of s.rows) sheet.addRow(ccbCells(s, r));
  for (const col of [4, 5, 6]) sheet.getColumn(col).numFmt = '#,##0.00';
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** A fixed-seed generator of numbers in [0, 1). */
function random(seed: number) {
  let x = seed;
  return () => {
    x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x297a2d39) | 0;
    x ^= x + Math.imul(x ^ (x >>> 7), 0x297a2d39);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const CUSTOMERS = [
  { name: '常州华拓工程机械有限公司', ...HUATUO, weight: 0.32 },
  { name: '南京宏远建设工程有限公司', ...HONGYUAN, weight: 0.2 },
  { name: '合肥中联重装设备有限公司', account: '34001234500501234567', bank: '中国建设银行合肥高新支行', weight: 0.16 },
  { name: '杭州启航液压科技有限公司', account: '1202020109900456789', bank: '中国工商银行杭州高新支行', weight: 0.14 },
  { name: '宁波海晟港口机械有限公司', account: '39401001234567', bank: '宁波银行江北支行', weight: 0.1 },
  { name: '徐州金盾矿山设备有限公司', account: '10523401040098765', bank: '中国农业银行徐州分行', weight: 0.08 },
];
const SUPPLIERS = [
  { name: '无锡鼎泰钢材贸易有限公司', ...DINGTAI },
  { name: '昆山精联轴承有限公司', account: '1102234509000778899', bank: '中国工商银行昆山支行' },
  { name: '常熟宏达铸造有限公司', account: '10525101040033445', bank: '中国农业银行常熟支行' },
  { name: '上海汇博数控系统有限公司', account: '31050161360000009876', bank: '中国建设银行上海张江支行' },
  { name: '苏州新吴物流有限公司', account: '512908765410301', bank: '招商银行苏州分行' },
];
const LESSOR = { name: '东吴融资租赁有限公司', account: '32050188990000005678', bank: '中国建设银行苏州分行' };
const EMPLOYEES = ['陈建国', '刘海燕', '王志强', '赵丽'];

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** 2025's public holidays (days off on weekdays; the weekends worked in lieu are left out: nobody pays on them here). */
const HOLIDAYS_2025 = new Set([
  '2025-01-01',
  ...['01-28', '01-29', '01-30', '01-31', '02-03', '02-04'].map((d) => `2025-${d}`),
  '2025-04-04',
  ...['05-01', '05-02', '05-05', '06-02', '10-01', '10-02', '10-03', '10-06', '10-07', '10-08'].map((d) => `2025-${d}`),
]);
const isWorkday = (date: string) => weekday(date) !== 0 && weekday(date) !== 6 && !HOLIDAYS_2025.has(date);
const onWorkday = (date: string) => {
  let d = new Date(`${date}T00:00:00Z`);
  while (!isWorkday(d.toISOString().slice(0, 10))) d = new Date(d.getTime() + 86_400_000);
  return d.toISOString().slice(0, 10);
};
const day = (month: number, d: number) => `2025-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/**
 * 2025 of the lessee's CCB basic account: customer receipts (one large customer), supplier payments, wages on the
 * 10th, social insurance and housing fund on the 15th, VAT monthly and income tax quarterly, power, water and gas,
 * the rent of an earlier lease, bank charges, a few expense refunds to staff, and the bank's 结息 on the 21st of
 * Mar/Jun/Sep/Dec. About 300 rows; the balance never falls below 300,000.
 */
export function demoYear(accountNo: string, accountName: string): Statement {
  const next = random(20250101);
  const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)];
  const between = (lo: number, hi: number, step = 0.01) => Math.round((lo + next() * (hi - lo)) / step) * step;
  const time = (from = 8.5, to = 17.5) => {
    const t = Math.floor((from + next() * (to - from)) * 3600);
    return `${String(Math.floor(t / 3600)).padStart(2, '0')}:${String(Math.floor(t / 60) % 60).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
  };
  const money = (n: number) => n.toFixed(2);
  const events: Row[] = [];
  const add = (date: string, r: Omit<Row, 'date' | 'time' | 'serial'> & { time?: string }) =>
    events.push({ ...r, date, time: r.time ?? time(), serial: '' });
  for (let m = 1; m <= 12; m++) {
    const season = m === 2 ? 0.55 : m >= 9 && m <= 11 ? 1.2 : 1;
    const receipts = 7 + Math.floor(next() * 3);
    for (let i = 0; i < receipts; i++) {
      const u = next();
      let cumulative = 0;
      const c =
        CUSTOMERS.find((x) => {
          cumulative += x.weight;
          return u < cumulative;
        }) ?? CUSTOMERS[0];
      const round = next() < 0.35;
      const amount = round ? between(100_000, 450_000, 10_000) : between(60_000, 450_000);
      add(onWorkday(day(m, 1 + Math.floor(next() * 27))), {
        direction: 'IN',
        amount: money(amount * season),
        name: c.name,
        account: c.account,
        bank: c.bank,
        summary: '货款',
        purpose: pick(['设备款', '货款', '合同款', '进度款']),
        remark: '',
      });
    }
    const payments = 6 + Math.floor(next() * 3);
    for (let i = 0; i < payments; i++) {
      const s = pick(SUPPLIERS);
      add(onWorkday(day(m, 1 + Math.floor(next() * 27))), {
        direction: 'OUT',
        amount: money(between(40_000, 330_000) * season),
        name: s.name,
        account: s.account,
        bank: s.bank,
        summary: '转账',
        purpose: s.name.includes('物流') ? '运费' : '材料款',
        remark: '',
      });
    }
    const fixed = (
      d: number,
      r: Omit<Row, 'date' | 'time' | 'serial' | 'remark' | 'account' | 'bank'> & Partial<Pick<Row, 'account' | 'bank'>>,
    ) => add(onWorkday(day(m, d)), { account: '', bank: '', remark: '', ...r });
    fixed(10, {
      direction: 'OUT',
      amount: money(between(420_000, 460_000)),
      name: '代发工资',
      summary: '代发工资',
      purpose: `${m}月工资`,
    });
    fixed(15, {
      direction: 'OUT',
      amount: money(between(128_000, 134_000)),
      name: '苏州市社会保险基金管理中心',
      summary: '社保',
      purpose: '社会保险费',
    });
    fixed(15, {
      direction: 'OUT',
      amount: money(between(52_000, 54_000)),
      name: '苏州市住房公积金管理中心',
      summary: '公积金',
      purpose: '住房公积金',
    });
    fixed(15, {
      direction: 'OUT',
      amount: money(between(60_000, 110_000) * season),
      name: '国家金库苏州中心支库',
      summary: '实时缴税',
      purpose: '增值税',
    });
    if (m % 3 === 1)
      fixed(18, {
        direction: 'OUT',
        amount: money(between(90_000, 150_000)),
        name: '国家金库苏州中心支库',
        summary: '实时缴税',
        purpose: '企业所得税',
      });
    fixed(20, {
      direction: 'OUT',
      amount: money(between(48_000, 72_000) * season),
      name: '苏锡电力服务有限公司',
      summary: '电费',
      purpose: `${m}月电费`,
    });
    fixed(22, {
      direction: 'OUT',
      amount: money(between(3_000, 5_000)),
      name: '苏州工业园区清源华衍水务有限公司',
      summary: '水费',
      purpose: `${m}月水费`,
    });
    fixed(22, {
      direction: 'OUT',
      amount: money(between(8_000, 16_000)),
      name: '苏州港华燃气有限公司',
      summary: '燃气费',
      purpose: `${m}月燃气`,
    });
    fixed(25, {
      direction: 'OUT',
      amount: '86066.43',
      name: LESSOR.name,
      account: LESSOR.account,
      bank: LESSOR.bank,
      summary: '租金',
      purpose: `第${m + 6}期租金`,
    });
    fixed(28, {
      direction: 'OUT',
      amount: money(between(30, 260)),
      name: '',
      summary: '手续费',
      purpose: '跨行汇划手续费',
    });
    if (next() < 0.5)
      fixed(12 + Math.floor(next() * 10), {
        direction: 'OUT',
        amount: money(between(1_500, 9_000)),
        name: pick(EMPLOYEES),
        summary: '转账',
        purpose: '费用报销',
      });
    if (m % 3 === 0)
      add(day(m, 21), {
        direction: 'IN',
        amount: money(between(900, 2_600)),
        name: '',
        account: '',
        bank: '',
        summary: '结息',
        purpose: '利息',
        remark: '',
        time: '02:30:00',
      });
  }
  events.sort((a, b) => (a.date + a.time < b.date + b.time ? -1 : a.date + a.time > b.date + b.time ? 1 : 0));
  // Keep the account above 300,000: a payment that would take it lower waits for the next month's receipts (dropped).
  let balance = new D('1850000.00');
  const kept = events.filter((e) => {
    const after = e.direction === 'IN' ? balance.plus(e.amount) : balance.minus(e.amount);
    if (after.lt(300_000)) return false;
    balance = after;
    return true;
  });
  const rows = kept.map((r, i) => ({ ...r, serial: `DMO2025${String(i + 1).padStart(5, '0')}` }));
  return { accountNo, accountName, opening: '1850000.00', rows: withBalances('1850000.00', rows) };
}

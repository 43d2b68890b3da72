// The demo's invoice box: the signed sale-leaseback contract 华东重工挖掘机售后回租合同(一期) — the lessee sells the
// excavators it bought to the lessor, so the box holds the lessee's original purchase invoices, the lessee the buyer and
// its dealer the seller — filled the way staff fill one: 张伟 uploads a 数电 XML, an OFD (a 2022 电子专票 with its
// original_invoice.xml) and a PDF, each written here (samples.ts, sample-pdf.ts: invented numbers and dealer) and read
// by the readers; files them in the contract's box; 李娜 occupies the box for the contract. No verification provider is
// configured in the demo: the invoices stay 未查验 (asking answers 409 未配置发票查验服务 and changes nothing — one rule
// for the API and the demo), never a pretended verification. Runs once (any box of the tenant means it ran).
import { PLATFORM_TENANT_ID, contract, customer } from '@flp/shared';
import { usccCheckChar } from '@flp/shared/validate';
import { eq } from 'drizzle-orm';
import { repositoryOf } from '../../platform/crud/references';
import type { Row } from '../../platform/crud/repository';
import type { Db } from '../../platform/db/database';
import { beyondDataScope } from '../../platform/tenancy/context';
import { demoActors } from '../flow';
import type { FileService } from '../resource';
import type { SystemServices } from '../system';
import type { InvoiceModule } from './index';
import { invoiceRepos } from './repos';
import { invoicePdf } from './sample-pdf';
import { type SampleAttachedInvoice, type SampleInvoice, type SampleParty, attachOfd, einvoiceXml } from './samples';

const CONTRACT = '华东重工挖掘机售后回租合同(一期)';

/** The lessee's dealer (invented; its credit code given a valid check character). */
const DEALER_CODE = '91320303MA1XH2Q57';
const DEALER: SampleParty = {
  name: '徐州恒岳工程机械销售有限公司',
  taxId: `${DEALER_CODE}${usccCheckChar(DEALER_CODE)}`,
  addr: '江苏省徐州市云龙区汉源大道 66 号',
  tel: '0516-83880000',
  bank: '中国建设银行徐州云龙支行',
  account: '32050171610009000177',
};

const EXCAVATOR = '*机械设备*履带式挖掘机';

/** The three invoices of the three excavators (1,200,000.00 each, 13 %). */
function samples(buyer: SampleParty) {
  const xml: SampleInvoice = {
    number: '24322000000418830517',
    date: '2024-03-18',
    time: '2024-03-18 14:26:09',
    kind: '增值税专用发票',
    seller: DEALER,
    buyer,
    items: [
      {
        name: EXCAVATOR,
        spec: 'XE370DK',
        unit: '台',
        quantity: '1',
        price: '1061946.902655',
        amount: '1061946.90',
        rate: '0.13',
        tax: '138053.10',
        code: '1090108020000000000',
      },
    ],
    amount: '1061946.90',
    tax: '138053.10',
    total: '1200000.00',
    words: '壹佰贰拾万圆整',
    drawer: '陈莉',
    remark: '整机编号 XE370DK-2403-017',
  };
  const ofd: SampleAttachedInvoice = {
    code: '032002200113',
    number: '08835120',
    date: '2022年11月08日',
    checkCode: null,
    machineNo: '661234567890',
    typeCode: '08',
    seller: DEALER,
    buyer,
    item: {
      name: EXCAVATOR,
      spec: 'XE370DK',
      unit: '台',
      quantity: '1',
      price: '1061946.90',
      amount: '1061946.90',
    },
    rate: '13%',
    tax: '138053.10',
    total: '1200000.00',
    words: '壹佰贰拾万圆整',
    drawer: '陈莉',
    payee: '王静',
    reviewer: '刘强',
    note: '整机编号 XE370DK-2211-006',
  };
  const pdf: SampleInvoice = {
    number: '24322000000597214408',
    date: '2024-06-20',
    time: '2024-06-20 09:12:44',
    kind: '增值税专用发票',
    seller: DEALER,
    buyer,
    items: [
      {
        name: EXCAVATOR,
        spec: 'XE370DK',
        unit: '台',
        quantity: '1',
        price: '973451.327434',
        amount: '973451.33',
        rate: '0.13',
        tax: '126548.67',
        code: '1090108020000000000',
      },
      {
        name: '*机械设备*液压破碎锤',
        spec: 'HB-1550',
        unit: '台',
        quantity: '2',
        price: '44247.787611',
        amount: '88495.58',
        rate: '0.13',
        tax: '11504.42',
        code: '1090108020000000000',
      },
    ],
    amount: '1061946.91',
    tax: '138053.09',
    total: '1200000.00',
    words: '壹佰贰拾万圆整',
    drawer: '陈莉',
    remark: '整机编号 XE370DK-2406-031',
  };
  return [
    { name: `数电专票-${xml.number}.xml`, bytes: new TextEncoder().encode(einvoiceXml(xml)) },
    { name: `电子专票-${ofd.code}-${ofd.number}.ofd`, bytes: attachOfd(ofd) },
    { name: `数电专票-${pdf.number}.pdf`, bytes: invoicePdf(pdf) },
  ];
}

export async function seedInvoiceDemo(
  db: Db,
  deps: { module: InvoiceModule; system: SystemServices; files: FileService },
) {
  const actors = await demoActors(deps.system, PLATFORM_TENANT_ID, ['zhangwei', 'lina']);
  if (!actors) return;
  const { zhangwei, lina } = actors;
  const all = beyondDataScope(zhangwei);
  if (await invoiceRepos.box.count(db, all)) return;
  const contracts = repositoryOf(contract);
  const [c] = await contracts.list(db, all, { where: [eq(contracts.col('contractName'), CONTRACT)], limit: 1 });
  if (!c) return;
  const lessee = (await repositoryOf(customer).findIds(db, all, [String(c.customerId)]))[0] as Row | undefined;
  if (!lessee?.creditCode) return;
  const buyer: SampleParty = {
    name: String(lessee.compname),
    taxId: String(lessee.creditCode),
    addr: String(lessee.regAddress ?? '上海市浦东新区张江路88号'),
    tel: String(lessee.telephone ?? '021-50800000'),
    bank: '招商银行上海张江支行',
    account: '121900088810501',
  };
  const { reader, boxActions } = deps.module;
  const fileIds: string[] = [];
  for (const f of samples(buyer)) fileIds.push(await reader.add(zhangwei, f.name, f.bytes));
  const read = await reader.read(zhangwei, fileIds);
  const invoiceIds = read.flatMap((r) => r.invoices.map((i) => i.id));
  const boxId = await boxActions.saveBoxAndPro(zhangwei, {
    boxName: `${CONTRACT} 租赁物发票`,
    purpose: 'ASSET',
    contractId: c.id,
    remark: '承租人购置挖掘机的原始发票 (售后回租), 共 3 台',
    invoiceIds: invoiceIds.join(','),
  });
  await boxActions.occupy(lina, boxId);
}

/**
 * 发票 as the account manager uses it (issue 33's evidence, the invoice part): 张伟 uploads a lessee's purchase
 * invoices — a 数电 XML, an OFD and a PDF, as customers hand them in — reads them (识别), sees each one's values beside
 * its original and its checks, and files the three in an invoice box of the lessee's sale-leaseback project, whose
 * total he reads. On a server of its own: it adds invoices and a box.
 * e2e-server: e2e/demo-server.ts
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { invoicePdf } from '../apps/server/src/modules/invoice/sample-pdf';
import { usccCheckChar } from '@flp/shared/validate';
import { type SampleInvoice, type SampleParty, einvoiceXml, tagsOfd } from '../apps/server/src/modules/invoice/samples';
import { BASE, openScreen, useBrowser } from './context';
import { button as btn, formDialog, openTab, pickOption, toast } from './locators';
import { signInStaff } from './session';

const b = useBrowser();

/** Invented credit codes with their check characters. */
const code = (first17: string) => `${first17}${usccCheckChar(first17)}`;

const BUYER: SampleParty = {
  name: '津城智慧物流有限公司',
  taxId: code('91120116MA05TE7T8'),
  addr: '天津市滨海新区物流大道 8 号',
  tel: '022-66880000',
  bank: '中国银行天津滨海支行',
  account: '270000112233',
};
const SELLER: SampleParty = {
  name: '天津捷运分拣设备有限公司',
  taxId: code('91120118MA07R2K3X'),
  addr: '天津市东丽区航空路 18 号',
  tel: '022-24330000',
  bank: '招商银行天津东丽支行',
  account: '122900334455',
};

/** An invoice of one line at 13 % for `total` yuan (the amounts worked out to the fen). */
function sample(number: string, date: string, item: string, total: number): SampleInvoice {
  const amount = (Math.round((total / 1.13) * 100) / 100).toFixed(2);
  const tax = (total - Number(amount)).toFixed(2);
  return {
    number,
    date,
    time: `${date} 10:00:00`,
    kind: '增值税专用发票',
    seller: SELLER,
    buyer: BUYER,
    items: [
      {
        name: `*机械设备*${item}`,
        spec: 'SL-2000',
        unit: '套',
        quantity: '1',
        price: amount,
        amount,
        rate: '0.13',
        tax,
        code: '1090108020000000000',
      },
    ],
    amount,
    tax,
    total: total.toFixed(2),
    words: total === 500000 ? '伍拾万圆整' : total === 400000 ? '肆拾万圆整' : '叁拾万圆整',
    drawer: '赵燕',
    remark: '',
  };
}

const XML = sample('24122000000733310001', '2024-04-08', '自动分拣线主机', 500000);
const PDF = sample('24122000000733310002', '2024-04-09', '交叉带分拣机', 400000);
const OFD = sample('24122000000733310003', '2024-04-10', '输送线', 300000);

test('the account manager uploads XML, OFD and PDF invoices, reads them, and files them in a box of the project', async () => {
  const [zhangwei] = await signInStaff(() => b.fresh({ width: 1366, height: 900 }), BASE, ['zhangwei']);
  const screen = await openScreen(zhangwei, '/risk/invoice');
  await openTab(screen, '发票文件');
  await screen.locator('.invoice-upload input[type=file]').setInputFiles([
    { name: `${XML.number}.xml`, mimeType: 'application/xml', buffer: Buffer.from(einvoiceXml(XML)) },
    { name: `${OFD.number}.ofd`, mimeType: 'application/ofd', buffer: Buffer.from(tagsOfd(OFD, 'A')) },
    { name: `${PDF.number}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(invoicePdf(PDF)) },
  ]);
  const picked = screen.locator('.invoice-picked');
  await picked.getByText('已上传').nth(2).waitFor();
  await btn(screen, '识别 3 个文件').click();
  await toast(zhangwei, '识别完成: 新增 3 张发票, 重复 0 张, 失败 0 个文件').waitFor();
  for (const inv of [XML, OFD, PDF]) await picked.getByText(`${inv.number} ¥${inv.total}`).waitFor();

  // 发票: each read, checked and confirmed; the XML beside its original.
  await openTab(screen, '发票');
  const row = screen.locator('tr.ant-table-row', { hasText: XML.number });
  await row.getByText('校验通过').waitFor();
  await row.getByText('已确认').waitFor();
  await btn(row, '查看').click();
  const drawer = zhangwei.locator('.crud-drawer');
  await openTab(drawer, '原件对照');
  await drawer.locator('.invoice-values').getByText('¥500,000.00').waitFor();
  await drawer.locator('.invoice-values').getByText('天津捷运分拣设备有限公司').waitFor();
  await drawer.locator('.invoice-original-text').getByText(XML.number).first().waitFor();
  await drawer
    .locator('.invoice-checks')
    .getByText(/金额 442477.88 \+ 税额 57522.12/)
    .waitFor();
  await zhangwei.keyboard.press('Escape');

  // 发票夹: a box of the project, the three invoices picked, saved, its total read.
  await openTab(screen, '发票夹');
  await btn(screen, '新增').click();
  const dialog = formDialog(zhangwei);
  await dialog.locator('.ant-form-item', { hasText: '发票夹名称' }).locator('input').fill('津城分拣线 租赁物发票');
  await pickOption(
    zhangwei,
    dialog.locator('.ant-form-item', { hasText: '项目' }).first().locator('.ant-select'),
    '津城物流分拣线',
  );
  const invoices = dialog.locator('.ant-form-item', { hasText: '夹中发票' }).locator('.ant-select');
  for (const inv of [XML, OFD, PDF]) await pickOption(zhangwei, invoices, inv.number, inv.number, true);
  await btn(dialog, '保存').click();
  await toast(zhangwei, '成功').waitFor();
  const box = screen.locator('tr.ant-table-row', { hasText: '津城分拣线 租赁物发票' });
  await box.getByText('1,200,000.00').waitFor();
  await btn(box, '查看').click();
  await openTab(drawer, '夹中发票');
  const data = drawer.locator('.invoice-box-data');
  for (const inv of [XML, OFD, PDF]) await data.getByText(inv.number).waitFor();
  await data.locator('.ant-table-summary').getByText('1,200,000.00').waitFor();
  assert.deepEqual(zhangwei.errors ?? [], []);
});

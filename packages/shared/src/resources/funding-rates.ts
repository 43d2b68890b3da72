/**
 * A floating bank rate (WAVE3-BRIEF §7.2: "LPR repricing on the repricing day (1 Jan or the anniversary): new rate =
 * LPR + spread"): the LPR quotes as published (entered by treasury — no public service this product can reach
 * publishes them), and each repricing of a drawdown, kept as it was applied.
 */
import { type ResourceDef, date, defineResource, int, l, money, percent, ref, text } from './define';
import { bankIou } from './funding';

const lprRate = (name: string, label: ReturnType<typeof l>, message: ReturnType<typeof l>) =>
  percent(name, label, { required: message, scale: 2, minValue: 0, maxValue: 20, width: 110 });

/** LPR报价 (fl_lpr_quote): the loan prime rates published on a day (the 20th of each month, or the next working day). */
export const lprQuote = defineResource({
  name: 'lprQuote',
  api: '/rzzl_qy/bankLoan/lprquote',
  table: 'fl_lpr_quote',
  permission: 'funding_lpr',
  label: l('LPR报价', 'LPR quotes'),
  noun: l('LPR报价', 'LPR quote'),
  titleField: 'quoteDate',
  routes: ['list', 'page', 'detail', 'submit', 'remove', 'export'],
  defaultSort: ['quoteDate desc'],
  fields: [
    date('quoteDate', l('公布日期', 'Published on'), {
      required: l('请选择公布日期', 'please select the date published'),
      search: true,
      width: 120,
    }),
    lprRate('rate1y', l('1年期LPR(%)', '1-year LPR (%)'), l('请输入1年期LPR', 'please enter the 1-year LPR')),
    lprRate('rate5y', l('5年期以上LPR(%)', '5-year LPR (%)'), l('请输入5年期以上LPR', 'please enter the 5-year LPR')),
    text('remark', l('备注', 'Remark'), { max: 255 }),
  ],
  unique: [['quoteDate']],
});

/** 调息记录 (fl_bank_rate_change): a floating drawdown's rate set again on its repricing day (server-written). */
export const bankRateChange = defineResource({
  name: 'bankRateChange',
  api: '/rzzl_qy/bankLoan/bankratechange',
  table: 'fl_bank_rate_change',
  permission: 'funding_bank_iou',
  label: l('调息记录', 'Rate changes'),
  noun: l('调息记录', 'rate change'),
  titleField: 'effectiveDate',
  routes: ['list', 'page', 'detail'],
  defaultSort: ['effectiveDate desc', 'id desc'],
  fields: [
    ref('bankIouId', l('银行借据', 'Bank drawdown'), (): ResourceDef => bankIou, {
      search: true,
      nameKey: 'bankIouNo',
      form: false,
      width: 160,
    }),
    date('effectiveDate', l('调息日', 'Repriced on'), { form: false, width: 110 }),
    date('quoteDate', l('所用LPR公布日', 'LPR of'), { form: false, width: 120 }),
    percent('lprRate', l('LPR(%)', 'LPR (%)'), { scale: 2, form: false, width: 80 }),
    int('spreadBp', l('加点(基点)', 'Spread (bp)'), { form: false, width: 90 }),
    percent('oldRate', l('原年利率(%)', 'Rate before (%)'), { scale: 4, form: false, width: 110 }),
    percent('newRate', l('新年利率(%)', 'Rate after (%)'), { scale: 4, form: false, width: 110 }),
    // What the unpaid periods' interest moved by (negative: the rate fell).
    money('interestChange', l('利息变动(元)', 'Interest change (yuan)'), { form: false, width: 130 }),
  ],
  unique: [['bankIouId', 'effectiveDate']],
});

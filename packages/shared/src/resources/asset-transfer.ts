/**
 * 资产转让 (WAVE3-BRIEF §2.10): the lessor sells the future rents of some IOUs of a contract (保理, ABS, to another
 * lessor) — with recourse a financing that stays on the balance sheet, without recourse the rents leave it while the
 * lessor keeps servicing and passes the collections on (转付). The price discounts the rents sold; the lessee is bound
 * once notified (民法典 第546条); the transfer is registered (中登).
 */
import { attachments, date, defineResource, dict, ids, int, l, money, percent, ref, text } from './define';
import { contractField, iou, lesseeField } from './servicing';

export const TRANSFER_TYPES = [
  { value: 'RECOURSE', label: l('有追索', 'With recourse') },
  { value: 'NON_RECOURSE', label: l('无追索', 'Without recourse') },
  { value: 'ABS', label: l('ABS 入池', 'Into an ABS pool') },
];

export const TRANSFEREE_TYPES = [
  { value: 'BANK', label: l('银行', 'Bank') },
  { value: 'FACTOR', label: l('保理公司', 'Factoring company') },
  { value: 'AMP', label: l('资管计划', 'Asset management plan') },
  { value: 'LESSOR', label: l('租赁公司', 'Leasing company') },
];

export const TRANSFER_STATES = [
  { value: 'draft', label: l('草稿', 'Draft') },
  { value: 'settled', label: l('已交割', 'Settled') },
  { value: 'cancelled', label: l('已撤销', 'Cancelled') },
];

/** 资产转让 (fl_asset_transfer): future rents of a contract's IOUs sold on a date at a discount. */
export const assetTransfer = defineResource({
  name: 'assetTransfer',
  api: '/rzzl_qy/assetTransfer/assettransfer',
  table: 'fl_asset_transfer',
  permission: 'loan_asset_transfer',
  label: l('资产转让', 'Asset transfers'),
  noun: l('资产转让', 'Asset transfer'),
  titleField: 'transferNo',
  routes: ['list', 'page', 'detail', 'remove', 'submit', 'export'],
  fields: [
    text('transferNo', l('转让编号', 'Transfer number'), { form: false, search: true, max: 50, width: 170 }),
    contractField({
      form: true,
      search: true,
      list: true,
      required: l('请选择合同', 'please select the contract'),
    }),
    lesseeField(),
    ids('iouIds', l('转让借据', 'IOUs transferred'), {
      required: l('请选择转让的借据', 'please select the IOUs'),
      target: () => iou,
      list: false,
    }),
    text('transferee', l('受让方', 'Transferee'), {
      required: l('请输入受让方', 'please enter the transferee'),
      max: 100,
    }),
    text('transfereeUscc', l('受让方统一社会信用代码', "Transferee's credit code"), { max: 18, list: false }),
    dict('transfereeType', l('受让方类型', 'Transferee type'), 'transferee_type', {
      options: TRANSFEREE_TYPES,
      list: false,
    }),
    dict('transferType', l('转让方式', 'Transfer type'), 'asset_transfer_type', {
      options: TRANSFER_TYPES,
      required: l('请选择转让方式', 'please select the transfer type'),
      width: 100,
    }),
    date('transferDate', l('转让基准日', 'Transfer date'), {
      required: l('请选择转让基准日', 'please select the transfer date'),
      width: 110,
    }),
    int('fromPeriod', l('转让起始期次', 'From period'), { form: false, list: false }),
    money('rentSold', l('转让租金合计(元)', 'Rents sold (yuan)'), { form: false, list: false }),
    money('carryingAmount', l('账面价值(元)', 'Carrying amount (yuan)'), { form: false, width: 130 }),
    percent('discountRate', l('折现率(%)', 'Discount rate (%)'), { scale: 4, minValue: 0, maxValue: 100, list: false }),
    money('price', l('转让价款(元)', 'Price (yuan)'), {
      placeholder: l('空着即按折现率计算', 'empty: discounted at the rate'),
      width: 130,
    }),
    money('gainLoss', l('转让损益(元)', 'Gain or loss (yuan)'), { form: false, width: 120 }),
    percent('serviceFeeRate', l('资产服务费率(%)', 'Servicing fee rate (%)'), {
      scale: 4,
      minValue: 0,
      maxValue: 100,
      list: false,
    }),
    attachments('noticeDoc', l('转让通知书', 'Notice to the lessee'), { max: 10, attachmentKind: 'transfer_notice' }),
    date('noticeDate', l('通知日期', 'Notified on'), { list: false }),
    text('registrationNo', l('中登转让登记号', 'Registry number'), { max: 60, list: false }),
    dict('transferState', l('状态', 'Status'), 'asset_transfer_state', {
      options: TRANSFER_STATES,
      form: false,
      search: true,
      width: 90,
    }),
    text('remark', l('备注', 'Remark'), { max: 500, list: false }),
  ],
  status: {
    field: 'transferState',
    initial: 'draft',
    transitions: { draft: ['settled', 'cancelled'], settled: [], cancelled: [] },
    editableIn: ['draft'],
    removableIn: ['draft', 'cancelled'],
  },
});

/** 转付明细 (fl_asset_repayment): each transferred period — due, collected from the lessee, passed on to the buyer. */
export const assetRepayment = defineResource({
  name: 'assetRepayment',
  api: '/rzzl_qy/assetTransfer/assetrepayment',
  table: 'fl_asset_repayment',
  permission: 'loan_asset_transfer',
  label: l('转付明细', 'Collections passed on'),
  noun: l('转付明细', 'Collection passed on'),
  titleField: 'period',
  routes: ['list'],
  fields: [
    ref('pid', l('资产转让', 'Asset transfer'), () => assetTransfer, { nameKey: 'transferNo', search: true }),
    ref('iouId', l('借据', 'IOU'), () => iou, { nameKey: 'iouNo', search: true, width: 150 }),
    int('period', l('期次', 'Period'), { width: 70 }),
    date('dueDate', l('应收日', 'Due'), { width: 110 }),
    money('rentDue', l('应收租金(元)', 'Rent due (yuan)'), { width: 130 }),
    date('receivedDate', l('收款日', 'Received on'), { width: 110 }),
    money('received', l('已收(元)', 'Received (yuan)'), { width: 120 }),
    money('passedOn', l('转付金额(元)', 'Passed on (yuan)'), { width: 120 }),
    date('passedOnDate', l('转付日', 'Passed on'), { width: 110 }),
    dict('passState', l('状态', 'Status'), 'asset_repayment_state', {
      options: [
        { value: 'due', label: l('未到期', 'Not due') },
        { value: 'collected', label: l('已收待转付', 'Collected') },
        { value: 'passed', label: l('已转付', 'Passed on') },
      ],
      width: 100,
    }),
  ],
  defaultSort: ['period asc'],
});

/**
 * 发票识别, 查验, 发票夹 (`invoiceRecongnintion/recognition`, `invoiceRecongnintion/fileinfo`,
 * `invoiceRecongnintionLog/log`, `invoiceRecongnintionLog/box`; WAVE3-BRIEF §6; issue 33 item 3). Staff upload the
 * invoice files customers hand in (数电 XML, OFD, PDF, photos, zips of them); each file is read from its most certain
 * source into invoices with their lines, checks and a confidence — an OCR read, a low-confidence read or one whose
 * checks fail is a draft a person confirms. An invoice is recorded once (the same code and number, or number alone for
 * 数电, is refused); it is verified with the tax bureau only through an outside provider (never a pretended 一致);
 * invoices are filed in boxes of a project or contract, and a box that backs a contract's financing occupies its
 * invoices, so one invoice never backs two financings. Every read, verification, occupation and release is logged.
 */
import { INVOICE_SOURCES, INVOICE_TYPES } from '../invoice/types';
import { contract } from './contract';
import { customer } from './customer';
import {
  type ResourceDef,
  attachments,
  date,
  datetime,
  defineResource,
  dict,
  int,
  json,
  l,
  money,
  number,
  ref,
  refs,
  switchField,
  text,
  textarea,
} from './define';
import { project } from './project';
import { user } from './system';

/** The one menu all four screens hang under (风险管理 > 发票识别) and its extra buttons. */
export const INVOICE_PERMISSION = 'risk_invoice';
export const INVOICE_PERMISSIONS = {
  view: 'risk_invoice_view',
  add: 'risk_invoice_add',
  edit: 'risk_invoice_edit',
  remove: 'risk_invoice_delete',
  /** 查验: ask the tax bureau's provider. */
  verify: 'risk_invoice_verify',
  /** 占用/释放: a box's invoices back (or stop backing) its contract's financing. */
  use: 'risk_invoice_use',
} as const;

export const INVOICE_API = '/invoiceRecongnintion/recognition';
export const INVOICE_FILE_API = '/invoiceRecongnintion/fileinfo';
export const INVOICE_LOG_API = '/invoiceRecongnintionLog/log';
export const INVOICE_BOX_API = '/invoiceRecongnintionLog/box';

/** The outside service invoices are verified through (the order machine's code). */
export const INVOICE_VERIFY_SERVICE = 'invoiceVerify';

export const INVOICE_TYPE_OPTIONS = INVOICE_TYPES.map((t) => ({ value: t.code, label: t.label }));

const SOURCE_LABELS: Record<(typeof INVOICE_SOURCES)[number], ReturnType<typeof l>> = {
  xml: l('数电XML', 'Digital XML'),
  'ofd-attach': l('OFD内嵌XML', 'OFD attachment'),
  'ofd-tag': l('OFD标引', 'OFD tags'),
  'pdf-text': l('PDF文字', 'PDF text'),
  qr: l('二维码', 'QR code'),
  ocr: l('文字识别(OCR)', 'OCR'),
  manual: l('手工录入', 'Entered'),
};
export const INVOICE_SOURCE_OPTIONS = INVOICE_SOURCES.map((s) => ({ value: s, label: SOURCE_LABELS[s] }));

/** 查验状态 (brief §6.4): only a provider's answer moves an invoice past 未查验. */
export const VERIFY_STATES = [
  { value: 'UNVERIFIED', label: l('未查验', 'Not verified') },
  { value: 'MATCH', label: l('一致', 'Matches') },
  { value: 'MISMATCH', label: l('不一致', 'Differs') },
  { value: 'NOT_FOUND', label: l('查无此票', 'No such invoice') },
  { value: 'VOID', label: l('已作废', 'Voided') },
  { value: 'REVERSED', label: l('已红冲', 'Reversed') },
  { value: 'FAILED', label: l('查验失败', 'Verification failed') },
  { value: 'NOT_CONFIGURED', label: l('服务未配置', 'Service not configured') },
];
export type VerifyState = (typeof VERIFY_STATES)[number]['value'];

/** 确认状态: what was read is a draft until a person confirms it (or it was read whole from a certain source). */
export const CONFIRM_STATES = [
  { value: 'DRAFT', label: l('待确认', 'To confirm') },
  { value: 'CONFIRMED', label: l('已确认', 'Confirmed') },
];

export const INVOICE_FILE_STATES = [
  { value: 'PENDING', label: l('待识别', 'To read') },
  { value: 'READING', label: l('识别中', 'Reading') },
  { value: 'READ', label: l('已识别', 'Read') },
  { value: 'FAILED', label: l('识别失败', 'Could not be read') },
];

export const INVOICE_FILE_TYPES = ['pdf', 'ofd', 'xml', 'jpg', 'png', 'zip'].map((t) => ({
  value: t,
  label: l(t.toUpperCase(), t.toUpperCase()),
}));

export const INVOICE_LOG_ACTIONS = [
  { value: 'READ', label: l('识别', 'Read') },
  { value: 'VERIFY', label: l('查验', 'Verify') },
  { value: 'OCCUPY', label: l('占用', 'Occupy') },
  { value: 'RELEASE', label: l('释放', 'Release') },
];

export const INVOICE_BOX_PURPOSES = [
  { value: 'ASSET', label: l('租赁物发票', 'Leased assets') },
  { value: 'RENT', label: l('租金发票', 'Rent') },
  { value: 'FEE', label: l('费用发票', 'Fees') },
];

/** 发票明细 (fl_invoice_item): the lines of an invoice, saved with it. */
export const invoiceItem = defineResource({
  name: 'invoiceItem',
  api: '/invoiceRecongnintion/recognitionItem',
  table: 'fl_invoice_item',
  permission: INVOICE_PERMISSION,
  label: l('发票明细', 'Invoice lines'),
  titleField: 'itemName',
  routes: [],
  exportable: false,
  defaultSort: ['createTime asc', 'id asc'],
  fields: [
    ref('invoiceId', l('发票', 'Invoice'), (): ResourceDef => invoice, { form: false, list: false }),
    text('itemName', l('项目名称', 'Item'), {
      required: l('请输入项目名称', 'please enter the item'),
      max: 200,
      width: 220,
    }),
    text('spec', l('规格型号', 'Model'), { max: 100, width: 110 }),
    text('unit', l('单位', 'Unit'), { max: 20, width: 60 }),
    number('quantity', l('数量', 'Quantity'), { scale: 8, precision: 24, width: 90 }),
    number('unitPrice', l('单价', 'Unit price'), { scale: 8, precision: 24, width: 120 }),
    money('amount', l('金额', 'Amount'), { width: 120 }),
    // '13%', '1.5%', or as printed when no rate: 免税, 不征税, ***.
    text('taxRate', l('税率', 'Tax rate'), { max: 10, width: 70 }),
    money('taxAmount', l('税额', 'Tax'), { width: 110 }),
    text('taxClassCode', l('税收分类编码', 'Tax class code'), { max: 19, list: false }),
  ],
});

/** 发票 (fl_invoice): one invoice as read (or typed in), its checks, its verification, where it is filed. */
export const invoice = defineResource({
  name: 'invoice',
  api: INVOICE_API,
  table: 'fl_invoice',
  permission: INVOICE_PERMISSION,
  label: l('发票', 'Invoices'),
  noun: l('发票', 'invoice'),
  titleField: 'invoiceNumber',
  summary: ['invoiceNumber', 'sellerName', 'totalAmount', 'issueDate'],
  routes: ['list', 'page', 'detail', 'submit', 'remove', 'export'],
  defaultSort: ['createTime desc', 'id desc'],
  fields: [
    dict('invoiceType', l('发票类型', 'Type'), 'invoice_type', {
      options: INVOICE_TYPE_OPTIONS,
      search: true,
      list: false,
    }),
    text('invoiceCode', l('发票代码', 'Invoice code'), {
      max: 12,
      pattern: { regex: '^(\\d{10}|\\d{12})$', message: l('应为 10 位或 12 位数字', 'must be 10 or 12 digits') },
      list: false,
    }),
    text('invoiceNumber', l('发票号码', 'Invoice number'), {
      required: l('请输入发票号码', 'please enter the invoice number'),
      max: 20,
      pattern: {
        regex: '^(\\d{8}|\\d{20})$',
        message: l('应为 8 位数字或数电票的 20 位数字', 'must be 8 digits, or 20 for a digital invoice'),
      },
      search: true,
      width: 180,
    }),
    date('issueDate', l('开票日期', 'Issue date'), {
      required: l('请选择开票日期', 'please select the issue date'),
      width: 110,
    }),
    text('checkCode', l('校验码', 'Check code'), {
      max: 20,
      pattern: { regex: '^\\d{20}$', message: l('应为 20 位数字', 'must be 20 digits') },
      list: false,
    }),
    text('machineNo', l('机器编号', 'Machine number'), { max: 20, list: false }),
    text('buyerName', l('购买方', 'Buyer'), { max: 100, search: true, list: false }),
    text('buyerTaxId', l('购买方纳税人识别号', 'Buyer tax id'), { max: 20, list: false }),
    text('buyerAddrTel', l('购买方地址电话', 'Buyer address, phone'), { max: 200, list: false }),
    text('buyerBank', l('购买方开户行及账号', 'Buyer bank account'), { max: 200, list: false }),
    text('sellerName', l('销售方', 'Seller'), { max: 100, search: true, width: 190 }),
    text('sellerTaxId', l('销售方纳税人识别号', 'Seller tax id'), { max: 20, list: false }),
    text('sellerAddrTel', l('销售方地址电话', 'Seller address, phone'), { max: 200, list: false }),
    text('sellerBank', l('销售方开户行及账号', 'Seller bank account'), { max: 200, list: false }),
    money('amountExclTax', l('金额(不含税)', 'Amount before tax'), { list: false }),
    money('taxAmount', l('税额', 'Tax'), { list: false }),
    money('totalAmount', l('价税合计', 'Total'), {
      required: l('请输入价税合计', 'please enter the total'),
      width: 130,
    }),
    text('totalInWords', l('价税合计(大写)', 'Total in words'), { max: 60, list: false }),
    money('otherCharges', l('其他费用', 'Other charges'), { list: false }),
    // The lines' rates, as one text (13%, 6%); worked out at each save (server).
    text('taxRates', l('税率', 'Tax rates'), { form: false, max: 60, list: false }),
    textarea('remark', l('备注', 'Remarks'), { max: 500 }),
    text('drawer', l('开票人', 'Drawn by'), { max: 20, list: false }),
    text('payee', l('收款人', 'Payee'), { max: 20, list: false }),
    text('reviewer', l('复核人', 'Reviewer'), { max: 20, list: false }),
    // Negative total (server, from the total).
    switchField('isRedLetter', l('红字发票', 'Red-letter'), { form: false, defaultValue: 0, list: false }),
    // The blue invoice a red-letter one reverses (its number, or code and number).
    text('redLetterOf', l('对应蓝字发票', 'Reverses'), { max: 40, list: false }),
    // The red-letter invoice recorded against this one (server).
    ref('reversedBy', l('红冲发票', 'Reversed by'), (): ResourceDef => invoice, {
      form: false,
      list: false,
      nameKey: 'reversedByNumber',
    }),
    switchField('isVoid', l('已作废', 'Voided'), { form: false, defaultValue: 0, list: false }),
    // Where the values came from, how far they can be trusted, what the checks found (server).
    dict('source', l('识别来源', 'Read from'), 'invoice_source', {
      options: INVOICE_SOURCE_OPTIONS,
      form: false,
      list: false,
    }),
    number('confidence', l('可信度', 'Confidence'), { form: false, scale: 2, precision: 4, list: false }),
    json('checks', l('校验结果', 'Checks'), { form: false, list: false }),
    dict('confirmState', l('确认状态', 'Confirmation'), 'invoice_confirm_state', {
      options: CONFIRM_STATES,
      form: false,
      search: true,
      width: 90,
    }),
    dict('verifyStatus', l('查验状态', 'Verification'), 'invoice_verify_status', {
      options: VERIFY_STATES,
      form: false,
      search: true,
      defaultValue: 'UNVERIFIED',
      width: 100,
    }),
    datetime('verifyTime', l('查验时间', 'Verified at'), { form: false, list: false }),
    int('verifyCount', l('查验次数', 'Verifications'), { form: false, defaultValue: 0, list: false }),
    // The provider's answer: its state, the fields that differ, the order (server).
    json('verifyResult', l('查验结果', 'Verification result'), { form: false, list: false }),
    ref('fileId', l('发票文件', 'Invoice file'), (): ResourceDef => invoiceFile, {
      form: false,
      list: false,
      nameKey: 'fileName',
    }),
    ref('boxId', l('发票夹', 'Box'), (): ResourceDef => invoiceBox, {
      form: false,
      search: true,
      nameKey: 'boxNo',
      width: 130,
    }),
    ref('customerId', l('客户', 'Customer'), () => customer, { nameKey: 'customerName', list: false }),
    ref('projectId', l('项目', 'Project'), () => project, { nameKey: 'projectName', list: false }),
    // The contract whose financing the invoice backs, and for how much (server: its box's occupation).
    ref('occupiedBy', l('占用合同', 'Backs contract'), () => contract, {
      form: false,
      nameKey: 'occupiedByNo',
      list: false,
    }),
    money('occupiedAmount', l('占用金额', 'Amount backing'), { form: false, list: false }),
  ],
  children: [{ name: 'items', label: l('发票明细', 'Lines'), def: () => invoiceItem, foreignKey: 'invoiceId' }],
  status: {
    field: 'confirmState',
    initial: 'DRAFT',
    transitions: { DRAFT: ['CONFIRMED'], CONFIRMED: ['DRAFT'] },
    editableIn: ['DRAFT'],
  },
});

/** 发票文件 (fl_invoice_file): an uploaded file and what reading it found. */
export const invoiceFile = defineResource({
  name: 'invoiceFile',
  api: INVOICE_FILE_API,
  table: 'fl_invoice_file',
  permission: INVOICE_PERMISSION,
  label: l('发票文件', 'Invoice files'),
  noun: l('发票文件', 'invoice file'),
  titleField: 'fileName',
  routes: ['page', 'list', 'detail', 'submit', 'remove', 'export'],
  defaultSort: ['createTime desc', 'id desc'],
  fields: [
    attachments('file', l('文件', 'File'), {
      required: l('请上传发票文件', 'please upload the invoice file'),
      max: 1,
      accept: '.pdf,.ofd,.xml,.zip,.jpg,.jpeg,.png',
      attachmentKind: 'invoice_file',
    }),
    // As uploaded; the type told by the bytes (server).
    text('fileName', l('文件名', 'File name'), { form: false, search: true, max: 200, width: 240 }),
    dict('fileType', l('文件类型', 'File type'), 'invoice_file_type', {
      options: INVOICE_FILE_TYPES,
      form: false,
      search: true,
      width: 80,
    }),
    text('sha256', l('SHA-256', 'SHA-256'), { form: false, max: 64, list: false }),
    int('size', l('大小(字节)', 'Size (bytes)'), { form: false, width: 100 }),
    dict('fileState', l('识别状态', 'State'), 'invoice_file_state', {
      options: INVOICE_FILE_STATES,
      form: false,
      search: true,
      width: 90,
    }),
    text('engine', l('识别方式', 'Read by'), { form: false, max: 60, width: 110 }),
    switchField('signed', l('含电子签章', 'Signed'), { form: false, defaultValue: 0, list: false }),
    refs('invoiceIds', l('识别出的发票', 'Invoices found'), (): ResourceDef => invoice, {
      form: false,
      list: false,
      max: 2000,
    }),
    int('invoiceCount', l('发票张数', 'Invoices'), { form: false, defaultValue: 0, width: 80 }),
    // Why it could not be read, in both languages (server).
    json('error', l('失败原因', 'Why it failed'), { form: false, width: 240 }),
    datetime('readTime', l('识别时间', 'Read at'), { form: false, width: 160 }),
  ],
});

/** 发票夹 (fl_invoice_box): invoices filed together for a project or contract. */
export const invoiceBox = defineResource({
  name: 'invoiceBox',
  api: INVOICE_BOX_API,
  table: 'fl_invoice_box',
  permission: INVOICE_PERMISSION,
  label: l('发票夹', 'Invoice boxes'),
  noun: l('发票夹', 'invoice box'),
  titleField: 'boxNo',
  summary: ['boxNo', 'boxName', 'contractId', 'totalAmount'],
  routes: ['list', 'page', 'detail', 'submit', 'update', 'remove', 'export'],
  unique: [['boxNo']],
  defaultSort: ['createTime desc', 'id desc'],
  fields: [
    // 发票夹编号 (server: numbering rule `invoice_box`, FP yyyyMM 001).
    text('boxNo', l('发票夹编号', 'Box number'), { form: false, search: true, max: 40, width: 140 }),
    text('boxName', l('发票夹名称', 'Box name'), {
      required: l('请输入发票夹名称', 'please enter the box name'),
      max: 100,
      search: true,
      width: 220,
    }),
    dict('purpose', l('用途', 'Purpose'), 'invoice_box_purpose', {
      options: INVOICE_BOX_PURPOSES,
      required: l('请选择用途', 'please select the purpose'),
      defaultValue: 'ASSET',
      search: true,
      width: 110,
    }),
    ref('customerId', l('客户', 'Customer'), () => customer, { search: true, nameKey: 'customerName', width: 200 }),
    ref('projectId', l('项目', 'Project'), () => project, { search: true, nameKey: 'projectName', width: 200 }),
    ref('contractId', l('合同', 'Contract'), () => contract, { search: true, nameKey: 'contractNo', width: 150 }),
    int('count', l('发票张数', 'Invoices'), { form: false, defaultValue: 0, width: 80 }),
    money('totalAmount', l('价税合计', 'Total'), { form: false, defaultValue: '0', width: 140 }),
    // Its invoices back its contract's financing (占用; released by 释放占用).
    switchField('isUse', l('已占用', 'Occupied'), { form: false, defaultValue: 0, search: true, width: 80 }),
    textarea('remark', l('备注', 'Remarks'), { max: 500 }),
  ],
});

/** 识别日志 (fl_invoice_log): each read, verification, occupation and release, who did it, how long it took. */
export const invoiceLog = defineResource({
  name: 'invoiceLog',
  api: INVOICE_LOG_API,
  table: 'fl_invoice_log',
  permission: INVOICE_PERMISSION,
  label: l('识别日志', 'Invoice log'),
  noun: l('识别日志', 'log entry'),
  routes: ['page', 'export'],
  defaultSort: ['createTime desc', 'id desc'],
  fields: [
    dict('action', l('操作', 'Action'), 'invoice_log_action', {
      options: INVOICE_LOG_ACTIONS,
      form: false,
      search: true,
      width: 80,
    }),
    ref('fileId', l('发票文件', 'Invoice file'), (): ResourceDef => invoiceFile, {
      form: false,
      nameKey: 'fileName',
      width: 200,
    }),
    ref('invoiceId', l('发票', 'Invoice'), (): ResourceDef => invoice, { form: false, list: false }),
    text('invoiceNumber', l('发票号码', 'Invoice number'), { form: false, search: true, max: 40, width: 190 }),
    ref('boxId', l('发票夹', 'Box'), (): ResourceDef => invoiceBox, { form: false, nameKey: 'boxNo', width: 130 }),
    ref('contractId', l('合同', 'Contract'), () => contract, { form: false, nameKey: 'contractNo', width: 150 }),
    // The reading engine (xml, pdf-text, tesseract…) or the verification provider.
    text('engine', l('引擎/服务商', 'Engine / provider'), { form: false, max: 60, width: 120 }),
    int('ms', l('耗时(毫秒)', 'Took (ms)'), { form: false, width: 90 }),
    switchField('ok', l('成功', 'Succeeded'), { form: false, search: true, width: 70 }),
    // What happened, in both languages (the reader gets theirs).
    json('message', l('说明', 'Message'), { form: false, width: 320 }),
    ref('operator', l('操作人', 'By'), () => user, { form: false, nameKey: 'operatorName', width: 90 }),
  ],
});

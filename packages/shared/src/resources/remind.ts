/**
 * 提醒 and 批量销号 (`remind/remind`, `batchCancel/batchcancel`; WAVE3-BRIEF §8; issue 31 item 1): the reminders and
 * warnings the daily job writes (fl_servicing_notice), each with the period's unpaid amount, the IOU's owner and its
 * handling — 待处理, 已提醒, 已还款 (read from the period), 已销号 — and the batches that closed many at once with one
 * disposition. The event itself is the daily job's; a person only handles it.
 */
import {
  type ResourceDef,
  attachments,
  datetime,
  date,
  defineResource,
  dict,
  id,
  int,
  l,
  money,
  ref,
  refs,
  switchField,
  text,
  textarea,
} from './define';
import { iou } from './servicing';
import { role, user } from './system';

/** What the daily job tells: a rent falling due, a period overdue, a class worsened (`class_<LEVEL>`). */
export const REMIND_KINDS = [
  { value: 'reminder', label: l('租金到期提醒', 'Rent falling due') },
  { value: 'overdue', label: l('逾期预警', 'Overdue') },
  { value: 'class', label: l('五级分类下调', 'Class worsened') },
];

/** Where an event stands: handled by a person, or paid (its period settled, read from the ledger). */
export const REMIND_STATES = [
  { value: 'pending', label: l('待处理', 'To handle') },
  { value: 'reminded', label: l('已提醒', 'Reminded') },
  { value: 'paid', label: l('已还款', 'Paid') },
  { value: 'closed', label: l('已销号', 'Closed') },
];

/** The screen's views (GET remind/page?view=): what falls due, what is overdue, what was paid or closed. */
export const REMIND_VIEWS = [
  { value: 'reminders', label: l('到期提醒', 'Falling due') },
  { value: 'warnings', label: l('逾期预警', 'Warnings') },
  { value: 'history', label: l('历史', 'History') },
];

/** How it was handled. */
export const REMIND_DISPOSITIONS = [
  { value: 'PHONE', label: l('已电话', 'Called') },
  { value: 'SMS', label: l('已短信', 'Texted') },
  { value: 'VISIT', label: l('已上门', 'Visited') },
  { value: 'PROMISE', label: l('客户承诺', 'Promised by the lessee') },
  { value: 'PAID', label: l('已还款', 'Paid') },
  { value: 'OTHER', label: l('其他', 'Other') },
];

/** 批量销号 (fl_remind_batch): events closed at once with one disposition, kept with who closed them and why. */
export const remindBatch = defineResource({
  name: 'remindBatch',
  api: '/rzzl_qy/batchCancel/batchcancel',
  table: 'fl_remind_batch',
  permission: 'remind_batch',
  label: l('批量销号', 'Batch closing'),
  noun: l('批量销号', 'batch closing'),
  titleField: 'batchNo',
  // The list screen's page; its other calls are the spec's (pageList, detail with its events, remindListInfo, submit).
  routes: ['page'],
  exportable: false,
  fields: [
    text('batchNo', l('批次号', 'Batch number'), { form: false, search: true, max: 40, width: 170 }),
    dict('disposition', l('处理方式', 'Disposition'), 'remind_disposition', {
      required: l('请选择处理方式', 'please select the disposition'),
      options: REMIND_DISPOSITIONS,
      search: true,
      width: 110,
    }),
    textarea('reason', l('销号说明', 'Reason'), { required: l('请输入销号说明', 'please enter the reason'), max: 500 }),
    int('eventCount', l('销号条数', 'Events closed'), { form: false, width: 90 }),
  ],
});

/** A contact before the due date (提醒, saveRecordBefore) or after it (催收, saveRecord). */
export const CONTACT_RECORD_TYPES = [
  { value: 'BEFORE', label: l('到期前提醒', 'Before due') },
  { value: 'AFTER', label: l('逾期催收', 'Collection') },
];

/** How the lessee was reached. */
export const CONTACT_METHODS = [
  { value: 'PHONE', label: l('电话', 'Phone') },
  { value: 'SMS', label: l('短信', 'Text message') },
  { value: 'VISIT', label: l('上门', 'Visit') },
  { value: 'WECHAT', label: l('微信', 'WeChat') },
  { value: 'EMAIL', label: l('邮件', 'E-mail') },
  { value: 'LETTER', label: l('函件', 'Letter') },
];

/** What came of it; a promise names its date and amount. */
export const CONTACT_RESULTS = [
  { value: 'PROMISE', label: l('承诺还款', 'Promised to pay') },
  { value: 'PAID', label: l('已还款', 'Says paid') },
  { value: 'REFUSE', label: l('拒绝还款', 'Refused') },
  { value: 'UNREACHABLE', label: l('失联', 'Unreachable') },
  { value: 'NOTIFIED', label: l('已告知', 'Informed') },
];

/**
 * 联系记录 (`record/record`, fl_contact_record): one contact with a lessee about one period of an IOU — before it falls
 * due or after — with its result and, for a promise, the date and amount promised. Saving one marks the period's
 * open reminders (before) or warnings (after) 已提醒. Kept under the IOU and period, so a new schedule version (a
 * change) keeps the period's history; `schId` is the schedule row it was made from, when it was.
 */
export const contactRecord = defineResource({
  name: 'contactRecord',
  api: '/rzzl_qy/record/record',
  table: 'fl_contact_record',
  permission: 'remind_record',
  label: l('联系记录', 'Contact records'),
  noun: l('联系记录', 'contact record'),
  titleField: 'content',
  // The IOU's account manager, copied at the first save: "own records" are the records of his IOUs.
  owner: 'owner',
  routes: ['list', 'page', 'detail', 'submit', 'update', 'remove'],
  defaultSort: ['contactTime desc', 'id desc'],
  fields: [
    ref('iouId', l('借据', 'IOU'), (): ResourceDef => iou, {
      required: l('请选择借据', 'please select the IOU'),
      search: true,
      nameKey: 'iouNo',
      immutable: true,
      width: 150,
    }),
    int('period', l('期次', 'Period'), {
      required: l('请输入期次', 'please enter the period'),
      minValue: 1,
      maxValue: 1200,
      immutable: true,
      search: true,
      width: 60,
    }),
    // The schedule row it was made from (a row of one schedule version; the record outlives it under iouId + period).
    id('schId', l('租金明细', 'Schedule period'), {
      form: false,
      list: false,
      immutable: true,
    }),
    dict('recordType', l('记录类型', 'Type'), 'contact_record_type', {
      required: l('请选择记录类型', 'please select the type'),
      options: CONTACT_RECORD_TYPES,
      search: true,
      immutable: true,
      width: 100,
    }),
    datetime('contactTime', l('联系时间', 'Contacted at'), {
      required: l('请选择联系时间', 'please select when'),
      width: 150,
    }),
    dict('method', l('联系方式', 'Method'), 'contact_method', {
      required: l('请选择联系方式', 'please select the method'),
      options: CONTACT_METHODS,
      defaultValue: 'PHONE',
      width: 90,
    }),
    text('contact', l('联系人', 'Contact'), { max: 50, width: 90 }),
    text('phone', l('联系电话', 'Phone'), { max: 30, list: false }),
    textarea('content', l('联系内容', 'What was said'), {
      required: l('请输入联系内容', 'please enter what was said'),
      max: 1000,
      width: 240,
    }),
    dict('result', l('联系结果', 'Result'), 'contact_result', {
      required: l('请选择联系结果', 'please select the result'),
      options: CONTACT_RESULTS,
      search: true,
      width: 100,
    }),
    date('promiseDate', l('承诺还款日', 'Promised date'), { width: 110 }),
    money('promiseAmount', l('承诺金额(元)', 'Promised amount (yuan)'), { width: 120 }),
    attachments('files', l('附件', 'Attachments'), { max: 10 }),
    ref('owner', l('客户经理', 'Account manager'), () => user, { form: false, search: true, width: 100 }),
  ],
});

/**
 * What a reminder rule watches. Each kind is served by a source the daily job reads (servicing/remind/sources.ts); a
 * kind joins this list with its source — the bank instalments with the bank loans, the post-lease checks with them.
 */
export const REMIND_EVENT_TYPES = [
  { value: 'RENT_DUE', label: l('租金到期', 'Rent falling due') },
  { value: 'OVERDUE', label: l('租金逾期', 'Rent overdue') },
  { value: 'LEASE_END', label: l('租赁到期', 'Lease ending') },
  { value: 'REGISTRATION_EXPIRY', label: l('抵质押登记到期', 'Registration expiring') },
  // Served by the funding module (its source registered with the reminder rules).
  { value: 'BANK_DUE', label: l('银行借款到期', 'Bank instalment due') },
];

/** Whom a rule tells. */
export const REMIND_RECIPIENTS = [
  { value: 'OWNER', label: l('客户经理', 'Account manager') },
  { value: 'DEPT_LEADER', label: l('部门负责人', 'Head of department') },
  { value: 'ROLE', label: l('指定角色', 'Roles') },
];

/** How: the inbox always; text messages and e-mail once the tenant has them configured. */
export const REMIND_CHANNELS = [
  { value: 'INBOX', label: l('站内信', 'Inbox') },
  { value: 'SMS', label: l('短信', 'Text message') },
  { value: 'EMAIL', label: l('邮件', 'E-mail') },
];

/** The placeholders a template may use, each filled from the event. */
export const REMIND_PLACEHOLDERS = [
  'customerName',
  'iouNo',
  'contractNo',
  'period',
  'dueDate',
  'amount',
  'days',
  'subject',
  'account',
] as const;

/**
 * 消息提醒 (`messageRemind/messageremind`, fl_message_remind): a reminder rule — what it watches, how many days before
 * (or, for what is overdue, after) the date it tells, whom and how, in what words. The daily job reads the enabled
 * rules; each event is told once per rule and per day count, on the working day on or before its day when the rule
 * skips days off.
 */
export const messageRemind = defineResource({
  name: 'messageRemind',
  api: '/rzzl_qy/messageRemind/messageremind',
  table: 'fl_message_remind',
  permission: 'message_remind',
  label: l('消息提醒', 'Reminder rules'),
  noun: l('提醒规则', 'reminder rule'),
  titleField: 'name',
  routes: ['list', 'page', 'detail', 'submit', 'remove'],
  defaultSort: ['eventType asc', 'id asc'],
  fields: [
    text('name', l('规则名称', 'Rule name'), {
      required: l('请输入规则名称', 'please enter the rule name'),
      search: true,
      max: 60,
      width: 160,
    }),
    dict('eventType', l('提醒事项', 'Event'), 'remind_event_type', {
      required: l('请选择提醒事项', 'please select the event'),
      options: REMIND_EVENT_TYPES,
      search: true,
      width: 120,
    }),
    text('daysBefore', l('提醒天数', 'Days'), {
      required: l('请输入提醒天数', 'please enter the days'),
      max: 60,
      pattern: {
        regex: '^\\s*\\d{1,3}(\\s*[,，]\\s*\\d{1,3})*\\s*$',
        message: l('应为逗号分隔的天数, 如 7,3,1', 'must be days separated by commas, e.g. 7,3,1'),
      },
      placeholder: l('到期前(逾期为逾期后)天数, 如 7,3,1', 'days before (overdue: after), e.g. 7,3,1'),
      width: 100,
    }),
    dict('recipients', l('接收人', 'Recipients'), 'remind_recipient', {
      required: l('请选择接收人', 'please select the recipients'),
      options: REMIND_RECIPIENTS,
      multiple: true,
      max: 100,
      width: 160,
    }),
    refs('roleIds', l('接收角色', 'Recipient roles'), () => role, { list: false }),
    dict('channels', l('提醒方式', 'Channels'), 'remind_channel', {
      required: l('请选择提醒方式', 'please select the channels'),
      options: REMIND_CHANNELS,
      multiple: true,
      defaultValue: 'INBOX',
      max: 100,
      width: 120,
    }),
    textarea('template', l('消息模板', 'Template'), {
      required: l('请输入消息模板', 'please enter the template'),
      max: 500,
      placeholder: l(
        '可用占位符: {customerName} {iouNo} {contractNo} {period} {dueDate} {amount} {days} {subject} {account}',
        'Placeholders: {customerName} {iouNo} {contractNo} {period} {dueDate} {amount} {days} {subject} {account}',
      ),
      width: 260,
    }),
    switchField('skipHolidays', l('遇节假日提前', 'Earlier on days off'), { defaultValue: 1, width: 110 }),
    switchField('enabled', l('启用', 'Enabled'), { defaultValue: 1, search: true, width: 80 }),
    text('remark', l('备注', 'Remark'), { max: 255, list: false }),
  ],
});

/**
 * 提醒 and 批量销号 (`remind/remind`, `batchCancel/batchcancel`; WAVE3-BRIEF §8; issue 31 item 1): the reminders and
 * warnings the daily job writes (fl_servicing_notice), each with the period's unpaid amount, the IOU's owner and its
 * handling — 待处理, 已提醒, 已还款 (read from the period), 已销号 — and the batches that closed many at once with one
 * disposition. The event itself is the daily job's; a person only handles it.
 */
import { defineResource, dict, int, l, text, textarea } from './define';

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

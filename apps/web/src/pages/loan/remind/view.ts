import {
  REMIND_DISPOSITIONS,
  REMIND_KINDS,
  REMIND_STATES,
  REMIND_VIEWS,
  RISK_LEVEL_OPTIONS,
  contractField,
  date,
  datetime,
  defineResource,
  dict,
  int,
  l,
  lesseeField,
  money,
  text,
} from '@flp/shared/resources';

/**
 * An event of 提醒 as the server's read model answers it (servicing/remind/query.ts): the daily job's event, its IOU
 * and period as the ledger has them now, its handling. A view for the screen — the events are the daily job's, never
 * added or edited here.
 */
export const remindEvent = defineResource({
  name: 'remindEvent',
  api: '/rzzl_qy/remind/remind',
  table: 'fl_servicing_notice',
  permission: 'remind',
  label: l('提醒', 'Reminders'),
  noun: l('提醒', 'reminder'),
  titleField: 'iouNo',
  routes: ['page'],
  exportable: false,
  defaultSort: [],
  fields: [
    text('iouNo', l('借据编号', 'IOU'), { search: true, width: 140 }),
    lesseeField({ width: 150 }),
    contractField({ list: false }),
    int('period', l('期次', 'Period'), { width: 60 }),
    dict('kind', l('类型', 'Kind'), 'remind_kind', { options: REMIND_KINDS, search: true, width: 110 }),
    dict('classTo', l('下调至', 'Moved to'), 'risk_level', { options: RISK_LEVEL_OPTIONS, list: false }),
    date('eventDate', l('应还日', 'Due date'), { width: 100 }),
    money('rent', l('应还租金(元)', 'Rent (yuan)'), { list: false }),
    money('unpaid', l('未还金额(元)', 'Unpaid (yuan)'), { width: 110 }),
    int('dpd', l('逾期天数', 'Days past due'), { width: 80 }),
    text('ownerName', l('客户经理', 'Account manager'), { width: 90 }),
    dict('state', l('状态', 'State'), 'remind_state', { options: REMIND_STATES, search: true, width: 90 }),
    dict('disposition', l('处理方式', 'Disposition'), 'remind_disposition', {
      options: REMIND_DISPOSITIONS,
      list: false,
    }),
    text('remark', l('处理说明', 'Remark'), { list: false }),
    datetime('handledAt', l('处理时间', 'Handled at'), { list: false }),
    date('sentOn', l('提醒日', 'Told on'), { list: false }),
  ],
});

/** The view the list shows (the screen's one paged call answers each). */
export const VIEW_FIELD = dict('view', l('视图', 'View'), 'remind_view', { options: REMIND_VIEWS });

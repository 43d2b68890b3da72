/**
 * 工作日历 (`calendar`; WAVE3-BRIEF §3.6): the tenant's days that differ from the week's rhythm — the State Council's
 * holidays and the weekend days worked in their place (imported a year at a time from the bundled 国务院放假安排), and
 * the company's own (a closure, a weekend worked). Every other day is a working day from Monday to Friday. Read by the
 * reminder rules (a reminder due on a day off goes out the working day before) and the bank loans' due dates.
 */
import { date, defineResource, dict, l, text } from './define';

/** How a day differs from its weekday. */
export const CALENDAR_DAY_TYPES = [
  { value: 'HOLIDAY', label: l('法定节假日', 'Public holiday') },
  { value: 'SHIFTED_WORKDAY', label: l('调休上班日', 'Weekend worked in lieu') },
  { value: 'WORKDAY', label: l('工作日', 'Working day') },
  { value: 'REST', label: l('自定义休息日', 'Company day off') },
];

/** The day types that are days off (the others are working days, whatever their weekday). */
export const DAY_OFF_TYPES: readonly string[] = ['HOLIDAY', 'REST'];

export const calendarDay = defineResource({
  name: 'calendarDay',
  api: '/rzzl_qy/calendar/calendar',
  table: 'fl_calendar',
  permission: 'calendar',
  label: l('工作日历', 'Working calendar'),
  noun: l('日历', 'calendar day'),
  titleField: 'day',
  routes: ['list', 'page', 'detail', 'submit', 'remove', 'export'],
  defaultSort: ['day asc'],
  fields: [
    date('day', l('日期', 'Date'), {
      required: l('请选择日期', 'please select the date'),
      search: true,
      width: 120,
    }),
    dict('dayType', l('日期类型', 'Day type'), 'calendar_day_type', {
      required: l('请选择日期类型', 'please select the day type'),
      options: CALENDAR_DAY_TYPES,
      search: true,
      width: 120,
    }),
    text('name', l('名称', 'Name'), { search: true, max: 50, width: 140 }),
    text('remark', l('备注', 'Remark'), { max: 255 }),
  ],
  unique: [['day']],
});

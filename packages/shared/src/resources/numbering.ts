/**
 * Numbering rules (编号规则): how the business numbers of projects, contracts, IOUs (借据) and the rest are made —
 * `${prefix}${date}${sequence}`, the sequence zero-padded to `width` and restarted per year, month or day (or never),
 * per tenant. The spec has no screen for them; the path is our own (docs/decisions.md, "Numbering rules").
 * The server's NumberingService takes a number inside the business record's own transaction.
 */
import { defineResource, dict, int, l, text, textarea } from './define';

/** The date part of a number: none, or the business date as yyyy, yyyyMM or yyyyMMdd. */
export const NUMBERING_DATE_PATTERNS = [
  { value: 'none', label: l('无', 'None') },
  { value: 'yyyy', label: l('年 (yyyy)', 'Year (yyyy)') },
  { value: 'yyyyMM', label: l('年月 (yyyyMM)', 'Year and month (yyyyMM)') },
  { value: 'yyyyMMdd', label: l('年月日 (yyyyMMdd)', 'Date (yyyyMMdd)') },
];

/** When the sequence starts again at 1. */
export const NUMBERING_RESET_CYCLES = [
  { value: 'never', label: l('不重置', 'Never') },
  { value: 'year', label: l('每年', 'Every year') },
  { value: 'month', label: l('每月', 'Every month') },
  { value: 'day', label: l('每日', 'Every day') },
];

export const numberingRule = defineResource({
  name: 'numberingRule',
  api: '/rzzl_qy/common/numbering-rule',
  table: 'fl_numbering_rule',
  permission: 'numbering_rule',
  label: l('编号规则', 'Numbering rules'),
  titleField: 'name',
  fields: [
    text('code', l('规则编码', 'Rule code'), {
      required: l('请输入规则编码', 'please enter the rule code'),
      search: true,
      max: 64,
      // The code is what modules ask for (`contract`); its counters are kept by it, so it never changes.
      immutable: true,
      pattern: {
        regex: '^[a-z][a-z0-9_]*$',
        message: l(
          '规则编码只能包含小写字母、数字和下划线，且以字母开头',
          'Rule code: lower-case letters, digits and underscores, starting with a letter',
        ),
      },
    }),
    text('name', l('规则名称', 'Rule name'), {
      required: l('请输入规则名称', 'please enter the rule name'),
      search: true,
      max: 64,
    }),
    text('prefix', l('前缀', 'Prefix'), {
      max: 20,
      pattern: {
        regex: '^[A-Za-z0-9_-]*$',
        message: l('前缀只能包含字母、数字、下划线和短横线', 'Prefix: letters, digits, underscores and hyphens only'),
      },
    }),
    dict('datePattern', l('日期格式', 'Date part'), 'numbering_date_pattern', {
      required: l('请选择日期格式', 'please select the date part'),
      options: NUMBERING_DATE_PATTERNS,
      defaultValue: 'yyyyMM',
    }),
    dict('resetCycle', l('重置周期', 'Reset cycle'), 'numbering_reset_cycle', {
      required: l('请选择重置周期', 'please select the reset cycle'),
      options: NUMBERING_RESET_CYCLES,
      defaultValue: 'month',
    }),
    int('width', l('序号位数', 'Sequence width'), {
      required: l('请输入序号位数', 'please enter the sequence width'),
      minValue: 1,
      maxValue: 12,
      defaultValue: 4,
    }),
    textarea('remark', l('备注', 'Remark'), { max: 255 }),
  ],
  unique: [['code']],
  defaultSort: ['code asc'],
});

/**
 * 宽限期调整 (WAVE3-BRIEF §2.5; DOMAIN.md §3: grace is a tolerance — a period paid within it bears no 罚息, one paid
 * after it bears 罚息 from its due date): an IOU's grace days changed through approval, for the whole IOU or for named
 * periods (疫情/灾害 relief), for the periods falling due within a window; the 罚息 already accrued recomputed, or the
 * new grace only for periods falling due from the effective date.
 */
import { BUSINESS_EVENT_DATES, attachments, date, defineResource, dict, int, l, money, text, textarea } from './define';
import { keptOnceApprovedStatus, recordFamily } from './flow-record';
import { appliedFields, changeHead, pricedFields } from './change-record';

export const GRACE_SCOPES = [
  { value: 'IOU', label: l('整笔借据', 'The whole IOU') },
  { value: 'PERIODS', label: l('指定期次', 'Named periods') },
];

export const GRACE_PENALTY_MODES = [
  { value: 'RECOMPUTE', label: l('重新计算已产生罚息', 'Recompute the penalty accrued') },
  { value: 'FUTURE', label: l('仅对生效日后到期的期次', 'Only periods due from the effective date') },
];

/** 宽限期调整 (fl_grace_adjust): an IOU's grace days changed through approval. */
export const graceAdjust = defineResource({
  name: 'graceAdjust',
  api: '/rzzl_qy/graceAdjust/graceadjust',
  table: 'fl_grace_adjust',
  permission: 'loan_grace',
  label: l('宽限期调整', 'Grace adjustments'),
  noun: l('宽限期调整', 'Grace adjustment'),
  titleField: 'adjustNo',
  routes: ['list', 'page', 'export'],
  fields: [
    ...changeHead('adjustNo', l('调整编号', 'Adjustment number')),
    date('trandate', l('生效日', 'Effective date'), {
      required: l('请选择生效日', 'please select the effective date'),
      within: BUSINESS_EVENT_DATES,
      width: 110,
    }),
    dict('scope', l('调整范围', 'Scope'), 'grace_scope', {
      options: GRACE_SCOPES,
      defaultValue: 'IOU',
      required: l('请选择调整范围', 'please select the scope'),
      width: 100,
    }),
    text('periods', l('期次', 'Periods'), {
      max: 200,
      placeholder: l('如 7,8,9 或 7-9', 'e.g. 7,8,9 or 7-9'),
      list: false,
    }),
    int('oldGraceDays', l('原宽限天数', 'Grace days before'), { form: false, width: 100 }),
    int('newGraceDays', l('新宽限天数', 'Grace days after'), {
      required: l('请输入新宽限天数', 'please enter the new grace days'),
      minValue: 0,
      maxValue: 90,
      width: 100,
    }),
    date('validFrom', l('有效期起', 'Valid from'), { list: false }),
    date('validTo', l('有效期止', 'Valid to'), { list: false }),
    dict('penaltyMode', l('罚息处理', 'Penalty'), 'grace_penalty_mode', {
      options: GRACE_PENALTY_MODES,
      defaultValue: 'FUTURE',
      required: l('请选择罚息处理', 'please select how the penalty is treated'),
      list: false,
    }),
    textarea('reason', l('调整原因', 'Reason'), {
      required: l('请输入调整原因', 'please enter the reason'),
      max: 1000,
    }),
    attachments('documents', l('调整材料', 'Documents'), { max: 10, attachmentKind: 'grace_document' }),
    // The IOU's 罚息 as of the effective date, before and after (priced at every save and again on approval).
    money('penaltyBefore', l('调整前罚息(元)', 'Penalty before (yuan)'), { form: false, list: false }),
    money('penaltyAfter', l('调整后罚息(元)', 'Penalty after (yuan)'), { form: false, list: false }),
    ...pricedFields(),
    ...appliedFields(),
  ],
  status: keptOnceApprovedStatus(),
});

/**
 * 宽限期调整 (`graceadjust`): start-process, save-data, finish-process (the approver's `flag`: ok applies), delete-process,
 * getDetailById.
 */
export const graceAdjustFamily = recordFamily({
  code: 'graceadjust',
  categoryKey: '21',
  processKey: 'GraceAdjust',
  resource: () => graceAdjust,
  editableAt: {
    starterAdjust: [
      'trandate',
      'scope',
      'periods',
      'newGraceDays',
      'validFrom',
      'validTo',
      'penaltyMode',
      'reason',
      'documents',
    ],
  },
});

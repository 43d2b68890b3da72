/** Messages of the 宽限期调整 screens (merged under `change.grace.`). */
export const graceMessages = {
  'zh-CN': {
    start: '发起宽限期调整',
    hint: '调整借据的宽限期 (宽限期内付清不计罚息, 超过宽限期自应还款日起计): 整笔借据或指定期次 (如 7,8,9 或 7-9), 可限定到期日范围。仅未来: 只对生效日及以后到期的期次生效, 已产生的罚息不变; 重新计算: 对范围内全部期次生效, 已产生的罚息按新宽限期重算。每次保存按生效日试算调整前后的罚息, 审批通过时重新试算; 宽限天数超过参数或减免已产生罚息的须总经理审批。',
    waived: '减免罚息(元)',
    days: '宽限天数',
  },
  'en-US': {
    start: 'Start grace adjustment',
    hint: "Adjust an IOU's grace (rent paid within grace bears no penalty; past grace it accrues from the due date): the whole IOU or named periods (e.g. 7,8,9 or 7-9), optionally within a range of due dates. Future only: periods due from the effective date, the penalty accrued stays; recompute: every period in range, the penalty accrued is recomputed with the new grace. Each save prices the penalty before and after as of the effective date, and the approval prices it again; more grace days than the parameter allows, or a waiver of accrued penalty, goes to the general manager.",
    waived: 'Penalty waived (yuan)',
    days: 'Grace days',
  },
};

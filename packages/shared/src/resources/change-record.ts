/**
 * The fields every change record over an IOU shares (提前结清, 展期, 借据变更, 租金计划调整, 宽限期调整, 核销): its number
 * and the IOU it is about at the head; what its price rests on and what it changes (the server's), and who applied it
 * with its process, at the tail. Each record declares only its own fields between them.
 */
import { type Localized, datetime, l, ref, text } from './define';
import { changeFields, flowStateField, processFields } from './flow-record';
import { contractField, iouField, lesseeField } from './servicing';
import { user } from './system';

/** Its number under the IOU (server-set), the IOU (fixed once saved), its contract and lessee (copied from it). */
export const changeHead = <N extends string>(number: N, label: Localized) =>
  [
    text(number, label, { form: false, search: true, max: 50, width: 170 }),
    iouField({ immutable: true }),
    contractField({ list: false }),
    lesseeField(),
  ] as const;

/**
 * What its price rests on (another at approval answers 409 借据已变动，请重新试算) and what it changes on the IOU, before
 * and after (flow/families/change.ts on the server).
 */
export const pricedFields = () =>
  [text('baseVersion', l('依据版本', 'Based on'), { form: false, list: false, max: 200 }), ...changeFields()] as const;

/** Who applied it and when (its approval's last step), and its process and approval state. */
export const appliedFields = () =>
  [
    ref('appliedBy', l('执行人', 'Applied by'), () => user, { form: false, list: false }),
    datetime('appliedTime', l('执行时间', 'Applied at'), { form: false, list: false }),
    ...processFields(),
    flowStateField(),
  ] as const;

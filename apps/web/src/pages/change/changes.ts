import {
  type WorkflowFamily,
  extensionFamily,
  graceAdjustFamily,
  iouChangeFamily,
  recoilFamily,
  scheduleAdjustFamily,
  scheduleRecoilFamily,
  settleFamily,
  writeOffFamily,
} from '@flp/shared/resources';

/** One kind of change an IOU undergoes after disbursement (租后变更), as its lists and the IOU's page read it. */
export interface ChangeKind {
  family: WorkflowFamily;
  /** The record's number. */
  number: string;
  /** The date it takes effect on (a reversal of a schedule: when it was applied). */
  date: string;
  /**
   * Whether its family's api answers approvalDetails — the change machine's diff of what it sets on the IOU, served
   * for every change family that declares what it sets (apps/server/src/modules/flow/families/change.ts).
   */
  diff: boolean;
}

/**
 * The IOU's change families: one line here gives a new one its place on every screen (its 变更内容, the IOU's list of
 * its changes).
 */
export const IOU_CHANGES: ChangeKind[] = [
  { family: settleFamily, number: 'settleNo', date: 'trandate', diff: true },
  { family: extensionFamily, number: 'changeNo', date: 'trandate', diff: true },
  { family: iouChangeFamily, number: 'changeNo', date: 'trandate', diff: true },
  { family: scheduleAdjustFamily, number: 'adjustNo', date: 'trandate', diff: true },
  { family: graceAdjustFamily, number: 'adjustNo', date: 'trandate', diff: true },
  { family: scheduleRecoilFamily, number: 'recoilNo', date: 'appliedTime', diff: false },
  { family: recoilFamily, number: 'recoilNo', date: 'recoilDate', diff: false },
  { family: writeOffFamily, number: 'writeOffNo', date: 'writeOffDate', diff: true },
];

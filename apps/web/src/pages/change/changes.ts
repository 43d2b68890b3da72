import {
  type WorkflowFamily,
  extensionFamily,
  recoilFamily,
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
  /** Its screen in the change area. */
  path: string;
  /**
   * Whether its family's api answers approvalDetails — the change machine's diff of what it sets on the IOU, served
   * for every change family that declares what it sets (apps/server/src/modules/flow/families/change.ts).
   */
  diff: boolean;
}

/** The IOU's changes, in the menu's order; one line here gives a new change family its place on every screen. */
export const IOU_CHANGES: ChangeKind[] = [
  { family: settleFamily, number: 'settleNo', date: 'trandate', path: '/change/settle', diff: true },
  { family: extensionFamily, number: 'changeNo', date: 'trandate', path: '/change/extension', diff: true },
  {
    family: scheduleRecoilFamily,
    number: 'recoilNo',
    date: 'appliedTime',
    path: '/change/schedule-recoil',
    diff: false,
  },
  { family: recoilFamily, number: 'recoilNo', date: 'recoilDate', path: '/change/receipt-recoil', diff: false },
  { family: writeOffFamily, number: 'writeOffNo', date: 'writeOffDate', path: '/change/write-off', diff: true },
];

/** Every workflow family served today, in one list (the web app's family routes and the server's checks read it). */
import type { WorkflowFamily } from './flow';
import { businessFamily, leaveFamily } from './flow-families';
import { CONTRACT_FAMILIES } from './contract';
import { endOfProjectFamily } from './end-of-project';
import { PROJECT_FAMILIES } from './project';
import { RECOIL_FAMILIES } from './recoil';
import { RISK_FAMILIES } from './risk';
import { settleFamily } from './settle';
import { extensionFamily } from './extension';
import { iouChangeFamily } from './iou-change';
import { scheduleAdjustFamily } from './schedule-adjust';
import { SERVICING_FAMILIES } from './servicing';
import { graceAdjustFamily } from './grace-adjust';
import { writeOffFamily } from './write-off';
import { FIELD_CHANGE_FAMILIES } from './field-change';
import { otherFamily } from './other-approval';
import { guaranteeChangeFamily } from './guarantee-change';
import { bankLoanFamily, yhhkjhFamily } from './funding';
import { preservationFamily } from './preservation';
import { trackingFamily } from './tracking';

export const WORKFLOW_FAMILIES: readonly WorkflowFamily[] = [
  leaveFamily,
  businessFamily,
  ...PROJECT_FAMILIES,
  ...CONTRACT_FAMILIES,
  ...SERVICING_FAMILIES,
  yhhkjhFamily,
  ...RISK_FAMILIES,
  ...RECOIL_FAMILIES,
  graceAdjustFamily,
  settleFamily,
  extensionFamily,
  iouChangeFamily,
  scheduleAdjustFamily,
  endOfProjectFamily,
  writeOffFamily,
  ...FIELD_CHANGE_FAMILIES,
  guaranteeChangeFamily,
  otherFamily,
  bankLoanFamily,
  preservationFamily,
  trackingFamily,
];

export const familyByCode = (code: string) => WORKFLOW_FAMILIES.find((f) => f.code === code);

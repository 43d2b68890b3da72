// The default models of the generic families, deployed at boot as common definitions (tenant ''), so a first start
// can walk an approval chain; tenants deploy their own versions of a key over them (definitions.ts).
import { businessFamily, leaveFamily } from '@flp/shared';
import { type DefaultModel, familyModel } from '../definitions';
import businessXml from './models/business.bpmn20.xml' with { type: 'text' };
import leaveXml from './models/leave.bpmn20.xml' with { type: 'text' };

/** leave.bpmn20.xml (BladeX's Leave) and business.bpmn20.xml (BusinessApproval). */
export function defaultModels(): DefaultModel[] {
  return [
    familyModel(leaveFamily, 'leave.bpmn20.xml', leaveXml),
    familyModel(businessFamily, 'business.bpmn20.xml', businessXml),
  ];
}

// The default models of the generic families, deployed at boot as common definitions (tenant ''), so a first start
// can walk an approval chain; tenants deploy their own versions of a key over them (definitions.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type WorkflowFamily, businessFamily, flowCategory, leaveFamily } from '@flp/shared';
import type { DefaultModel } from '../definitions';

const read = (file: string) => readFileSync(fileURLToPath(new URL(`./models/${file}`, import.meta.url)), 'utf8');

const model = (family: WorkflowFamily, name: string): DefaultModel => ({
  category: flowCategory(family.categoryKey),
  name,
  xml: read(name),
});

/** leave.bpmn20.xml (BladeX's Leave) and business.bpmn20.xml (BusinessApproval). */
export function defaultModels(): DefaultModel[] {
  return [model(leaveFamily, 'leave.bpmn20.xml'), model(businessFamily, 'business.bpmn20.xml')];
}

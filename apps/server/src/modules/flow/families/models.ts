// The default models of the generic families, deployed at boot as common definitions (tenant ''), so a first start
// can walk an approval chain; tenants deploy their own versions of a key over them (definitions.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type WorkflowFamily, businessFamily, flowCategory, leaveFamily } from '@flp/shared';

/** A BPMN file to deploy under a category (`flow_<key>`). */
export interface DefaultModel {
  family: string;
  category: string;
  resourceName: string;
  xml: string;
}

/** Deploys models as common definitions, skipping a key whose common definition already has the same XML. */
export type DeployDefaults = (models: DefaultModel[]) => Promise<void>;

const read = (file: string) => readFileSync(fileURLToPath(new URL(`./models/${file}`, import.meta.url)), 'utf8');

const model = (family: WorkflowFamily, resourceName: string): DefaultModel => ({
  family: family.code,
  category: flowCategory(family.categoryKey),
  resourceName,
  xml: read(resourceName),
});

/** leave.bpmn20.xml (BladeX's Leave) and business.bpmn20.xml (BusinessApproval). */
export function defaultModels(): DefaultModel[] {
  return [model(leaveFamily, 'leave.bpmn20.xml'), model(businessFamily, 'business.bpmn20.xml')];
}

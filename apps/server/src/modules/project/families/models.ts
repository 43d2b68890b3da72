// The project families' default models, deployed at boot as common definitions beside the generic ones
// (deployFamilyModels), so the chain can be walked on a first start; tenants deploy their own versions over them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type WorkflowFamily,
  beforeinfoFamily,
  creditFamily,
  dzbjyFamily,
  flowCategory,
  projectApplicationFamily,
  projectReviewFamily,
  specialFamily,
  supplementInfoFamily,
  zlxzFamily,
} from '@flp/shared';
import type { DefaultModel } from '../../flow/definitions';

const read = (file: string) => readFileSync(fileURLToPath(new URL(`./models/${file}`, import.meta.url)), 'utf8');

const FILES: [WorkflowFamily, string][] = [
  [beforeinfoFamily, 'beforeinfo.bpmn20.xml'],
  [projectApplicationFamily, 'project-application.bpmn20.xml'],
  [projectReviewFamily, 'project-review.bpmn20.xml'],
  [dzbjyFamily, 'dzbjy.bpmn20.xml'],
  [specialFamily, 'special.bpmn20.xml'],
  [zlxzFamily, 'zlxz.bpmn20.xml'],
  [creditFamily, 'credit.bpmn20.xml'],
  [supplementInfoFamily, 'supplement-info.bpmn20.xml'],
];

/** One default model per project family (their process keys are the families' `processKey`). */
export function projectModels(): DefaultModel[] {
  return FILES.map(([family, name]) => ({ category: flowCategory(family.categoryKey), name, xml: read(name) }));
}

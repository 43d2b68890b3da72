// The default models of 风险等级维护 (fl_risk: RiskLevel) and 逾期管理 (overdue: OverdueCollection), deployed at boot
// with the other families' (deployFamilyModels); tenants deploy their own versions over them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type WorkflowFamily, flowCategory, overdueFamily, riskFamily } from '@flp/shared';
import type { DefaultModel } from '../../flow/definitions';

const read = (file: string) => readFileSync(fileURLToPath(new URL(`./models/${file}`, import.meta.url)), 'utf8');

const FILES: [WorkflowFamily, string][] = [
  [riskFamily, 'risk.bpmn20.xml'],
  [overdueFamily, 'overdue.bpmn20.xml'],
];

export function overdueModels(): DefaultModel[] {
  return FILES.map(([family, name]) => ({ category: flowCategory(family.categoryKey), name, xml: read(name) }));
}

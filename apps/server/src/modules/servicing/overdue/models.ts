// The default models of 风险等级维护 (fl_risk: RiskLevel) and 逾期管理 (overdue: OverdueCollection), deployed at boot
// with the other families' (deployFamilyModels); tenants deploy their own versions over them.
import { overdueFamily, riskFamily } from '@flp/shared';
import { type DefaultModel, familyModel } from '../../flow/definitions';
import overdueXml from './models/overdue.bpmn20.xml' with { type: 'text' };
import riskXml from './models/risk.bpmn20.xml' with { type: 'text' };

export function overdueModels(): DefaultModel[] {
  return [
    familyModel(riskFamily, 'risk.bpmn20.xml', riskXml),
    familyModel(overdueFamily, 'overdue.bpmn20.xml', overdueXml),
  ];
}

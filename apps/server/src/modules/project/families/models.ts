// The project families' default models, deployed at boot as common definitions beside the generic ones
// (deployFamilyModels), so the chain can be walked on a first start; tenants deploy their own versions over them.
import {
  beforeinfoFamily,
  creditFamily,
  dzbjyFamily,
  projectApplicationFamily,
  projectReviewFamily,
  specialFamily,
  supplementInfoFamily,
  zlxzFamily,
} from '@flp/shared';
import { type DefaultModel, familyModel } from '../../flow/definitions';
import beforeinfoXml from './models/beforeinfo.bpmn20.xml' with { type: 'text' };
import creditXml from './models/credit.bpmn20.xml' with { type: 'text' };
import dzbjyXml from './models/dzbjy.bpmn20.xml' with { type: 'text' };
import projectApplicationXml from './models/project-application.bpmn20.xml' with { type: 'text' };
import projectReviewXml from './models/project-review.bpmn20.xml' with { type: 'text' };
import specialXml from './models/special.bpmn20.xml' with { type: 'text' };
import supplementInfoXml from './models/supplement-info.bpmn20.xml' with { type: 'text' };
import zlxzXml from './models/zlxz.bpmn20.xml' with { type: 'text' };

/** One default model per project family (their process keys are the families' `processKey`). */
export function projectModels(): DefaultModel[] {
  return [
    familyModel(beforeinfoFamily, 'beforeinfo.bpmn20.xml', beforeinfoXml),
    familyModel(projectApplicationFamily, 'project-application.bpmn20.xml', projectApplicationXml),
    familyModel(projectReviewFamily, 'project-review.bpmn20.xml', projectReviewXml),
    familyModel(dzbjyFamily, 'dzbjy.bpmn20.xml', dzbjyXml),
    familyModel(specialFamily, 'special.bpmn20.xml', specialXml),
    familyModel(zlxzFamily, 'zlxz.bpmn20.xml', zlxzXml),
    familyModel(creditFamily, 'credit.bpmn20.xml', creditXml),
    familyModel(supplementInfoFamily, 'supplement-info.bpmn20.xml', supplementInfoXml),
  ];
}

import { endOfProject, project } from '@flp/shared/resources';
import type { AreaFamilies } from '../../app/area';
import { resourceApi } from '../../crud';
import { precheckTab } from '../concentration/PrecheckPanel';
import { closingTab } from './ClosingTab';

/**
 * On the family pages: a project's summary above the records about it, its pre-check before a decision, and a
 * closing's checklist and figures beside its approval.
 */
const projectFamilies: AreaFamilies = {
  decisionTabs: { [project.name]: [precheckTab], [endOfProject.name]: [closingTab] },
  summaries: { [project.name]: { def: project, load: (id) => resourceApi(project).detail(id), path: '/project/info' } },
};
export default projectFamilies;

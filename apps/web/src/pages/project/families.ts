import { project } from '@flp/shared/resources';
import type { AreaFamilies } from '../../app/area';
import { resourceApi } from '../../crud';
import { precheckTab } from '../concentration/PrecheckPanel';

/** On the family pages: a project's summary above the records about it, and its pre-check before a decision. */
const projectFamilies: AreaFamilies = {
  decisionTabs: { [project.name]: [precheckTab] },
  summaries: { [project.name]: { def: project, load: (id) => resourceApi(project).detail(id), path: '/project/info' } },
};
export default projectFamilies;

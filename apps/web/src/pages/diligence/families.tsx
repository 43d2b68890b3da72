import { l, project } from '@flp/shared/resources';
import type { AreaFamilies } from '../../app/area';
import type { RecordTab } from '../../crud';
import { ProjectDiligence } from './DiligencePage';

/** On a project's approval pages: the diligence reports written on its lessee and guarantors. */
const diligenceTab: RecordTab = {
  key: 'diligence',
  label: l('尽职调查', 'Due diligence'),
  render: (row) => <ProjectDiligence projectId={String(row.id)} />,
};

const diligenceFamilies: AreaFamilies = { decisionTabs: { [project.name]: [diligenceTab] } };
export default diligenceFamilies;

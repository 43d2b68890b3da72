import { endOfProject, endOfProjectFamily } from '@flp/shared/resources';
import { ResourcePage, type Row } from '../../crud';
import { useFamilyActions } from '../work/useFamilyActions';
import { closingTab } from './ClosingTab';

const FAMILY_ACTIONS = { name: (row: Row) => String(row.endNo || row.projectName || '') };
const TABS = [closingTab];

/**
 * 项目结项: the closings of projects — drafted here (the project, the registry cancellation number, the proof of
 * ownership and the releases; the server checks the checklist and computes the figures at every save), sent for
 * approval with the `endOfProject` family's actions (useFamilyActions); 查看 shows the checklist ✓/✗ and the figures.
 */
export default function EndOfProjectPage() {
  const familyActions = useFamilyActions(endOfProjectFamily, FAMILY_ACTIONS);
  return <ResourcePage def={endOfProject} view="drawer" rowActions={familyActions} recordTabs={TABS} menuWidth={300} />;
}

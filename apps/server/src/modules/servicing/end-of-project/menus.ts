import { type MenuSeed, buttons } from '../../host';
import { PROJECT_TOP_MENU } from '../../project';

/**
 * 项目结项, under 项目管理 (docs/decisions.md "项目结项"): a project is closed where it was opened and is looked up — the
 * list of projects beside it shows 已结项 — not among the changes of one IOU under 租后变更. The servicing module
 * declares it (the closing reads the ledger); the project module declares the menu above it.
 */
export const PROJECT_END_MENUS: MenuSeed[] = [
  {
    ...PROJECT_TOP_MENU,
    children: [
      {
        code: 'project_end',
        name: '项目结项',
        en: 'Project closings',
        path: '/project/end',
        source: 'file-done',
        sort: 8,
        children: buttons('project_end'),
      },
    ],
  },
];

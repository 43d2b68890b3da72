import type { WebArea } from '../../app/area';
import { projectMessages } from './locales';

/** 项目管理 screens, by the menu paths the server seeds (modules/project/menus.ts). */
export const projectArea: WebArea = {
  name: 'project',
  pages: {
    '/project/info': { load: () => import('./ProjectPage') },
    '/project/credit': { load: () => import('./CreditPage') },
    '/project/subject': { load: () => import('./CollateralPages').then((m) => ({ default: m.SubjectPage })) },
    '/project/guarantee': { load: () => import('./CollateralPages').then((m) => ({ default: m.GuaranteePage })) },
    '/project/mortgage': { load: () => import('./CollateralPages').then((m) => ({ default: m.MortgagePage })) },
    '/project/pledge': { load: () => import('./CollateralPages').then((m) => ({ default: m.PledgePage })) },
    '/project/mortple': { load: () => import('./MortplePage') },
    // 项目结项: the servicing module's menu under 项目管理 (modules/servicing/end-of-project/menus.ts).
    '/project/end': { load: () => import('./EndOfProjectPage') },
  },
  messages: projectMessages,
  families: () => import('./families'),
};

import type { MenuSeed } from '../host';

const button = (code: string, name: string, en: string, alias: string, source: string, sort: number): MenuSeed => ({
  code,
  name,
  en,
  alias,
  path: `/${code}`,
  source,
  category: 2,
  action: 2,
  sort,
});

/** 系统管理 > 定时任务: 查看, 立即执行 (job_run) and 编辑 (job_edit). */
export const JOB_MENUS: MenuSeed[] = [
  {
    code: 'system',
    name: '系统管理',
    en: 'System',
    children: [
      {
        code: 'job',
        name: '定时任务',
        en: 'Scheduled jobs',
        path: '/system/job',
        source: 'clock-circle',
        sort: 11,
        children: [
          button('job_view', '查看', 'View', 'view', 'file-text', 1),
          button('job_run', '立即执行', 'Run now', 'run', 'play-circle', 2),
          button('job_edit', '编辑', 'Edit', 'edit', 'form', 3),
        ],
      },
    ],
  },
];

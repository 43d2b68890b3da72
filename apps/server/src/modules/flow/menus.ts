import type { MenuSeed } from '../host';

const button = (code: string, name: string, en: string, alias: string, sort: number): MenuSeed => ({
  code,
  name,
  en,
  alias,
  path: `/${code}`,
  source: 'control',
  category: 2,
  action: 2,
  sort,
});

/**
 * 我的事务 (every staff role: the work lists are each user's own) and 流程管理 (administrators: models, deployed
 * definitions, running instances). The family pages (/work/process/{family}/…) are opened from the lists, not from
 * menus: the web app admits them to anyone whose menus include 我的事务.
 */
export const FLOW_MENUS: MenuSeed[] = [
  {
    code: 'work',
    name: '我的事务',
    en: 'My work',
    alias: 'menu',
    path: '/work',
    source: 'schedule',
    sort: 2,
    children: [
      {
        code: 'work_start',
        name: '发起事务',
        en: 'Start a process',
        path: '/work/start',
        source: 'send',
        sort: 1,
        // The button that lets a role start the general approvals (请假, 业务审批); granted with its menu.
        children: [
          {
            code: 'work_start_add',
            name: '发起',
            en: 'Start',
            alias: 'add',
            path: '/work_start/add',
            source: 'plus',
            category: 2,
            action: 0,
            sort: 1,
          },
        ],
      },
      { code: 'work_claim', name: '待签事务', en: 'To claim', path: '/work/claim', source: 'inbox', sort: 2 },
      { code: 'work_todo', name: '待办事务', en: 'To do', path: '/work/todo', source: 'carry-out', sort: 3 },
      { code: 'work_send', name: '已发事务', en: 'Sent', path: '/work/send', source: 'export', sort: 4 },
      { code: 'work_done', name: '办结事务', en: 'Done', path: '/work/done', source: 'check-square', sort: 5 },
    ],
  },
  {
    code: 'flow',
    name: '流程管理',
    en: 'Processes',
    alias: 'menu',
    path: '/flow',
    source: 'apartment',
    sort: 90,
    children: [
      {
        code: 'flow_model',
        name: '模型管理',
        en: 'Process models',
        path: '/flow/model',
        source: 'deployment-unit',
        sort: 1,
        children: [
          button('flow_model_view', '查看', 'View', 'view', 1),
          button('flow_model_edit', '设计', 'Design', 'edit', 2),
          button('flow_model_deploy', '部署', 'Deploy', 'deploy', 3),
          button('flow_model_delete', '删除', 'Delete', 'delete', 4),
        ],
      },
      {
        code: 'flow_manager',
        name: '流程管理',
        en: 'Deployed processes',
        path: '/flow/manager',
        source: 'partition',
        sort: 2,
        children: [
          button('flow_manager_view', '查看', 'View', 'view', 1),
          button('flow_manager_deploy', '部署', 'Deploy', 'deploy', 2),
          button('flow_manager_state', '变更状态', 'Change state', 'state', 3),
          button('flow_manager_delete', '删除', 'Delete', 'delete', 4),
        ],
      },
      {
        code: 'flow_follow',
        name: '流程跟踪',
        en: 'Process tracking',
        path: '/flow/follow',
        source: 'node-index',
        sort: 3,
        children: [
          button('flow_follow_view', '查看', 'View', 'view', 1),
          button('flow_follow_state', '挂起激活', 'Suspend or activate', 'state', 2),
          button('flow_follow_delete', '删除', 'Delete', 'delete', 3),
        ],
      },
    ],
  },
];

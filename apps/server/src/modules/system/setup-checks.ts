// The system module's items of the setup checklist: staff accounts, and a holder for every standard role.
import { l } from '@flp/shared';
import { and, eq, ne } from 'drizzle-orm';
import { beyondDataScope } from '../../platform/tenancy/context';
import { repos } from './repos';
import { Staff } from './services';
import type { SetupCheck } from './setup-checklist';
import { STANDARD_ROLES } from './standard-roles';

/** Its items of the checklist (the system module's manifest lists them). */
export const SYSTEM_SETUP_CHECKS: SetupCheck[] = [
  {
    key: 'users',
    order: 20,
    label: l('员工账号', 'Staff accounts'),
    hint: l(
      '为员工开设账号(初始只有 admin), 并给每人所属机构和角色',
      'Open accounts for the staff (there is only admin at first), each with a department and a role',
    ),
    path: '/system/user',
    done: async (db, ctx) =>
      (await repos.user.count(
        db,
        beyondDataScope(ctx),
        and(ne(repos.user.col('account'), 'admin'), eq(repos.user.col('status'), 1))!,
      )) > 0,
  },
  {
    key: 'roleHolders',
    order: 30,
    label: l('岗位分工', 'Duties assigned'),
    hint: l(
      `每个标准角色至少有人担任(${STANDARD_ROLES.map((r) => `${r.name['zh-CN']}${r.minHolders > 1 ? ` ${r.minHolders} 人` : ''}`).join('、')}), 否则审批无人可办、收款无法三人经手`,
      `Each standard role has someone holding it (${STANDARD_ROLES.map((r) => `${r.name['en-US']}${r.minHolders > 1 ? ` ×${r.minHolders}` : ''}`).join(', ')}); otherwise approvals wait for nobody and receipts cannot pass three people`,
    ),
    path: '/system/user',
    done: async (db, ctx) => {
      for (const r of STANDARD_ROLES)
        if ((await Staff.withRoles(db, ctx.tenantId, [r.alias])).length < r.minHolders) return false;
      return true;
    },
  },
];

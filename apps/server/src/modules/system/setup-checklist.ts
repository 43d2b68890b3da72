// 开通清单: what a tenant's administrator must still fill in before the tenant can work (issue 26 item 8). Each module
// contributes its checks in its manifest (`checks`); one route answers them all, in the caller's tenant and language.
import type { Localized } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { requestLocale } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';

export interface SetupCheck {
  /** Stable key: the web's test ids, and a module registering again replaces its own. */
  key: string;
  label: Localized;
  /** What to do when it is not done. */
  hint: Localized;
  /** Where to fix it: the web route of the screen (its menu's path). */
  path: string;
  /** Whether it is done, read in the caller's tenant (the request's transaction). */
  done: (db: Db, ctx: RequestContext) => Promise<boolean>;
  /** Place on the list (lower first). */
  order: number;
}

const checks = new Map<string, SetupCheck>();

/** Adds a module's check to every tenant's list (idempotent by key). */
export function registerSetupCheck(check: SetupCheck) {
  checks.set(check.key, check);
}

export interface SetupItem {
  key: string;
  label: string;
  hint: string;
  path: string;
  done: boolean;
}

/** The caller's tenant's list, in order. */
export async function setupChecklist(db: Db, ctx: RequestContext, locale: keyof Localized = 'zh-CN') {
  const items: SetupItem[] = [];
  for (const c of [...checks.values()].sort((a, b) => a.order - b.order))
    items.push({
      key: c.key,
      label: c.label[locale],
      hint: c.hint[locale],
      path: c.path,
      done: await c.done(db, ctx),
    });
  return { items, remaining: items.filter((i) => !i.done).length };
}

/** The permission of the list: 权限设置 (role_grant), which only a tenant's administrators hold among the standard roles. */
export const SETUP_PERMISSION = 'role_grant';

export function registerSetupChecklistRoute(app: FastifyInstance, db: Db) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/blade-system/setup/checklist',
    permission: SETUP_PERMISSION,
    tags: ['Setup'],
    summary: '开通清单 — what the tenant’s administrator must still set up: each item done or not, and where to do it',
    handler: ({ ctx, req }) => setupChecklist(db, ctx, requestLocale(req)),
  });
}

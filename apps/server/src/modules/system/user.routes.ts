import { dict, l, refs, role as roleDef, user as userDef } from '@flp/shared';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { listQuerySchema } from '../../platform/crud/openapi';
import { asBody, registerResourceRoutes } from '../../platform/crud/routes';
import { defineRoute } from '../../platform/http/define-route';
import { ok } from '../../platform/http/envelope';
import { tooMany } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';
import type { SystemModuleDeps } from './index';
import { UserService } from './user.service';

type Params = Record<string, unknown>;

const query = (req: FastifyRequest) => (req.query ?? {}) as Params;
/** Body and query together (BladeX clients send some of these calls' parameters in the query, some in the body). */
const params = (req: FastifyRequest): Params => ({ ...asBody(req.body), ...query(req) });

const TAG = 'Users';
const str = (description: string) => ({ type: 'string', description });
const object = (properties: Record<string, object>, required?: string[]) => ({
  type: 'object',
  properties,
  ...(required ? { required } : {}),
});

/** Guest registrations allowed per client address in the window (every attempt counts, so accounts cannot be probed). */
const REGISTER_LIMIT = 10;
const REGISTER_WINDOW_SECONDS = 600;

/** User administration, the user-info page and guest registration (spec §7 "/api/blade-user"). */
export function registerUserRoutes(app: FastifyInstance, { db, store }: SystemModuleDeps) {
  const users = new UserService(
    db,
    store,
    app.appContext.events,
    (tenantId, userId) => app.signin.revokeUser(tenantId, userId),
    {
      lockedFor: (tenantId, account) => app.signin.lockout.lockedFor(tenantId, account),
      unlock: (tenantId, account) => app.signin.lockout.unlock(tenantId, account),
    },
  );
  const { def } = users;
  // The standard calls with the user's rules as hooks (password, quota, administrators, sessions); list-plus is the
  // spec's second name for the page.
  // BladeX's names for the Excel calls (import-user?isCovered=, export-user, export-template) beside the platform's.
  registerResourceRoutes(app, {
    service: users.service,
    aliases: {
      page: ['list-plus'],
      import: ['import-user'],
      export: ['export-user'],
      importTemplate: ['export-template'],
    },
  });

  const base = '/api/blade-user';
  const get = (path: string, opts: RouteShorthandOptions, handler: (req: FastifyRequest) => Promise<unknown>) =>
    app.get(path, opts, handler);
  const post = (path: string, opts: RouteShorthandOptions, handler: (req: FastifyRequest) => Promise<unknown>) =>
    app.post(path, opts, handler);

  const listQuery = {
    ...listQuerySchema(def),
    properties: {
      ...listQuerySchema(def).properties,
      deptId: str('department id: users of it and of the departments below it'),
      roleId: str('role id(s), comma-separated: users holding one of them'),
      postId: str('post id(s), comma-separated: users holding one of them'),
    },
  };

  const idQuery = object({ id: str('user id') }, ['id']);
  get(
    `${base}/platform-detail`,
    {
      config: { permission: 'user_view' },
      schema: { tags: [TAG], summary: '用户 — platform settings of one user (userType)', querystring: idQuery },
    },
    async (req) => ok({ ...(await users.detail(req.ctx, query(req).id)), userExt: null }),
  );

  const info = async (req: FastifyRequest) => ok(await users.detail(req.ctx, req.ctx.userId));
  for (const path of [`${base}/info`, '/api/blade-system/user/info']) {
    get(
      path,
      { config: { permission: null }, schema: { tags: [TAG], summary: "the signed-in user's own record" } },
      info,
    );
  }

  get(
    `${base}/user-list`,
    {
      config: { permission: null },
      schema: {
        tags: [TAG],
        summary: 'users of the tenant for pickers (active ones unless status is given): id, account, name, realName',
        querystring: listQuery,
      },
    },
    async (req) =>
      ok(
        (await users.list(req.ctx, query(req))).map((u) => ({
          id: u.id,
          account: u.account,
          name: u.name,
          realName: u.realName,
          deptId: u.deptId,
          postId: u.postId,
          roleId: u.roleId,
        })),
      ),
  );
  for (const [name, alias] of [
    ['financeList', 'finance'],
    ['dcList', 'dc'],
  ]) {
    get(
      `${base}/${name}`,
      {
        config: { permission: null },
        schema: { tags: [TAG], summary: `active users holding a role whose alias is '${alias}'` },
      },
      async (req) => ok(await users.withRoleAlias(req.ctx, alias)),
    );
  }

  post(
    `${base}/update-platform`,
    {
      config: { permission: 'user_platform' },
      schema: {
        tags: [TAG],
        summary: '用户 — platform settings: only userType changes',
        body: object({ id: str('user id'), userType: { type: 'integer', enum: [1, 2, 3] }, userExt: str('ignored') }, [
          'id',
          'userType',
        ]),
      },
    },
    async (req) => {
      await users.updatePlatform(req.ctx, asBody(req.body));
      return ok(true);
    },
  );
  // The users an action applies to, and the other parameters of the account actions: checked by their kinds and
  // named by their labels (请选择用户), described in the OpenAPI document from the same declarations.
  const userIds = refs('userIds', l('用户', 'Users'), () => userDef, {
    required: l('请选择用户', 'please select the users'),
  });
  const action = (
    name: string,
    permission: string,
    summary: string,
    run: (ctx: RequestContext, ids: string) => Promise<unknown>,
  ) =>
    defineRoute(app, {
      method: 'POST',
      url: `${base}/${name}`,
      permission,
      tags: [TAG],
      summary,
      params: [userIds],
      handler: async ({ ctx, params }) => {
        await run(ctx, params.userIds);
        return true;
      },
    });
  action(
    'reset-password',
    'user_reset',
    "reset the users' passwords to the tenant's account.initPassword (123456 unless set) and end their sessions",
    (ctx, ids) => users.resetPassword(ctx, ids),
  );
  action(
    'unlock',
    'user_unlock',
    'lift the sign-in lock of accounts locked after failed sign-ins (账号解封)',
    (ctx, ids) => users.unlock(ctx, ids),
  );
  defineRoute(app, {
    method: 'POST',
    url: `${base}/update-status`,
    permission: 'user_status',
    tags: [TAG],
    summary:
      'disable (status=0) or enable (status=1) accounts; disabling ends their sessions and websockets at once ' +
      "(not yourself, not the tenant's last administrator, not a registration awaiting approval)",
    params: [
      userIds,
      dict('status', l('状态', 'Status'), 'user_status', {
        required: l('请选择状态', 'please select the status'),
        options: [
          { value: 1, label: l('启用', 'Enabled') },
          { value: 0, label: l('禁用', 'Disabled') },
        ],
      }),
    ],
    handler: async ({ ctx, params }) => {
      await users.updateStatus(ctx, params.userIds, params.status);
      return true;
    },
  });

  const passwordProps = {
    oldPassword: str('md5 hex of the old password'),
    newPassword: str('md5 hex of the new password'),
    newPassword1: str('md5 hex of the new password, again'),
  };
  post(
    `${base}/update-password`,
    {
      config: { permission: null, auditTitle: l('个人信息 — 修改密码', 'Personal info — Change password') },
      schema: {
        tags: [TAG],
        summary: 'change your own password (query or body)',
        querystring: object(passwordProps),
        body: object(passwordProps),
      },
    },
    async (req) => {
      await users.updatePassword(req.ctx, params(req));
      return ok(true);
    },
  );
  post(
    `${base}/update-info`,
    {
      config: { permission: null, auditTitle: l('个人信息 — 修改资料', 'Personal info — Edit profile') },
      schema: {
        tags: [TAG],
        summary: 'edit your own avatar, name, realName, phone, email, qr',
        body: object({
          avatar: str('头像'),
          name: str('用户昵称'),
          realName: str('用户姓名'),
          phone: str('手机号码 (11 digits, not a landline)'),
          email: str('邮箱'),
          qr: str('公众号二维码'),
        }),
      },
    },
    async (req) => {
      await users.updateInfo(req.ctx, asBody(req.body));
      return ok(true);
    },
  );
  defineRoute(app, {
    method: 'POST',
    url: `${base}/grant`,
    permission: 'user_role',
    tags: [TAG],
    summary: "set the users' roles",
    params: [
      userIds,
      refs('roleIds', l('角色', 'Roles'), () => roleDef, { required: l('请选择角色', 'please select the roles') }),
    ],
    handler: async ({ ctx, params }) => {
      await users.grant(ctx, params.userIds, params.roleIds);
      return true;
    },
  });

  for (const [name, pass] of [
    ['audit-pass', true],
    ['audit-refuse', false],
  ] as const) {
    defineRoute(app, {
      method: 'POST',
      url: `${base}/${name}`,
      permission: 'user_audit',
      tags: [TAG],
      summary: pass ? 'approve pending registrations (status 2 → 1)' : 'refuse pending registrations (removed)',
      params: [
        refs('ids', l('用户', 'Users'), () => userDef, { required: l('请选择用户', 'please select the users') }),
      ],
      handler: async ({ ctx, params }) => {
        await users.audit(ctx, params.ids, pass);
        return true;
      },
    });
  }

  const guestProps = {
    tenantId: str('租户编号'),
    name: str('用户姓名'),
    account: str('账号'),
    password: str('md5 hex of the password'),
    oauthId: str('third-party login id (accepted, not stored)'),
  };
  post(
    `${base}/register-guest`,
    {
      config: { public: true },
      schema: {
        tags: [TAG],
        summary: 'guest registration: the account waits for an administrator (audit-pass) before it can sign in',
        security: [],
        querystring: object(guestProps),
        body: object(guestProps),
      },
    },
    async (req) => {
      const n = await store.incr(`register-guest:${req.ip}`, REGISTER_WINDOW_SECONDS);
      if (n > REGISTER_LIMIT)
        throw tooMany(l('注册请求过于频繁,请稍后再试', 'Too many registrations; try again later'));
      const p = params(req);
      // Nobody is signed in: the registration reads and writes the tenant it names.
      await app.appContext.database.tenancy.inTenant(String(p.tenantId ?? '').trim(), () => users.registerGuest(p));
      return ok(true);
    },
  );
}

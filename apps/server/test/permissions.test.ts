/**
 * Generated from the route table (issue 25 item 5): a role without a button cannot call what the button guards, and
 * every call open to any signed-in user is one of the kinds reviewed below — a new open call fails this test until
 * it is placed among them, with the check that guards it instead.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { WORKFLOW_FAMILIES, guaranteeChange, routePath, writeCall } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { BASIC, signInUngranted, testApp } from './helpers';

let app: FastifyInstance;
let token: string;

before(async () => {
  app = await testApp();
  token = (await signInUngranted(app, 'nobody')).token;
});
after(() => app.close());

const routes = () => app.apiRoutes.filter((r) => !r.public && r.method !== 'HEAD');
const concrete = (url: string) => url.replace(/:(\w+)/g, '1');

/**
 * Every path of every workflow family's calls, and a change family's approvalDetails (answered through the family's
 * detail): each checks the record itself (families/access.ts).
 */
const familyCallPaths = new Set(
  WORKFLOW_FAMILIES.flatMap((f) => [
    ...[{ api: f.api, calls: f.calls }, ...(f.aliases ?? [])].flatMap((n) =>
      Object.values(n.calls).map((call) => `/api${n.api}/${call}`),
    ),
    `/api${f.api}/approvalDetails`,
  ]),
);
const familyPaths = { test: (url: string) => familyCallPaths.has(url) };
/**
 * A change family's diff (flow/families/change.ts approvalDetails; 担保变更's securityDiff): read through the family's
 * detail rule.
 */
const changeDiffPaths = new Set([
  ...WORKFLOW_FAMILIES.map((f) => `/api${f.api}/approvalDetails`),
  `/api${guaranteeChange.api}/securityDiff`,
]);

/**
 * The calls open to any signed-in user, by what guards them instead of a button; each matches the route's declared
 * path.
 */
const OPEN: { why: string; paths: { test(url: string): boolean } }[] = [
  {
    why: 'a workflow family’s calls: the starter creates with the start button, then only the starter, the step’s actor and the participants reach the record (families/access.ts)',
    paths: familyPaths,
  },
  {
    why: 'a change family’s approvalDetails (securityDiff): what its record sets on its target, to whoever may read the record (the family’s detail rule)',
    paths: { test: (url: string) => changeDiffPaths.has(url) },
  },
  {
    why: 'the work lists and task calls: each answers the caller’s own tasks and the processes he took part in (flow/access.ts)',
    paths: /^\/api\/blade-flow\/(work|workUtil|process|client)\//,
  },
  {
    why: 'files: had through the record they are attached to (platform/attachments/access.ts); uploads are the uploader’s until attached',
    paths: /^\/api\/(rzzl_qy\/common\/file\/|blade-resource\/oss\/endpoint\/put-(file|avatar)$)/,
  },
  {
    why: 'the caller’s own session, profile, password, messages and error reports',
    paths:
      /^\/api\/(blade-auth\/oauth\/(logout|ticket|clear-cache)|blade-user\/(info|update-info|update-password)|blade-system\/user\/info|blade-desk\/msg-queue\/|blade-log\/error\/upload|user\/send-logs|rzzl_qy\/newIndex\/newIndex\/getIndexMsg|blade-flow\/workUtil\/newIndex)/,
  },
  {
    why: 'the shell’s own menus and buttons, the caller’s (menu/routes, buttons, top-menu)',
    paths: /^\/api\/blade-system\/menu\/(routes|buttons|top-menu)$/,
  },
  {
    why: 'pickers every form uses: dictionaries, regions, industries and addresses (and their search by name), departments, posts, roles and users by name',
    paths:
      /^\/api\/(blade-system\/(dict-biz\/(dictionary|dictionary-tree|listByDictKeys|tree)|region\/(lazy-list|lazy-tree|list|detail)|dept\/(lazy-tree|tree)|post\/select|role\/tree)|blade-user\/(user-list|dcList|financeList|select)|rzzl_qy\/(industry\/industry|address\/address)\/(getNodeByPid|getIndustry|getAddress|search)|rzzl_qy\/project\/(project|dzbjy|zlxz)\/(deptTree|getUserDept|getUserDetail))$/,
  },
  {
    why: 'a family’s helper calls that act on a record they check as the family’s calls do (the starter, the step’s actor)',
    paths:
      /^\/api\/rzzl_qy\/((before)?[cC]ontract\/(before)?[cC]ontract\/createContract|contract\/contract\/handle-(submit|finish|delete)|loan\/loan\/handle-(submit|finish|delete)|overdue\/overdue\/handle-(submit|finish|delete)|repayment\/repayment\/(finish|handle-delete|loadData)|repayment\/letter\/(finish|loadData)|credit\/credit\/removeByMap)$/,
  },
  {
    why: 'the company’s own bank accounts’ picker (a bank loan’s 监管账户, a repayment’s 付款账户): printed on every rent notice',
    paths: /^\/api\/rzzl_qy\/company\/account\/select$/,
  },
  {
    why: '资料下载’s archive: had through its grant — its requester or an administrator, approved, until availableUntil',
    paths: /^\/api\/rzzl_qy\/project\/zlxz\/download$/,
  },
  {
    why: '个人信息’s 微信公众号 row, every user’s own: the caller’s follow QR (its scene made for the caller only) and whether the caller is bound',
    paths: /^\/api\/wx\/(getQrcode|status)$/,
  },
];

describe('generated from the route table', () => {
  test('a user whose role holds no button is refused every call that names one', async () => {
    const guarded = routes().filter((r) => r.permission !== null);
    assert.ok(guarded.length > 400, `${guarded.length} guarded routes`);
    const answered: string[] = [];
    for (const r of guarded) {
      const res = await app.inject({
        method: r.method as 'GET',
        url: concrete(r.url),
        headers: { authorization: BASIC, 'blade-auth': `bearer ${token}` },
        ...(r.method === 'GET' ? {} : { payload: {} }),
      });
      // A rule decided by the request (add or edit; the business type's button) names none for a request that names
      // nothing: the call refuses it as incomplete, having done nothing.
      const undecided = typeof r.permission === 'function' && res.statusCode === 400;
      if (res.statusCode !== 403 && !undecided)
        answered.push(`${r.method} ${r.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    assert.deepEqual(answered, []);
  });

  test('every call open to any signed-in user is of a reviewed kind', () => {
    const open = routes().filter((r) => r.permission === null);
    const unreviewed = open.filter((r) => !OPEN.some((o) => o.paths.test(r.url))).map((r) => `${r.method} ${r.url}`);
    assert.deepEqual(unreviewed, []);
  });

  test('every write open to any signed-in user names itself for the API log, or says it only reads', () => {
    // A call under a button is titled by its screen and button; one without needs its own title (both languages).
    const untitled = routes()
      .filter((r) => r.method === 'POST' && r.permission === null)
      .filter((r) => r.config.audit !== false && !r.config.auditTitle)
      .map((r) => r.url);
    assert.deepEqual(untitled, []);
  });

  test('the write a screen sends for a resource is a call its server answers (add and edit)', () => {
    const declared = new Set(app.apiRoutes.map((r) => `${r.method} ${r.url}`));
    const missing: string[] = [];
    for (const { def, routes: served } of app.resourceRegistry) {
      if (!served.some((r) => r === 'submit' || r === 'save' || r === 'update')) continue;
      for (const hasId of [false, true]) {
        const call = (() => {
          try {
            return writeCall(def, hasId);
          } catch {
            return undefined;
          }
        })();
        // A resource that only adds (or only edits) has no form for the other.
        if (!call) continue;
        const url = `POST /api${def.api}/${routePath(call)}`;
        if (!declared.has(url)) missing.push(`${def.name}: ${url}`);
      }
    }
    assert.deepEqual(missing, []);
  });

  test('a family’s start and draft without a record need its start button', async () => {
    for (const f of WORKFLOW_FAMILIES) {
      for (const call of [f.calls.start, f.calls.save].filter(Boolean)) {
        const res = await app.inject({
          method: 'POST',
          url: `/api${f.api}/${call}`,
          headers: { authorization: BASIC, 'blade-auth': `bearer ${token}` },
          payload: {},
        });
        assert.equal(res.statusCode, 403, `${f.code} ${call}: ${res.body.slice(0, 200)}`);
      }
    }
  });
});

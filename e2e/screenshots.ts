/**
 * Writes the product's screenshots to docs/screenshots/<lang>/ and their index docs/screenshots/README.md: sign-in,
 * home, every administration screen, the parameter add dialog and the role grant dialog, in Chinese and in English.
 * Runs the real server in-process on a fresh in-memory database with the demo organisation; needs the built web app
 * and Debian's Chromium.
 *   npm run screenshots            (builds the web app first)
 */
process.env.TZ ??= 'Asia/Shanghai';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Locator, Page } from 'playwright-core';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { launch } from './browser';
import { button, formDialog } from './locators';
import { accessToken, signInBrowser } from './session';

type Lang = 'zh-CN' | 'en-US';
const LANGS: Lang[] = ['zh-CN', 'en-US'];
const OUT = join(import.meta.dirname, '..', 'docs', 'screenshots');
/** The office screen the layout is judged at, and a small one (a narrow window, a tablet) for the key screens. */
const VIEWPORT = { width: 1366, height: 800 };
const SMALL = { width: 700, height: 900 };
const SMALL_SHOTS = new Set([
  '30-work-start',
  '01-login',
  '02-home',
  '03-user',
  '06-dictbiz',
  '07-param',
  '18-calculator',
  '23-customer',
]);

/** A shot: its file name, what it shows (for the index) and how to bring the screen up. */
interface Shot {
  file: string;
  caption: string;
  path?: string;
  /** Extra steps after the route has loaded (open a dialog). */
  act?: (page: Page, screen: Locator, lang: Lang) => Promise<void>;
}

/** Clicks an action of the table's first row, by its label in the shot's language. */
const firstRowAction = (screen: Locator, lang: Lang, zh: string, en: string) =>
  button(screen.locator('tr.ant-table-row').first(), lang === 'zh-CN' ? zh : en)
    .first()
    .click();

const SCREENS: Shot[] = [
  { file: '03-user', caption: '用户管理 Users', path: '/system/user' },
  { file: '04-dept', caption: '机构管理 Departments (tree)', path: '/system/dept' },
  { file: '05-post', caption: '岗位管理 Posts', path: '/system/post' },
  {
    file: '06-dictbiz',
    caption: '业务字典 Dictionaries (a dictionary and its items)',
    path: '/system/dictbiz',
    act: async (_page, screen) => {
      await screen.locator('tr.ant-table-row', { hasText: 'rent_method' }).locator('td').nth(2).click();
      await screen.locator('tr.ant-table-row', { hasText: '等额租金' }).first().waitFor();
    },
  },
  { file: '07-param', caption: '参数管理 Parameters', path: '/system/param' },
  {
    file: '08-param-add',
    caption: '参数管理 — 新增 with its required messages / Parameters — the add dialog',
    path: '/system/param',
    act: async (page, screen, lang) => {
      await button(screen, lang === 'zh-CN' ? '新增' : 'Add')
        .first()
        .click();
      const dialog = formDialog(page);
      await button(dialog, lang === 'zh-CN' ? '保存' : 'Save')
        .first()
        .click();
      await dialog.locator('.ant-form-item-explain-error').nth(2).waitFor();
    },
  },
  { file: '09-menu', caption: '菜单管理 Menus (tree table with buttons)', path: '/system/menu' },
  { file: '10-topmenu', caption: '顶部菜单 Top menus', path: '/system/topmenu' },
  { file: '11-tenant', caption: '租户管理 Tenants', path: '/system/tenant' },
  { file: '12-client', caption: '应用管理 Clients', path: '/system/client' },
  { file: '13-role', caption: '角色管理 Roles', path: '/authority/role' },
  {
    file: '14-role-grant',
    caption: '角色管理 — 权限设置 / Roles — the grant dialog (menus, data scopes, API scopes)',
    path: '/authority/role',
    act: async (page, screen, lang) => {
      await firstRowAction(screen, lang, '权限设置', 'Permissions');
      await page.locator('.ant-modal .ant-tree-treenode:not([aria-hidden])').first().waitFor();
    },
  },
  { file: '15-datascope', caption: '数据权限 Data scopes', path: '/authority/datascope' },
  { file: '16-apiscope', caption: '接口权限 API scopes', path: '/authority/apiscope' },
  { file: '17-info', caption: '个人信息 Personal info', path: '/info/index' },
  { file: '18-calculator', caption: '租金测算 Rent calculator', path: '/lending/calculator' },
  { file: '19-notice', caption: '通知公告 Notices', path: '/desk/notice' },
  { file: '21-numbering', caption: '编号规则 Numbering rules', path: '/system/numbering-rule' },
  {
    file: '22-param-history',
    caption: '参数管理 — 变更记录 after an edit / Parameters — the change history after an edit',
    path: '/system/param',
    act: async (page, screen, lang) => {
      await firstRowAction(screen, lang, '修改', 'Edit');
      const dialog = formDialog(page);
      const remark = dialog.locator('textarea').last();
      await remark.fill(`${await remark.inputValue()} ✓`);
      await button(dialog, lang === 'zh-CN' ? '保存' : 'Save')
        .first()
        .click();
      await dialog.waitFor({ state: 'hidden' });
      await firstRowAction(screen, lang, '变更记录', 'History');
      await page.locator('.ant-drawer-content-wrapper tr.ant-table-row').first().waitFor();
      // The save's toast would cover the drawer's title.
      await page.locator('.ant-message-notice').first().waitFor({ state: 'hidden' });
    },
  },
  { file: '23-customer', caption: '客户信息 Customers', path: '/customer/basicinfo' },
  {
    file: '24-customer-graph',
    caption: '客户信息 — 关联方图谱 / Customers — the related-party graph',
    path: '/customer/basicinfo',
    act: async (page, screen, lang) => {
      await screen.getByPlaceholder(lang === 'zh-CN' ? '请输入客户名称' : 'Enter customer name').fill('华东重工集团');
      await button(screen.locator('.crud-search'), lang === 'zh-CN' ? '搜索' : 'Search').click();
      await screen.locator('tr.ant-table-row', { hasText: '华东重工集团' }).first().waitFor();
      await firstRowAction(screen, lang, '查看', 'View');
      const drawer = page.locator('.crud-record-drawer .ant-drawer-content-wrapper');
      await drawer.getByRole('tab', { name: lang === 'zh-CN' ? '关联方' : 'Related parties' }).click();
      await drawer.getByRole('tab', { name: lang === 'zh-CN' ? '图谱' : 'Graph' }).click();
      await drawer.locator('.react-flow__node').first().waitFor();
    },
  },
  { file: '25-consumer', caption: '消费者登记 Consumer registry', path: '/customer/consumer' },
  { file: '26-region', caption: '行政区划 Regions', path: '/system/region' },
  { file: '27-job', caption: '定时任务 Scheduled jobs', path: '/system/job' },
  { file: '28-oss', caption: '对象存储 Object storage', path: '/resource/oss' },
  { file: '29-enterprise-setting', caption: '外部数据服务 External data services', path: '/system/enterprise-setting' },
  { file: '30-work-start', caption: '发起事务 Start a process', path: '/work/start' },
  { file: '31-flow-model', caption: '模型管理 Process models', path: '/flow/model' },
  { file: '32-flow-manager', caption: '流程管理 Deployed processes', path: '/flow/manager' },
  { file: '33-flow-follow', caption: '流程跟踪 Running processes', path: '/flow/follow' },
  { file: '34-contract-model', caption: '合同模板 Contract models', path: '/contract/model' },
  {
    file: '20-notifications',
    caption: '消息通知 — the bell popover (未读 / 已读) / Notifications — the bell popover',
    path: '/desk/notice',
    act: async (page) => {
      await page.locator('.notice-bell').click();
      await page.locator('.notice-popover:not(.ant-popover-hidden) [role=tabpanel]').first().waitFor();
    },
  },
];

/** Notices for the screens that show them, published through the API as the signed-in administrator. */
const DEMO_NOTICES = [
  {
    title: '关于2026年度租金对账工作的通知',
    category: 7,
    content: '请各业务部门于12月15日前完成承租人租金对账，并将对账单提交计划财务部。',
  },
  { title: '风险管理部季度资产五级分类结果', category: 1, content: '本季度关注类资产3笔，请客户经理加强贷后跟踪。' },
];

/** Waits until a screen has drawn its data: tables and trees loaded, no spinner, fonts ready, animations done. */
async function settled(page: Page, screen: Locator) {
  await screen.locator('.ant-table, .ant-tree, form, canvas').first().waitFor();
  // Hidden tabs stay in the page (keep-alive), so only this screen's spinners count.
  await screen.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(600);
}

async function main() {
  const app = await buildApp(loadConfig({ DATABASE_URL: 'memory://', LOG_LEVEL: 'warn', SEED_DEMO: 'on' }), {
    testSeams: true,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await launch();
  try {
    for (const lang of LANGS) {
      for (const [size, viewport] of [
        ['', VIEWPORT],
        ['small', SMALL],
      ] as const) {
        const dir = join(OUT, lang, size);
        mkdirSync(dir, { recursive: true });
        const wanted = (file: string) => size === '' || SMALL_SHOTS.has(file);
        const shoot = async (page: Page, file: string) => {
          if (!wanted(file)) return;
          await page.screenshot({ path: join(dir, `${file}.png`) });
          console.log(`${lang}/${size ? `${size}/` : ''}${file}.png`);
        };
        const context = await browser.newContext({ viewport, locale: lang });
        await context.addInitScript((l) => {
          localStorage.setItem(
            'flp-language',
            JSON.stringify({ dataType: 'string', content: l, datetime: Date.now() }),
          );
        }, lang);
        const page = await context.newPage();
        await page.goto(`${base}/#/login`);
        await page.locator('img.login-captcha').waitFor();
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(400);
        await shoot(page, '01-login');

        await signInBrowser(page, base);
        if (lang === LANGS[0] && size === '') await publishNotices(app, await accessToken(page));
        await page.locator('.shell-page[data-tab="/wel/index"]').waitFor();
        await page.waitForTimeout(800);
        await shoot(page, '02-home');

        for (const shot of SCREENS) {
          if (!shot.path || !wanted(shot.file)) continue;
          // Each screen as a new visit: a fresh document, so earlier dialogs and tabs do not show.
          await page.goto(`${base}/#${shot.path}`);
          await page.reload();
          const screen = page.locator(`.shell-page[data-tab="${shot.path}"]`);
          await settled(page, screen);
          if (shot.act) {
            await shot.act(page, screen, lang);
            await page.waitForTimeout(600);
          }
          await shoot(page, shot.file);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await app.close();
  }
  writeIndex();
}

async function publishNotices(app: FastifyInstance, token: string) {
  for (const n of DEMO_NOTICES) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/blade-desk/notice/submit',
      headers: {
        'blade-auth': `bearer ${token}`,
        authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`,
      },
      payload: { ...n, releaseTime: new Date().toISOString().slice(0, 10) },
    });
    if (res.statusCode !== 200) throw new Error(`notice: ${res.body}`);
  }
}

function writeIndex() {
  const all: Shot[] = [
    { file: '01-login', caption: '登录 Sign-in (tenant, account, password, captcha, language switch)' },
    { file: '02-home', caption: '首页 Home' },
    ...SCREENS,
  ];
  const small = (lang: Lang, file: string) =>
    SMALL_SHOTS.has(file) ? `[${SMALL.width} px](${lang}/small/${file}.png)` : '';
  const rows = all.map(
    (s) =>
      `| ${s.caption} | [中文](zh-CN/${s.file}.png) ${small('zh-CN', s.file)} | [English](en-US/${s.file}.png) ${small('en-US', s.file)} |`,
  );
  writeFileSync(
    join(OUT, 'README.md'),
    [
      '# Screenshots',
      '',
      'Generated by `npm run screenshots` (e2e/screenshots.ts) from the real server on a fresh database with the demo',
      `organisation, at ${VIEWPORT.width}×${VIEWPORT.height} (the key screens also at ${SMALL.width} px wide), signed in as`,
      'admin. Regenerate them after a visible change.',
      '',
      '| screen | Chinese | English |',
      '| --- | --- | --- |',
      ...rows,
      '',
      '![Users](zh-CN/03-user.png)',
      '',
    ].join('\n'),
  );
}

await main();

/**
 * Writes the product's screenshots to docs/screenshots/<lang>/ and their index docs/screenshots/README.md: sign-in,
 * home, every administration screen, the parameter add dialog and the role grant dialog, in Chinese and in English.
 * Runs the real server in-process on a fresh in-memory database with the demo organisation; needs the built web app
 * and Debian's Chromium.
 *   npm run screenshots            (builds the web app first)
 *   SCREENSHOTS_ONLY='^4[5-8]' node --import ./scripts/source.mjs e2e/screenshots.ts   (only those shots, web app already built)
 */
process.env.TZ ??= 'Asia/Shanghai';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, Locator, Page } from 'playwright-core';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { launch } from './browser';
import { changeInApproval, startAdjustment } from './fixtures/adjust';
import { startExtension } from './fixtures/extension';
import { seedMergeSheetScene } from './fixtures/merge-sheet';
import { seedOverdueFixture } from './fixtures/overdue';
import { button, formDialog, openTab, pickOption } from './locators';
import { accessToken, apiAs, signInBrowser } from './session';

type Lang = 'zh-CN' | 'en-US';
const LANGS: Lang[] = ['zh-CN', 'en-US'];
const OUT = join(import.meta.dirname, '..', 'docs', 'screenshots');
/** The office screen the layout is judged at, and a small one (a narrow window, a tablet) for the key screens. */
const VIEWPORT = { width: 1366, height: 800 };
const SMALL = { width: 700, height: 900 };
/** A phone, for the screens whose layout at that width was mended (issue 26 item 7). */
const PHONE = { width: 390, height: 844 };
const PHONE_SHOTS = new Set([
  '02-home',
  '126-statements-view',
  '129-invoice-view',
  '132-bankwater-analysis',
  '142-log-api',
  '133-bankwater-related-rent',
  '113-diligence',
  '117-risk-index',
  '81-work-claim',
  '80-user-menu',
  '82-settle-quote',
  '83-settle-handle',
  '84-extension',
  '85-extension-handle',
  '86-iou-change',
  '87-iou-change-handle',
  '88-schedule-adjust',
  '89-schedule-adjust-handle',
  '90-write-off',
  '91-write-off-view',
  '92-write-off-process',
  '93-approval-change',
  '95-approval-change-form',
  '03-user',
  '58-iou',
  '24-customer-graph',
  '62-receipt-entry',
  '77-schedule-submit',
  '78-industry-search',
  '96-merge-sheet',
  '97-merge-sheet-group',
  '98-guarantee-change',
  '99-guarantee-change-form',
  '100-remind',
  '101-financing-account',
  '106-remind-record',
]);
const SMALL_SHOTS = new Set([
  '30-work-start',
  '01-login',
  '02-home',
  '75-cockpit',
  '03-user',
  '06-dictbiz',
  '07-param',
  '18-calculator',
  '23-customer',
  '35-project',
  '36-project-add',
  '46-contract',
  '56-loan-apply',
  '59-iou-periods',
  '66-risk-overdue',
  '69-risk-business-date',
  '70-standing-book',
  '72-concentration',
]);

/** SCREENSHOTS_ONLY=<regex>: only the shots whose file matches (to look again at a few after a fix). */
const ONLY = process.env.SCREENSHOTS_ONLY ? new RegExp(process.env.SCREENSHOTS_ONLY) : undefined;

/** The demo staff's password (modules/system/seed-data.ts); handle pages are shot as the person holding the task. */
const STAFF_PASSWORD = '123456';

/** 提醒 switched to its 逾期预警 view and searched. */
async function remindWarnings(page: Page, screen: Locator, lang: Lang) {
  await screen
    .locator('.crud-search .ant-form-item', { hasText: zh(lang, '视图', 'View') })
    .locator('.ant-select')
    .click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
      hasText: zh(lang, '逾期预警', 'Warnings'),
    })
    .click();
  await button(screen.locator('.crud-search'), zh(lang, '搜索', 'Search')).click();
}

/** A shot: its file name, what it shows (for the index) and how to bring the screen up. */
interface Shot {
  file: string;
  caption: string;
  path?: string;
  /** A page found at run time (a task's handle page), shown to `user` instead of admin. */
  route?: (page: Page, base: string) => Promise<string>;
  /** The demo account the screen (`route`, else `path`) is shown to, instead of admin. */
  user?: string;
  /** Extra steps after the route has loaded (open a dialog). */
  act?: (page: Page, screen: Locator, lang: Lang) => Promise<void>;
}

/** Clicks an action of the table's first row, by its label in the shot's language. */
const firstRowAction = (screen: Locator, lang: Lang, zh: string, en: string) =>
  button(screen.locator('tr.ant-table-row').first(), lang === 'zh-CN' ? zh : en)
    .first()
    .click();

const zh = (lang: Lang, zhText: string, enText: string) => (lang === 'zh-CN' ? zhText : enText);

/** Chooses a screen's own tab (待复核, 已复核…) by its name. */
const screenTab = (screen: Locator, name: string) => screen.locator('.ant-tabs-tab', { hasText: name }).first().click();

/** A table row by the text it shows. */
const row = (screen: Locator, text: string) => screen.locator('tr.ant-table-row', { hasText: text }).first();

/** The record drawer 查看 opens, with its tab `zhTab`/`enTab` chosen. */
async function viewTab(page: Page, screen: Locator, lang: Lang, rowText: string, tabs: [string, string][]) {
  await button(row(screen, rowText), zh(lang, '查看', 'View'))
    .first()
    .click();
  const drawer = page.locator('.crud-record-drawer .ant-drawer-content-wrapper');
  await drawer.waitFor();
  for (const [zhTab, enTab] of tabs) {
    const name = zh(lang, zhTab, enTab);
    // A tab beyond the bar's width scrolls in as it is clicked; a click landing mid-scroll is lost, so click again.
    for (let attempt = 0; attempt < 4; attempt++) {
      await openTab(drawer, name);
      const active = drawer.locator('.ant-tabs-tab-active', { hasText: name });
      if (
        await active.waitFor({ timeout: 1_500 }).then(
          () => true,
          () => false,
        )
      )
        break;
    }
  }
  await drawer.locator('.ant-tabs-tabpane-active .ant-spin-spinning').first().waitFor({ state: 'detached' });
  return drawer;
}

/** The handle page of the user's first open task of a workflow family, held (待办) or offered (待签; the seeds leave one). */
const taskOf = (family: string) => async (page: Page, base: string) => {
  for (const list of ['todo-list', 'claim-list']) {
    const tasks = (await apiAs(page, base, `/api/blade-flow/work/${list}?current=1&size=50`)) as {
      records: { family: string; taskId: string; processInstanceId: string; businessId: string }[];
    };
    const t = tasks.records.find((r) => r.family === family);
    if (t) return `/work/process/${family}/handle/${t.taskId}/${t.processInstanceId}/${t.businessId || '0'}`;
  }
  throw new Error(`no open ${family} task`);
};

const APPROVED_PROJECT = '华东重工挖掘机售后回租项目';
const DRAFT_PROJECT = '江汉彩印印刷机直租项目';
const SIGNED_CONTRACT = '华东重工挖掘机售后回租合同(一期)';
const APPROVED_CONTRACT = '华东重工挖掘机售后回租合同(二期)';

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
    file: '141-log-usual',
    caption: '操作日志 — sign-ins, exports, job runs, providers’ calls / Operation log',
    path: '/monitor/log/usual',
  },
  {
    file: '142-log-api',
    caption: '接口日志 — every write, export and download with its caller, status and duration / API log',
    path: '/monitor/log/api',
    act: async (page, screen, lang) => {
      await firstRowAction(screen, lang, '查看', 'View');
      await formDialog(page).locator('.crud-view').waitFor();
    },
  },
  {
    file: '143-report-files',
    caption: '报表管理 — month-end standing books, concentration snapshots and kept exports / Report files',
    path: '/system/report',
  },
  { file: '144-datasource', caption: '数据源管理 — with 测试连接 / Data sources', path: '/tool/datasource' },
  { file: '145-code-generator', caption: '代码生成 — 代码生成, 批量生成, 复制 / Code generator', path: '/tool/code' },
  {
    file: '140-app-version',
    caption: '应用版本 — the staff app’s versions per platform, 发布 / 下架 / 下载 / App versions',
    path: '/system/app-version',
  },
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
      await openTab(drawer, lang === 'zh-CN' ? '关联方' : 'Related parties', false);
      await openTab(drawer, lang === 'zh-CN' ? '图谱' : 'Graph', false);
      await drawer.locator('.react-flow__node').first().waitFor();
    },
  },
  { file: '25-consumer', caption: '消费者登记 Consumer registry', path: '/customer/consumer' },
  { file: '26-region', caption: '行政区划 Regions', path: '/system/region' },
  { file: '27-job', caption: '定时任务 Scheduled jobs', path: '/system/job' },
  { file: '28-oss', caption: '对象存储 Object storage', path: '/resource/oss' },
  { file: '29-enterprise-setting', caption: '外部数据服务 External data services', path: '/system/enterprise-setting' },
  {
    file: '110-outside-setting',
    caption: '外部服务设置: each outside service’s provider, keys masked / Outside services',
    path: '/system/outside-setting',
    act: async (_page, screen) => {
      await screen.locator('.outside-setting').first().waitFor();
    },
  },
  {
    file: '112-comp-diligence',
    caption:
      '企业准入扫描 — 新增: a company scanned by the local rules or the provider / Admission scans — scanning a company',
    path: '/risk/comp-diligence',
    act: async (page, screen, lang) => {
      await button(screen, zh(lang, '新增', 'Add')).click();
      await formDialog(page).locator('.ant-form-item').first().locator('input').waitFor();
    },
  },
  {
    file: '113-diligence',
    caption: '尽职调查 — the reports on projects’ lessees and guarantors, 生成报告 / Due diligence — the reports',
    path: '/risk/diligence',
  },
  {
    file: '114-diligence-ratios',
    caption: '尽职调查 — 查看: 财务指标, each year’s ratio set / Due diligence — the ratios by year',
    path: '/risk/diligence',
    act: async (page, screen, lang) => {
      await viewTab(page, screen, lang, '苏州起重设备直租项目', [['财务指标', 'Ratios']]);
      await page.locator('.crud-drawer .ant-table-row').first().waitFor();
    },
  },
  {
    file: '115-diligence-persons',
    caption: '尽职调查 — 查看: 个人尽调, the controller and his assets / Due diligence — personal diligence',
    path: '/risk/diligence',
    act: async (page, screen, lang) => {
      await viewTab(page, screen, lang, '苏州起重设备直租项目', [['个人尽调', 'Personal diligence']]);
      await page.locator('.diligence-person').first().waitFor();
    },
  },
  {
    file: '116-review-diligence',
    caption:
      '评审会 — 办理: the 尽职调查 tab beside the vote (赵磊) / Review meeting — the diligence report beside the vote',
    route: taskOf('project'),
    user: 'zhaolei',
    act: async (page, _screen, lang) => {
      const tabs = page.locator('.flow-decision-tabs:visible').first();
      await tabs.getByRole('tab', { name: zh(lang, '尽职调查', 'Due diligence') }).click();
      await tabs.locator('.ant-table-row').first().waitFor();
      await tabs.scrollIntoViewIfNeeded();
    },
  },
  {
    file: '117-risk-index',
    caption: '风控总览 — classes, NPL, provision and coverage, DPD buckets, migration, lessees at risk / Risk overview',
    path: '/risk/index',
    act: async (page) => {
      await page.locator('.risk-index .ant-statistic').first().waitFor();
    },
  },
  {
    file: '118-preservation',
    caption: '资产保全 — the cases, 发起 above them, 案件进展 for an approved one / Asset preservation — the cases',
    path: '/risk/preservation',
  },
  {
    file: '119-preservation-view',
    caption: '资产保全 — 查看: the claim, the fees and 保全标的 / Asset preservation — a case with its assets',
    path: '/risk/preservation',
    act: async (page, screen, lang) => {
      await button(row(screen, 'BQ'), zh(lang, '查看', 'View'))
        .first()
        .click();
      await page.locator('.ant-modal.crud-dialog .ant-table-row').first().waitFor();
    },
  },
  {
    file: '121-tracking',
    caption:
      '租后检查 — the plan: a first check per lessee, special checks past 30 days overdue, one done / Post-lease checks — the plan',
    path: '/risk/tracking',
  },
  {
    file: '122-tracking-reports',
    caption: '租后检查 — 查看 → 检查报告: the reports of a check done / Post-lease checks — a check’s reports',
    path: '/risk/tracking',
    act: async (page, screen, lang) => {
      await button(row(screen, zh(lang, '已通过', 'Approved')), zh(lang, '查看', 'View'))
        .first()
        .click();
      const drawer = page.locator('.crud-drawer');
      await drawer.getByRole('tab', { name: zh(lang, '检查报告', 'Reports') }).click();
      await drawer.locator('.ant-table-row').first().waitFor();
    },
  },
  {
    file: '123-monitor',
    caption:
      '企业监控 — the watched companies, 初始化, 推送设置 and 立即比对 / Company monitoring — the watched companies',
    path: '/risk/monitor',
  },
  {
    file: '124-monitor-changes',
    caption: '企业监控 — 企业变动: the changes seen, red first to look at / Company monitoring — the changes',
    path: '/risk/monitor',
    act: async (_page, screen, lang) => {
      await screen.getByRole('tab', { name: zh(lang, '企业变动', 'Changes') }).click();
      await screen
        .locator('.ant-tag', { hasText: zh(lang, '红色', 'Red') })
        .first()
        .waitFor();
    },
  },
  {
    file: '125-statements',
    caption:
      '财务报表 — a lessee’s statements by period, their checks, 识别文件 / 确认 / Financial statements — the reports',
    path: '/risk/finance',
  },
  {
    file: '126-statements-view',
    caption:
      '财务报表 — 查看: the balance sheet beside the original files / Financial statements — a report beside its files',
    path: '/risk/finance',
    act: async (page, screen, lang) => {
      await button(row(screen, '2025'), zh(lang, '查看', 'View'))
        .first()
        .click();
      const drawer = page.locator('.crud-drawer');
      await drawer.getByRole('tab', { name: zh(lang, '报表', 'Statements') }).click();
      await drawer.locator('.statement-BS .ant-table-row').first().waitFor();
    },
  },
  {
    file: '127-statements-analysis',
    caption: '财务报表 — 指标分析: a company’s ratios over its years / Financial statements — ratio analysis',
    path: '/risk/finance',
    act: async (page, screen, lang) => {
      await screen.getByRole('tab', { name: zh(lang, '指标分析', 'Ratio analysis') }).click();
      const analysis = screen.locator('.index-analysis');
      // The demo lessee with three years of statements.
      await analysis.locator('.ant-select').click();
      await page.keyboard.type('华东重工机械');
      await page.locator('.ant-select-dropdown .ant-select-item-option', { hasText: '华东重工机械(苏州)' }).click();
      await analysis.locator('.ratio-table .ant-table-row').first().waitFor();
    },
  },
  {
    file: '128-invoices',
    caption:
      '发票识别 — invoices read from XML, OFD and PDF files: checks, confirmation, 查验 state, box / Invoices — the register',
    path: '/risk/invoice',
  },
  {
    file: '129-invoice-view',
    caption:
      '发票识别 — 查看 → 原件对照: the values read beside the original PDF, the checks, the verification / Invoices — an invoice beside its original',
    path: '/risk/invoice',
    act: async (page, screen, lang) => {
      await button(row(screen, '24322000000597214408'), zh(lang, '查看', 'View'))
        .first()
        .click();
      const drawer = page.locator('.crud-drawer');
      await drawer.getByRole('tab', { name: zh(lang, '原件对照', 'Beside the original') }).click();
      await drawer.locator('.invoice-checks .ant-list-item').first().waitFor();
      await drawer.locator('.invoice-original-pdf').waitFor();
      // The PDF viewer draws the page.
      await page.waitForTimeout(1500);
    },
  },
  {
    file: '130-invoice-box',
    caption:
      '发票识别 — 发票夹 → 查看: the sale-leaseback contract’s box, its invoices, sums and checks; 导出 / 占用 / 释放占用 / Invoices — a box',
    path: '/risk/invoice',
    act: async (page, screen, lang) => {
      await screen.getByRole('tab', { name: zh(lang, '发票夹', 'Invoice boxes') }).click();
      await button(row(screen, 'FP'), zh(lang, '查看', 'View'))
        .first()
        .click();
      const drawer = page.locator('.crud-drawer');
      await drawer.getByRole('tab', { name: zh(lang, '夹中发票', 'Invoices in the box') }).click();
      await drawer.locator('.invoice-box-data .ant-table-row').first().waitFor();
    },
  },
  {
    file: '131-bankwater',
    caption: '银行流水 — analyses of companies’ bank statements, 解析 / 分析 / Bank statements — the analyses',
    path: '/risk/bankwater',
  },
  {
    file: '132-bankwater-analysis',
    caption:
      '银行流水 — 查看 → 分析: signals, key figures, the months, the largest counterparties / Bank statements — an analysis',
    path: '/risk/bankwater',
    act: async (page, screen, lang) => {
      await button(row(screen, zh(lang, '已完成', 'Analysed')), zh(lang, '查看', 'View'))
        .first()
        .click();
      const drawer = page.locator('.crud-drawer');
      await drawer.getByRole('tab', { name: zh(lang, '分析', 'Analysis'), exact: true }).click();
      await drawer.locator('.bankwater-analysis .echart').waitFor();
      await drawer.locator('.bankwater-parties .ant-table-row').first().waitFor();
    },
  },
  {
    file: '133-bankwater-related-rent',
    caption:
      '银行流水 — 查看 → 分析: the related parties and where each came from, the rent paid to us matched to our receipts / Bank statements — related parties and the rent check',
    path: '/risk/bankwater',
    act: async (page, screen, lang) => {
      await button(row(screen, '华东重工集团'), zh(lang, '查看', 'View'))
        .first()
        .click();
      const drawer = page.locator('.crud-drawer');
      await drawer.getByRole('tab', { name: zh(lang, '分析', 'Analysis'), exact: true }).click();
      const rent = drawer.locator('.bankwater-rent');
      await rent.locator('.ant-table-row').first().waitFor();
      await drawer.locator('.bankwater-related .ant-table-row').first().scrollIntoViewIfNeeded();
    },
  },
  {
    file: '134-bankwater-rules',
    caption:
      '流水分类规则 — the tenant’s keyword rules of the categories, tried by their order / Statement category rules',
    path: '/risk/bankwater-rules',
    act: async (_page, screen) => {
      await screen.locator('tr.ant-table-row').first().waitFor();
    },
  },
  {
    file: '120-judicial',
    caption:
      '司法报告 — 新增: a company’s judicial snapshot ordered from the registry data / Judicial reports — ordering one',
    path: '/risk/judicial',
    act: async (page, screen, lang) => {
      await button(screen, zh(lang, '新增', 'Add')).click();
      await formDialog(page).locator('.ant-form-item').first().locator('input').waitFor();
    },
  },
  {
    file: '111-outside-order',
    caption: '外部服务订单 — 下单: a service ordered for a company from its provider / Outside orders — ordering',
    path: '/system/outside-order',
    act: async (page, screen, lang) => {
      await button(screen, zh(lang, '下单', 'Order')).click();
      await page.getByRole('dialog').locator('.ant-form-item').nth(1).locator('input').waitFor();
      // The services placed by hand come from the server; the first is chosen once they arrive.
      await page
        .getByRole('dialog')
        .getByText(zh(lang, '企业准入扫描', 'Company admission scan'))
        .first()
        .waitFor();
    },
  },
  { file: '30-work-start', caption: '发起事务 Start a process', path: '/work/start' },
  {
    file: '81-work-claim',
    caption:
      "待签事务 as a department head (赵磊): what each task decides (业务), 批量签收 / Tasks to claim, each row's subject",
    path: '/work/claim',
    user: 'zhaolei',
  },
  { file: '31-flow-model', caption: '模型管理 Process models', path: '/flow/model' },
  { file: '32-flow-manager', caption: '流程管理 Deployed processes', path: '/flow/manager' },
  { file: '33-flow-follow', caption: '流程跟踪 Running processes', path: '/flow/follow' },
  { file: '34-contract-model', caption: '合同模板 Contract models', path: '/contract/model' },
  { file: '35-project', caption: '项目信息 Projects (every state of the chain)', path: '/project/info' },
  {
    file: '36-project-add',
    caption: '项目信息 — 新增 with the live 租金测算 / Projects — the add form with the live rent estimate',
    path: '/project/info',
    act: async (page, screen, lang) => {
      await button(screen, zh(lang, '新增', 'Add'))
        .first()
        .click();
      const dialog = formDialog(page);
      await dialog.getByPlaceholder(zh(lang, '请输入融资金额(元)', 'Enter financed amount (yuan)')).fill('1200000');
      await dialog.getByPlaceholder(zh(lang, '请输入租赁期数', 'Enter periods')).fill('24');
      await dialog.getByPlaceholder(zh(lang, '请输入年利率(%)', 'Enter annual rate (%)')).fill('6.5');
      const items = dialog.locator('.crud-child-items');
      await button(items, zh(lang, '添加行', 'Add row')).click();
      await dialog.locator('[data-testid=terms-preview] tbody tr.ant-table-row').first().waitFor();
      await dialog.locator('[data-testid=terms-preview]').scrollIntoViewIfNeeded();
    },
  },
  {
    file: '37-project-chain',
    caption: '项目信息 — 查看 审批流程 of an approved project / Projects — the approvals of an approved project',
    path: '/project/info',
    act: async (page, screen, lang) => {
      const drawer = await viewTab(page, screen, lang, APPROVED_PROJECT, [['审批流程', 'Approvals']]);
      // The review meeting's record opened: its history and diagram.
      await drawer.locator('.project-chain .ant-collapse-header').first().click();
      await drawer.locator('.project-chain .flow-history-item').first().waitFor();
    },
  },
  {
    file: '38-project-review',
    caption: '项目信息 — 查看 评审结果 / Projects — the review result (votes, minutes)',
    path: '/project/info',
    act: async (page, screen, lang) => {
      await viewTab(page, screen, lang, APPROVED_PROJECT, [['评审结果', 'Review result']]);
    },
  },
  {
    file: '39-project-terms',
    caption: '项目信息 — 查看 租赁条件 / Projects — the stored schedule',
    path: '/project/info',
    act: async (page, screen, lang) => {
      await viewTab(page, screen, lang, APPROVED_PROJECT, [['租赁条件', 'Lease terms']]);
    },
  },
  { file: '40-credit', caption: '征信查询 Credit checks', path: '/project/credit' },
  { file: '41-subject', caption: '租赁物 Leased items', path: '/project/subject' },
  { file: '42-guarantee', caption: '保证担保 Guarantees', path: '/project/guarantee' },
  { file: '43-mortgage', caption: '抵押物 Mortgaged items', path: '/project/mortgage' },
  { file: '44-pledge', caption: '质押物 Pledged items', path: '/project/pledge' },
  {
    file: '45-mortple',
    caption: '抵质押合同 — 查看 抵质押物 / Mortgage and pledge contracts — the items of a contract',
    path: '/project/mortple',
    act: async (page, screen, lang) => {
      await viewTab(page, screen, lang, 'DY01', [['抵质押物', 'Items']]);
    },
  },
  {
    file: '45-mortple-valid',
    caption: '抵质押合同 — 登记有效期 / Mortgage and pledge contracts — the registration validity dialog',
    path: '/project/mortple',
    act: async (page, screen, lang) => {
      await firstRowAction(screen, lang, '登记有效期', 'Registration validity');
      await page.locator('.ant-modal').first().waitFor();
    },
  },
  { file: '46-contract', caption: '合同信息 Contracts (every state)', path: '/contract/info' },
  {
    file: '47-contract-view',
    caption: '合同信息 — 查看 the signed contract / Contracts — the signed contract',
    path: '/contract/info',
    act: async (page, screen, lang) => {
      await viewTab(page, screen, lang, SIGNED_CONTRACT, [['基本信息', 'Basic information']]);
    },
  },
  {
    file: '48-contract-approvals',
    caption: '合同信息 — 审批记录 / Contracts — the approvals of the signed contract',
    path: '/contract/info',
    act: async (page, screen, lang) => {
      await viewTab(page, screen, lang, SIGNED_CONTRACT, [['审批记录', 'Approvals']]);
    },
  },
  {
    file: '49-contract-sign',
    caption: '合同信息 — 签约 / Contracts — the signing dialog of an approved contract',
    path: '/contract/info',
    act: async (page, screen, lang) => {
      await button(row(screen, APPROVED_CONTRACT), zh(lang, '签约', 'Sign')).click();
      await page.locator('.ant-modal').first().waitFor();
    },
  },
  { file: '50-registration', caption: '中登登记 Central registry filings', path: '/contract/supplement' },
  {
    file: '51-customer-contracts',
    caption: '客户信息 — 合同 / Customers — the contracts of a lessee',
    path: '/customer/basicinfo',
    act: async (page, screen, lang) => {
      await screen.getByPlaceholder(zh(lang, '请输入客户名称', 'Enter customer name')).fill('华东重工集团');
      await button(screen.locator('.crud-search'), zh(lang, '搜索', 'Search')).click();
      await row(screen, '华东重工集团').waitFor();
      await viewTab(page, screen, lang, '华东重工集团', [['合同', 'Contracts']]);
    },
  },
  {
    file: '52-customer-guarantees',
    caption: '客户信息 — 对外担保 / Customers — the guarantees a customer gives',
    path: '/customer/basicinfo',
    act: async (page, screen, lang) => {
      await screen.getByPlaceholder(zh(lang, '请输入客户名称', 'Enter customer name')).fill('华东重工集团');
      await button(screen.locator('.crud-search'), zh(lang, '搜索', 'Search')).click();
      await row(screen, '华东重工集团').waitFor();
      await viewTab(page, screen, lang, '华东重工集团', [['对外担保', 'Guarantees given']]);
    },
  },
  {
    file: '53-handle-review',
    caption: "评审会 — 办理 as a reviewer (赵磊) / Review meeting — a reviewer's vote",
    route: taskOf('project'),
    user: 'zhaolei',
    // The meeting and the vote (the project's summary above is shown on the other handle pages).
    act: async (page) => {
      await page.locator('.flow-approval:visible').last().scrollIntoViewIfNeeded();
    },
  },
  {
    file: '54-handle-application',
    caption: "项目申请 — 办理 (赵磊) / Project application — the department head's approval",
    route: taskOf('projectApplication'),
    user: 'zhaolei',
  },
  {
    file: '55-handle-contract',
    caption: '合同审批 — 办理 (赵磊) / Contract approval — the handle page',
    route: taskOf('contract'),
    user: 'zhaolei',
  },
  { file: '56-loan-apply', caption: '放款申请 Disbursements', path: '/loan/apply' },
  {
    file: '57-loan-start',
    caption: "放款申请 — 发起放款: the contract's conditions precedent / Disbursements — the checklist of a contract",
    path: '/loan/apply',
    act: async (page, screen, lang) => {
      await button(screen, zh(lang, '发起放款', 'Disburse')).click();
      const dialog = page.locator('.ant-modal.crud-action-dialog');
      await dialog.locator('.ant-select').first().click();
      // The demo's signed contract (its number ends in 00001), once the search has answered.
      await page.keyboard.type('00001');
      const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: '00001',
      });
      await page.waitForFunction(() => {
        const open = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
        const all = open ? [...open.querySelectorAll('.ant-select-item-option')] : [];
        return all.length > 0 && all.every((o) => (o.textContent ?? '').includes('00001'));
      });
      await option.first().click();
      await dialog.locator('[data-testid="condition-fee"]').waitFor();
    },
  },
  { file: '58-iou', caption: '借据信息 IOUs', path: '/loan/iou' },
  {
    file: '59-iou-periods',
    caption: '借据信息 — 租金明细 / IOUs — the periods with what was paid, overdue days and 罚息',
    path: '/loan/iou',
    act: async (page, screen, lang) => {
      await viewTab(page, screen, lang, 'JJ', [['租金明细', 'Periods']]);
      await page.locator('.crud-record-drawer tr.ant-table-row').first().waitFor();
    },
  },
  { file: '60-schedule', caption: '租金支付表 Rent schedules', path: '/loan/schedule' },
  {
    file: '61-letter-new',
    caption: '租金支付确认函 — 新建确认函 / Rent payment letters — a new letter',
    path: '/loan/letter',
    act: async (page, screen, lang) => {
      await button(screen, zh(lang, '新建确认函', 'New letter')).click();
      await page.locator('.ant-modal.crud-action-dialog').waitFor();
    },
  },
  {
    file: '62-receipt-entry',
    caption:
      "收款确认 — 新增收款, 借据应收与本笔冲抵 / Receipts — entering a payment with the IOU's amounts and its allocation",
    path: '/loan/receipt',
    act: async (page, screen, lang) => {
      await button(screen, zh(lang, '新增', 'Add')).click();
      const dialog = formDialog(page);
      const item = (zhLabel: string, enLabel: string) =>
        dialog.locator('.ant-form-item', { hasText: zh(lang, zhLabel, enLabel) }).first();
      await item('借据', 'IOU').locator('.ant-select').click();
      await page.keyboard.type(sceneIou);
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: sceneIou })
        .first()
        .click();
      await dialog.getByText(zh(lang, '借据应收', 'IOU amounts')).waitFor();
      await item('到账日期', 'Received on').locator('input').click();
      const open = '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)';
      await page.locator(`${open} .ant-picker-today-btn, ${open} .ant-picker-now-btn`).first().click();
      await item('到账金额', 'Amount').locator('input').fill('4000');
      await item('付款人', 'Payer').locator('input').fill('华东重工集团有限公司');
      await item('银行流水号', 'Bank reference').locator('input').fill('CMB20261124-0031');
      await dialog.getByText(zh(lang, '本笔冲抵', 'This receipt pays')).waitFor();
    },
  },
  {
    file: '63-receipt-verify',
    caption: '收款确认 — 核销, 冲抵明细预览 / Receipts — verification with the allocation preview',
    path: '/loan/receipt',
    act: async (page, screen, lang) => {
      await button(row(screen, RECEIPT_ENTERED), zh(lang, '核销', 'Verify')).click();
      const verify = page.locator('.ant-modal', { hasText: zh(lang, '核销收款', 'Verify receipt') });
      await verify.getByText(zh(lang, '本笔冲抵', 'This receipt pays')).waitFor();
    },
  },
  {
    file: '64-receipt-review',
    caption: '收款确认 — 待复核 (孙丽, 财务复核) / Receipts — awaiting review, as the finance reviewer',
    path: '/loan/receipt',
    user: 'sunli',
    act: async (_page, screen, lang) => {
      await screenTab(screen, zh(lang, '待复核', 'To review'));
      await row(screen, RECEIPT_VERIFIED).waitFor();
    },
  },
  {
    file: '65-receipt-allocation',
    caption: '收款确认 — 冲抵明细 / Receipts — the allocation lines of a reviewed receipt',
    path: '/loan/receipt',
    act: async (page, screen, lang) => {
      await screenTab(screen, zh(lang, '已复核', 'Reviewed'));
      await screen.locator('tr.ant-table-row:visible').first().waitFor();
      await button(screen.locator('tr.ant-table-row:visible').first(), zh(lang, '查看', 'View')).click();
      const drawer = page.locator('.ant-drawer:visible');
      await drawer.locator('.ant-tabs-tab', { hasText: zh(lang, '冲抵明细', 'Allocation') }).click();
      await drawer.locator('.ant-table-row:visible').first().waitFor();
    },
  },
  {
    file: '66-risk-overdue',
    caption: '逾期管理 Overdue IOUs of the demo portfolio (as of today; one class tightened by hand)',
    path: '/risk/overdue',
  },
  {
    file: '67-risk-overdue-drawer',
    caption: '逾期管理 — 查看: 逾期期次 / Overdue — the overdue periods with their 罚息',
    path: '/risk/overdue',
    act: async (page, screen, lang) => {
      await viewTab(page, screen, lang, '', [['逾期期次', 'Overdue periods']]);
    },
  },
  { file: '68-risk-level', caption: '风险等级维护 Classification changes', path: '/risk/level' },
  { file: '69-risk-business-date', caption: '业务日期 Business date (demo tenant)', path: '/risk/business-date' },
  {
    file: '70-standing-book',
    caption: '资金台账 Standing book — lines with the totals row',
    path: '/risk/standing-book',
  },
  {
    file: '71-standing-book-history',
    caption: '台账历史 Standing-book history — month-end snapshots, remarks only',
    path: '/risk/standing-book-history',
  },
  {
    file: '72-concentration',
    caption: '客户集中度 — the indicators of the latest position / Concentration — indicators and positions',
    path: '/risk/concentration',
    act: async (_page, screen) => {
      await screen.locator('[data-testid="concentration-indicators"] tr.ant-table-row').first().waitFor();
    },
  },
  {
    file: '73-concentration-warn',
    caption: '集中度预警 — customers and their ratios / Concentration warnings — the customers',
    path: '/risk/concentration-warn',
    act: async (_page, screen, lang) => {
      await openTab(screen, zh(lang, '客户集中度', 'Customers'), false);
      await screen.locator('tr.ant-table-row:visible').first().waitFor();
    },
  },
  {
    file: '74-project-precheck',
    caption: '项目信息 — 集中度预检 / Projects — the concentration pre-check before approval',
    path: '/project/info',
    act: async (page, screen, lang) => {
      await viewTab(page, screen, lang, '苏州起重设备直租项目', [['集中度预检', 'Concentration pre-check']]);
      await page.locator('[data-testid="concentration-precheck"]').waitFor();
    },
  },
  {
    file: '76-receipt-list',
    caption: '收款确认 — 待核销 list: 操作 as wide as its buttons / Receipts — the list with its amounts beside 操作',
    path: '/loan/receipt',
  },
  {
    file: '77-schedule-submit',
    caption: '租金支付表 — 提交审批: the periods read-only / Rent schedules — submitting one for approval',
    path: '/loan/schedule',
    act: async (page, screen, lang) => {
      await button(screen.locator('tr.ant-table-row'), zh(lang, '提交审批', 'Submit for approval'))
        .first()
        .click();
      const form = page.locator('.flow-start-form:visible');
      await form.locator('.crud-child-rows tr.ant-table-row').first().waitFor();
    },
  },
  {
    file: '78-industry-search',
    caption: '客户信息 — 新增: 行业 searched by name / Customers — the industry found by its name',
    path: '/customer/basicinfo',
    act: async (page, screen, lang) => {
      await button(screen, zh(lang, '新增', 'Add'))
        .first()
        .click();
      const dialog = formDialog(page);
      await dialog
        .locator('.ant-form-item', { hasText: zh(lang, '行业', 'Industry') })
        .locator('.ant-select')
        .first()
        .click();
      await page.keyboard.type('专用设备');
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-cascader-menu-item')
        .first()
        .waitFor();
    },
  },
  {
    file: '79-designer-people',
    caption: '模型管理 — 设计: 处理人 and 候选角色 chosen by name / Process models — approvers picked by name',
    path: '/flow/model',
    act: async (page, screen, lang) => {
      await button(screen, zh(lang, '新建', 'New'))
        .first()
        .click();
      const drawer = page.locator('.ant-drawer-content-wrapper', { has: page.locator('[data-testid="bpmn-modeler"]') });
      await drawer.locator('g.djs-element[data-element-id="approve"]').click();
      const panel = drawer.locator('[data-testid="bpmn-properties"]');
      const header = panel.locator('.bio-properties-panel-group-header', { hasText: zh(lang, '审批人', 'Approvers') });
      if (!(await header.getAttribute('class'))?.includes('open')) await header.click();
      await panel.locator('[data-testid="pick-assignee"]').click();
      const dialog = page.locator('.flp-people-dialog');
      await dialog.locator('.ant-select').click();
      await page.keyboard.type('李娜');
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '李娜' })
        .first()
        .click();
      await dialog.locator('.ant-btn-primary').click();
      await panel.locator('[data-testid="pick-candidateGroups"]').click();
      await dialog.locator('.ant-select').click();
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
        .first()
        .click();
      await dialog.locator('.ant-modal-title').click();
      await page.waitForTimeout(300);
    },
  },
  {
    file: '82-settle-quote',
    caption: '提前结清 — 试算: the quote of an IOU, line by line with its rule / Early settlements — the quote card',
    path: '/change/settle',
    act: async (page) => {
      // The IOU as 借据信息's 提前结清 opens it: chosen in the card, quoted as of the business date.
      await page.evaluate((h) => {
        location.hash = h;
      }, `#/change/settle?iouId=${settleScene.iouId}`);
      await page.locator('[data-testid="settle-quote"] tr[data-row-key="total"]').waitFor();
    },
  },
  {
    file: '83-settle-handle',
    caption:
      "提前结清 — 办理 (赵磊): the record's quote beside the IOU's figures / Early settlement — the approver's quote tab",
    route: taskOf('settle'),
    user: 'zhaolei',
    act: (page) => showDecisionTabs(page),
  },
  {
    file: '84-extension',
    caption:
      '展期 — 展期试算: where the IOU stands (overdue, guarantors), whether it may be extended, the terms / Extensions — the pricing card',
    path: '/change/extension',
    act: async (page, _screen, lang) => {
      // The IOU as 借据信息's 展期 opens it, with 36 periods asked and what is overdue capitalised.
      await page.evaluate((h) => {
        location.hash = h;
      }, `#/change/extension?iouId=${extensionScene.cardIouId}`);
      const card = page.locator('.shell-page:visible .extension-card');
      await card.locator('[data-testid="extension-prefill"]').waitFor();
      await card.locator('#newPeriods').fill('36');
      await card
        .locator('.ant-form-item', { has: page.locator('#overdueTreatment') })
        .locator('.ant-select')
        .click();
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
          hasText: zh(lang, '资本化', 'Capitalise'),
        })
        .click();
      // the card from its top: on a phone the choice scrolled it to its last field
      await scrollShown(card, 'start', UNDER_BARS);
    },
  },
  {
    file: '85-extension-handle',
    caption:
      "展期 — 办理 (赵磊): the priced record and its new periods beside the IOU's figures / Extension — the approver's pricing tab",
    route: taskOf('extensionchange'),
    user: 'zhaolei',
    // the pricing's top (its figures beside the IOU's), the new periods running on below
    act: (page) => showDecisionTabs(page, 'start'),
  },
  {
    file: '86-iou-change',
    caption:
      "借据变更: the IOU's terms as they stand and the new ones (a lower rate from the next period) / IOU changes — the card",
    path: '/change/iou',
    act: async (page, _screen, lang) => {
      // The IOU as 借据信息's 变更 opens it, a rate 25 bp lower asked (补差方式 then asked too).
      await page.evaluate((h) => {
        location.hash = h;
      }, `#/change/iou?iouId=${adjustScene.cardIouId}`);
      const card = page.locator('.shell-page:visible .iou-change-card');
      const current = card.locator('[data-testid="iou-change-current"]');
      await current.waitFor();
      const rate = (
        await current.locator('.ant-descriptions-item', { hasText: zh(lang, '年利率', 'Annual rate') }).innerText()
      ).replace(/[^\d.]/g, '');
      await card.locator('#newAnnualRate').fill(String(Number(rate) - 0.25));
      await card.locator('#resetInterestMethod').waitFor();
      await scrollShown(card, 'start', UNDER_BARS);
    },
  },
  {
    file: '87-iou-change-handle',
    caption:
      "借据变更 — 办理 (李娜): the repricing, its new periods beside the IOU's figures / IOU change — the approver's pricing tab",
    route: taskOf('iouchange'),
    user: 'lina',
    act: (page) => showDecisionTabs(page, 'start'),
  },
  {
    file: '88-schedule-adjust',
    caption:
      '租金计划调整: the periods ahead with the next three rents halved, priced (the rest solved, the implied rate) / Schedule adjustments — the card',
    path: '/change/schedule-adjust',
    act: async (page) => {
      await page.evaluate((h) => {
        location.hash = h;
      }, `#/change/schedule-adjust?iouId=${adjustScene.cardIouId}`);
      const card = page.locator('.shell-page:visible .adjust-card');
      const rows = card.locator('[data-testid="adjust-rows"] tr.ant-table-row');
      await rows.first().waitFor();
      for (const i of [0, 1, 2]) {
        const present = await rows
          .nth(i)
          .locator('td')
          .nth(page.viewportSize()!.width < 768 ? 1 : 2)
          .innerText();
        await rows
          .nth(i)
          .locator('input')
          .fill((Number(present.replace(/,/g, '')) / 2).toFixed(2));
      }
      await card.locator('button[type=submit]').click();
      await card.locator('[data-testid="adjust-periods"]').waitFor();
      // the table as typed under its label, the priced figures below it
      const item = card.locator('.ant-form-item', { has: page.locator('[data-testid="adjust-rows"]') });
      await scrollShown(item, 'start', UNDER_BARS);
    },
  },
  {
    file: '89-schedule-adjust-handle',
    caption:
      "租金计划调整 — 办理 (赵磊): the rents given and solved, the implied rate, beside the IOU's figures / Schedule adjustment — the approver's pricing tab",
    route: taskOf('scheduleAdjust'),
    user: 'zhaolei',
    act: (page) => showDecisionTabs(page, 'start'),
  },
  {
    file: '90-write-off',
    caption: '核销: what a write-off does and 发起核销, above the write-offs / Write-offs — the screen',
    path: '/change/write-off',
  },
  {
    file: '91-write-off-view',
    caption:
      "核销 — 查看 核销金额: the claim, the provision held and the shortfall beside the IOU's figures, then 核销后追偿 / Write-off — the figures and the recoveries",
    path: '/change/write-off',
    act: async (page, screen, lang) => {
      // The demo's write-off of its 损失 IOU, approved, the court's first payment recovered.
      const drawer = await viewTab(page, screen, lang, '-HX01', [['核销金额', 'Amount written off']]);
      await drawer.locator('[data-testid="iou-figures"]').waitFor();
      await drawer.locator('[data-testid="write-off-recoveries"] tr.ant-table-row').first().waitFor();
    },
  },
  {
    file: '92-write-off-process',
    caption:
      "核销 — 查看流程: the chain to the 评审会's three votes, the figures decided / Write-off — its process, the committee's votes",
    path: '/change/write-off',
    act: async (page, screen, lang) => {
      await firstRowAction(screen, lang, '查看流程', 'Process');
      await page.locator('.shell-page:visible .flow-history-item').first().waitFor();
      await page.locator('.shell-page:visible [data-testid="write-off-figures"]').waitFor();
    },
  },
  {
    file: '93-approval-change',
    caption:
      '批复变更: what it changes and who decides, above the changes (the demo draft lowering a rate) / Approval changes — the screen',
    path: '/change/approval',
  },
  {
    file: '94-approval-change-diff',
    caption:
      '批复变更 — 查看 变更内容: each term before and after, as the approvers read it / Approval change — the diff',
    path: '/change/approval',
    act: async (page, screen, lang) => {
      const drawer = await viewTab(page, screen, lang, '-PF01', [['变更内容', 'Changes']]);
      await drawer.locator('[data-testid="change-diff"] tr.ant-table-row').first().waitFor();
    },
  },
  {
    file: '95-approval-change-form',
    caption:
      "批复变更 — 发起: the project's terms now, each beside a box for the new value / Approval change — the start form",
    path: '/change/approval',
    act: async (page, screen, lang) => {
      await button(screen, zh(lang, '发起批复变更', 'Start: Approval change')).click();
      await page.waitForFunction(() => location.hash.startsWith('#/work/process/hzbg/form/'));
      const form = page.locator('.shell-page:visible .flow-start-form');
      const project = form.locator('.ant-form-item', { hasText: zh(lang, '项目', 'Project') }).first();
      await pickOption(page, project.locator('.ant-select'), '中原建工');
      const terms = form.locator('[data-testid="proposal"] tr.ant-table-row');
      await terms.first().waitFor();
      await terms.nth(3).locator('input').fill('6.75');
      await scrollShown(form.locator('[data-testid="proposal"]'), 'start', UNDER_BARS);
    },
  },
  {
    file: '98-guarantee-change',
    caption:
      '担保变更: what it does and who decides, above the changes (the demo adding a guarantee, waiting to be signed) / Guarantee changes — the screen',
    path: '/change/guarantee',
  },
  {
    file: '99-guarantee-change-form',
    caption:
      "担保变更 — 发起: the contract, what it releases picked from the contract's live security, a new guarantee's row / Guarantee change — the start form",
    path: '/change/guarantee',
    act: async (page, screen, lang) => {
      await button(screen, zh(lang, '发起担保变更', 'Start: Guarantee change')).click();
      await page.waitForFunction(() => location.hash.startsWith('#/work/process/guaranteechange/form/'));
      const form = page.locator('.shell-page:visible .flow-start-form');
      const field = (zhLabel: string, en: string) =>
        form.locator('.ant-form-item', { hasText: zh(lang, zhLabel, en) }).first();
      await pickOption(page, field('合同', 'Contract').locator('.ant-select'), 'HT');
      await pickOption(page, field('变更类型', 'Change').locator('.ant-select'), zh(lang, '替换', 'Replace'));
      const release = field('解除的保证', 'Guarantees released').locator('.ant-select');
      await release.click();
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
        .first()
        .click();
      await page.keyboard.press('Escape');
      await button(form.locator('.crud-child-newGuarantees'), zh(lang, '添加行', 'Add row')).click();
      await scrollShown(form.locator('.crud-child-newGuarantees'), 'start', UNDER_BARS);
    },
  },
  {
    file: '100-remind',
    caption:
      "提醒 — 逾期预警: the day's overdue periods with what is unpaid, each 待处理 until handled; 销号 closes the chosen / Reminders — warnings",
    path: '/loan/remind',
    act: async (page, screen, lang) => {
      await remindWarnings(page, screen, lang);
      await screen.locator('tr.ant-table-row').first().waitFor();
    },
  },
  {
    file: '101-financing-account',
    caption:
      '融资台账: by bank what is lent and owed, the months ahead with the gap (a month short of cash red), the instalments due or overdue / Financing ledger',
    path: '/funding/financing-account',
    act: async (_page, screen) => {
      await screen.locator('.ant-card').nth(2).locator('tr.ant-table-row').first().waitFor();
    },
  },
  {
    file: '102-bank-loan',
    caption:
      '银行借款: the loan contracts, each a 融资申请 approved before it is drawn (the demo: one approved and drawn, a factoring loan, one in approval) / Bank loans',
    path: '/funding/bank-loan',
  },
  {
    file: '103-bank-iou',
    caption:
      '银行借据 — 查看: a drawdown with the bank’s schedule, what is paid of each quarter / Bank drawdown — its schedule',
    path: '/funding/bank-iou',
    act: async (page, screen, lang) => {
      await button(screen.locator('tr.ant-table-row').first(), zh(lang, '查看', 'View')).click();
      const drawer = page.locator('.crud-drawer .ant-drawer-content-wrapper');
      await drawer.locator('.crud-view').waitFor();
      const tab = drawer.getByRole('tab', { name: zh(lang, '还款计划', 'Repayment schedule'), exact: true });
      if (await tab.count()) await tab.click();
      await drawer.locator('tr.ant-table-row').first().waitFor();
    },
  },
  {
    file: '107-bank-plan',
    caption:
      '银行借据 — 银行还款计划 — 新增: the bank’s own plan for the drawdown, its file and periods, to approval; approved, it becomes the schedule / Bank drawdown — filing the bank’s plan',
    path: '/funding/bank-iou',
    act: async (page, screen, lang) => {
      await button(screen.locator('tr.ant-table-row').first(), zh(lang, '查看', 'View')).click();
      const drawer = page.locator('.crud-drawer .ant-drawer-content-wrapper');
      await drawer.getByRole('tab', { name: zh(lang, '银行还款计划', 'Bank repayment plans') }).click();
      await button(drawer, zh(lang, '新增', 'Add')).click();
      const form = formDialog(page);
      const periods = form.locator('.crud-child-periods');
      await button(periods, zh(lang, '添加行', 'Add row')).click();
      await button(periods, zh(lang, '添加行', 'Add row')).click();
      await periods.locator('tr.ant-table-row').nth(1).waitFor();
    },
  },
  {
    file: '108-bank-rate-change',
    caption:
      '银行借据 — 调息记录: a floating drawdown repriced on its anniversary from the LPR last published (1-year LPR + 120 bp) / Bank drawdown — its repricings',
    path: '/funding/bank-iou',
    act: async (page, screen, lang) => {
      const row = screen.locator('tr.ant-table-row', { hasText: 'JD-CCB' }).first();
      await button(row, zh(lang, '查看', 'View')).click();
      const drawer = page.locator('.crud-drawer .ant-drawer-content-wrapper');
      await drawer.getByRole('tab', { name: zh(lang, '调息记录', 'Rate changes') }).click();
      await drawer.locator('tr.ant-table-row:visible').first().waitFor();
    },
  },
  {
    file: '109-lpr-quote',
    caption: 'LPR报价: the loan prime rates as published, which floating loans are repriced from / LPR quotes',
    path: '/funding/lpr',
  },
  {
    file: '104-message-remind',
    caption: '消息提醒: the reminder rules the daily job follows — what, how many days, whom, how / Reminder rules',
    path: '/loan/message-remind',
  },
  {
    file: '105-calendar',
    caption: '工作日历: public holidays and weekends worked in lieu, imported a year at a time / Working calendar',
    path: '/system/calendar',
  },
  {
    file: '106-remind-record',
    caption:
      '提醒 — 登记: a call, a visit or a promise on an overdue period, in the contact record’s own fields / Reminders — recording a contact',
    path: '/loan/remind',
    act: async (page, screen, lang) => {
      await remindWarnings(page, screen, lang);
      const row = screen.locator('tr.ant-table-row', { hasText: zh(lang, '逾期预警', 'Overdue') }).first();
      await button(row, zh(lang, '登记', 'Record')).click();
      await formDialog(page).locator('textarea').first().waitFor();
    },
  },
  {
    file: '96-merge-sheet',
    caption: '合并台账 — per lessee, a row opened to its IOU lines, the consolidated line / Merge sheet — per lessee',
    path: '/risk/merge-sheet',
    act: async (_page, screen) => {
      await screen.locator('tr.ant-table-row .ant-table-row-expand-icon').first().click();
      await screen.locator('.ant-table-expanded-row tr.ant-table-row').first().waitFor();
    },
  },
  {
    file: '97-merge-sheet-group',
    caption: '合并台账 — 按集团: related lessees as one row / Merge sheet — by group (the relation graph)',
    path: '/risk/merge-sheet',
    act: async (page, screen, lang) => {
      await screen
        .locator('[data-testid="merge-sheet-unit"] label', { hasText: zh(lang, '按集团', 'By group') })
        .click();
      await screen
        .locator('th', { hasText: zh(lang, '客户数', 'Lessees') })
        .first()
        .waitFor();
      await screen
        .locator('.crud-totals-row', { hasText: zh(lang, '集团', 'groups') })
        .first()
        .waitFor();
      // The pointer off the switch (its hover shade), and on a phone the table brought up under the bars.
      await page.mouse.move(0, 0);
      if ((page.viewportSize()?.width ?? 0) < 768)
        await scrollShown(screen.locator('[data-testid="merge-sheet-unit"]'), 'start', UNDER_BARS);
      await page.waitForTimeout(500);
    },
  },
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

/** What the shell's fixed header and tabs bar cover at the top of the window (and a little air). */
const UNDER_BARS = -110;

/** Scrolls `target`'s scroll box to put it at the window's `block` edge, then by `shift` pixels. */
async function scrollShown(target: Locator, block: 'start' | 'end', shift: number) {
  await target.evaluate(
    (el, { block, shift }) => {
      el.scrollIntoView({ block });
      let box = el.parentElement;
      while (box && !(box.scrollHeight > box.clientHeight && getComputedStyle(box).overflowY !== 'visible'))
        box = box.parentElement;
      (box ?? document.scrollingElement)?.scrollBy(0, shift);
    },
    { block, shift },
  );
}

/**
 * A handle page scrolled to its decision tabs: by default their end just above the approval card, which from 768 px
 * sticks to the window's bottom; `start` (and on a phone) their top under the fixed bars, for tabs longer than the
 * window.
 */
async function showDecisionTabs(page: Page, align: 'start' | 'end' = 'end') {
  const tabs = page.locator('.shell-page:visible .flow-decision-tabs');
  await tabs.locator('[data-testid="iou-figures"]').waitFor();
  if (align === 'start' || (page.viewportSize()?.width ?? 0) < 768) return scrollShown(tabs, 'start', UNDER_BARS);
  const cover = (await page.locator('.shell-page:visible .flow-approval').boundingBox())?.height ?? 0;
  await scrollShown(tabs, 'end', cover);
}

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
        ['phone', PHONE],
      ] as const) {
        const dir = join(OUT, lang, size);
        mkdirSync(dir, { recursive: true });
        const wanted = (file: string) =>
          (size === '' || (size === 'small' ? SMALL_SHOTS : PHONE_SHOTS).has(file)) && (!ONLY || ONLY.test(file));
        const shoot = async (page: Page, file: string) => {
          if (!wanted(file)) return;
          await page.screenshot({ path: join(dir, `${file}.png`) });
          console.log(`${lang}/${size ? `${size}/` : ''}${file}.png`);
        };
        const context = await browser.newContext({ viewport, locale: lang, reducedMotion: 'reduce' });
        await context.addInitScript((l) => {
          localStorage.setItem(
            'flp-language',
            JSON.stringify({ dataType: 'string', content: l, datetime: Date.now() }),
          );
        }, lang);
        const page = await context.newPage();
        // A screen that failed shows 页面出错了 in its shot; the cause goes to the log.
        page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
        page.on('console', (m) => {
          if (m.type() === 'error') console.error(`console: ${m.text()}`);
        });
        await page.goto(`${base}/#/login`);
        await page.locator('img.login-captcha').waitFor();
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(400);
        await shoot(page, '01-login');

        await signInBrowser(page, base);
        if (lang === LANGS[0] && size === '') {
          await publishNotices(app, await accessToken(page));
          await addCollateral(app, await accessToken(page));
          await servicingScene(app, await accessToken(page), await staffToken(browser, base, 'wangfang'));
          const zhangwei = await staffToken(browser, base, 'zhangwei');
          await startSettlement(app, await accessToken(page), zhangwei);
          // after the settlement's (one change per IOU): an extension awaiting 赵磊, another IOU for the card
          Object.assign(extensionScene, await startExtension(app, zhangwei));
          // then a schedule adjustment awaiting 赵磊, and an IOU for the 借据变更 and 租金计划调整 cards
          Object.assign(adjustScene, await startAdjustment(app, zhangwei));
          // an IOU whose first schedule still awaits submission (77-schedule-submit): the browser tests' fixture
          await seedOverdueFixture(app);
          // IOUs of related lessees and of one outside the group (96/97-merge-sheet)
          await seedMergeSheetScene(app);
        }
        await page.locator('.shell-page[data-tab="/wel/index"]').waitFor();
        await page.waitForTimeout(800);
        await shoot(page, '02-home');
        // The user's menu open (on a phone it holds what the bar leaves out).
        if (wanted('80-user-menu')) {
          await page.locator('[data-testid="user-menu"]').click();
          await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu').waitFor();
          await page.waitForTimeout(300);
          await shoot(page, '80-user-menu');
          await page.keyboard.press('Escape');
        }
        // The cockpit: a page of its own outside the shell (opened in a new window from home and its menu item).
        if (wanted('75-cockpit')) {
          await page.goto(`${base}/#/fl/cockpit/index`);
          await page.reload();
          await page.locator('.cockpit-tile').first().waitFor();
          await page.locator('.cockpit-map canvas').waitFor();
          await page.waitForTimeout(1500);
          await shoot(page, '75-cockpit');
        }

        for (const shot of SCREENS) {
          if (!shot.path || shot.user || !wanted(shot.file)) continue;
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

        // The handle pages, as the person holding each task (a new visitor signing in as them).
        for (const user of new Set(SCREENS.flatMap((s) => (s.user && wanted(s.file) ? [s.user] : [])))) {
          const staff = await browser.newContext({ viewport, locale: lang, reducedMotion: 'reduce' });
          await staff.addInitScript((l) => {
            localStorage.setItem(
              'flp-language',
              JSON.stringify({ dataType: 'string', content: l, datetime: Date.now() }),
            );
          }, lang);
          const p = await staff.newPage();
          await signInBrowser(p, base, user, STAFF_PASSWORD);
          for (const shot of SCREENS.filter((s) => s.user === user && wanted(s.file))) {
            const path = shot.route ? await shot.route(p, base) : shot.path!;
            await p.goto(`${base}/#${path}`);
            await p.reload();
            const screen = p.locator('.shell-page:visible').last();
            await settled(p, screen);
            if (shot.route) await p.locator('.flow-history-item').first().waitFor();
            if (shot.act) {
              await shot.act(p, screen, lang);
              await p.waitForTimeout(600);
            }
            await shoot(p, shot.file);
          }
          await staff.close();
        }
      }
    }
  } finally {
    await browser.close();
    await app.close();
  }
  writeIndex();
}

/** Calls the API as the signed-in administrator; answers `data`, failing on anything but 200. */
async function asAdmin(app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({
    method,
    url,
    headers: {
      'blade-auth': `bearer ${token}`,
      authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`,
    },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
  return res.json().data;
}

/** The bank references of the receipts scene's payments: one entered (to verify on screen), one awaiting review. */
const RECEIPT_ENTERED = 'CMB20261124-0017';
const RECEIPT_VERIFIED = 'CMB20261124-0018';
/** The IOU number of the scene's payments (the demo IOU at 关注, part-paid). */
let sceneIou = '';

/** A demo staff member's access token, signed in on a visit of their own. */
async function staffToken(browser: Browser, base: string, account: string) {
  const visit = await browser.newContext({ reducedMotion: 'reduce' });
  try {
    const p = await visit.newPage();
    await signInBrowser(p, base, account, STAFF_PASSWORD);
    return await accessToken(p);
  } finally {
    await visit.close();
  }
}

/**
 * The servicing screens' scene on the demo portfolio (as of today): a class tightened by hand on the IOU at 关注 (a
 * change awaiting approval), and two payments on it entered by 王芳 (`enterer`, her token), the second verified by the
 * administrator — never the person who entered it — so 赵磊 may review it.
 */
async function servicingScene(app: FastifyInstance, token: string, enterer: string) {
  const page = await asAdmin(app, token, 'GET', '/api/rzzl_qy/iou/iou/page?current=1&size=100');
  const iou = page.records.find(
    (r: { riskLevel: string; overduePrincipal: string }) =>
      r.riskLevel === 'SPECIAL_MENTION' && Number(r.overduePrincipal) > 0,
  );
  sceneIou = iou.iouNo;
  await asAdmin(app, token, 'POST', '/api/rzzl_qy/risk/risk/submit', {
    iouId: iou.id,
    proposedLevel: 'SUBSTANDARD',
    reason: '承租人主要客户流失, 经营恶化',
  });
  const today = new Date().toISOString().slice(0, 10);
  const ids: string[] = [];
  for (const [bankRef, amount] of [
    [RECEIPT_ENTERED, '5000'],
    [RECEIPT_VERIFIED, '3000'],
  ]) {
    await asAdmin(app, enterer, 'POST', '/api/rzzl_qy/affirmCash/repayment/submit', {
      iouId: iou.id,
      receiptKind: 'rent',
      receiptDate: today,
      amount,
      payer: '华东重工集团有限公司',
      bankRef,
    });
    const found = await asAdmin(app, token, 'GET', `/api/rzzl_qy/affirmCash/repayment/page?bankRef=${bankRef}`);
    ids.push(String(found.records[0].id));
  }
  await asAdmin(app, token, 'POST', '/api/rzzl_qy/affirmCash/repayment/verification', { ids: ids[1] });
}

/** The IOU of 84-extension's card (e2e/fixtures/extension.ts). */
const extensionScene = { cardIouId: '' };

/** The IOU of 86-iou-change's and 88-schedule-adjust's cards (e2e/fixtures/adjust.ts). */
const adjustScene = { cardIouId: '' };

const SETTLE = '/api/rzzl_qy/contractchange/settle';
/** The IOU of the settle shots: quoted on 提前结清, and a settlement of it awaiting 赵磊 (83-settle-handle). */
const settleScene = { iouId: '' };

/**
 * 提前结清's scene: a demo IOU paid up (the one holding credit, overpaid, when free) settled ten days from today,
 * started by 张伟 (`starter`, his token) with the contract's terms — 赵磊's to approve.
 */
async function startSettlement(app: FastifyInstance, token: string, starter: string) {
  const page = await asAdmin(app, token, 'GET', '/api/rzzl_qy/iou/iou/page?iouState=active&current=1&size=100');
  const trandate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  // paid up and holding credit (overpaid) first, then paid up
  const rank = (r: { creditAmount: string | null; dpd: number | null }) =>
    (Number(r.dpd ?? 0) > 0 ? 2 : 0) + (Number(r.creditAmount ?? 0) > 0 ? 0 : 1);
  const ranked = page.records.sort(
    (a: Parameters<typeof rank>[0], c: Parameters<typeof rank>[0]) => rank(a) - rank(c),
  ) as { id: string }[];
  // not an IOU with a change in approval (the demo holds several; one change at a time)
  let iou: { id: string } | undefined;
  for (const r of ranked) if (!iou && !(await changeInApproval(app, token, r.id, trandate))) iou = r;
  if (!iou) throw new Error('no IOU free to settle');
  settleScene.iouId = String(iou.id);
  await asAdmin(app, starter, 'POST', `${SETTLE}/start-process`, {
    iouId: iou.id,
    trandate,
    reason: '承租人出售设备, 申请一次结清',
  });
}

async function publishNotices(app: FastifyInstance, token: string) {
  for (const n of DEMO_NOTICES)
    await asAdmin(app, token, 'POST', '/api/blade-desk/notice/submit', {
      ...n,
      releaseTime: new Date().toISOString().slice(0, 10),
    });
}

/**
 * The demo seeds secure their projects by guarantees only; the collateral screens get a mortgage contract over a
 * factory and a pledge of receivables on the draft project (security changes only before approval), saved through
 * the screens' own calls.
 */
async function addCollateral(app: FastifyInstance, token: string) {
  const first = async (url: string) => (await asAdmin(app, token, 'GET', url)).records[0];
  const project = await first(
    `/api/rzzl_qy/processpro/processpro/page?projectName=${encodeURIComponent(DRAFT_PROJECT)}`,
  );
  const owner = await first(`/api/rzzl_qy/customer/basicinfo/page?compname=${encodeURIComponent('西湖丝绸纺织')}`);
  await asAdmin(app, token, 'POST', '/api/rzzl_qy/mortplebase/mortplebase/mortplebaseDetailAdd', {
    mainId: project.id,
    guartype: 1,
    ownerId: owner.id,
    amount: '3000000',
    regNo: 'SH-DY-2026-0018',
    regDate: new Date().toISOString().slice(0, 10),
    items: [{ mortgagorId: owner.id, collateralName: '杭州余杭厂房', collateralType: 'house', valuation: '4200000' }],
  });
  await asAdmin(app, token, 'POST', '/api/rzzl_qy/pledge/pledgeinformation/add', {
    mainId: project.id,
    pledgorId: owner.id,
    pledgeName: '丝绸出口应收账款',
    pledgeType: 'receivable',
    valuation: '1500000',
  });
}

function writeIndex() {
  const all: Shot[] = [
    { file: '01-login', caption: '登录 Sign-in (tenant, account, password, captcha, language switch)' },
    { file: '02-home', caption: '首页 Home (own work; business figures with the cockpit_home grant)' },
    { file: '75-cockpit', caption: '驾驶舱 Cockpit (a window of its own: figures, year contrast, map of China)' },
    { file: '80-user-menu', caption: "用户菜单 The user's menu (on a phone: error log, lock, theme, language)" },
    ...SCREENS,
  ];
  const small = (lang: Lang, file: string) =>
    [
      SMALL_SHOTS.has(file) ? `[${SMALL.width} px](${lang}/small/${file}.png)` : '',
      PHONE_SHOTS.has(file) ? `[${PHONE.width} px](${lang}/phone/${file}.png)` : '',
    ].join(' ');
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
      `organisation, at ${VIEWPORT.width}×${VIEWPORT.height} (the key screens also at ${SMALL.width} px wide, the mended ones at ${PHONE.width} px), signed in as`,
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

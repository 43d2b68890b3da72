// 消息提醒 (messageRemind/messageremind, issue 31 item 2): the tenant's reminder rules — what to watch, how many days
// before or after, whom and how to tell, in what words. Saved checked (day counts 0–365, roles named when roles are to
// be told, only placeholders an event can fill); read by the daily job (send.ts). A tenant starts with the standard
// rules; one that has never had any (made before rules existed) gets them, its old 租金提醒提前天数 kept, on its first
// daily run.
import { fieldLabel, l, messageRemind } from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../../platform/crud/repository';
import { registerResourceRoutes } from '../../../platform/crud/routes';
import type { ResourceHooks } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import { invalid, labelled } from '../../../platform/http/errors';
import { type RequestContext, systemContext } from '../../../platform/tenancy/context';
import { numberParam } from '../../system/params';
import { remindRepos } from './repos';
import { dayCounts, unknownPlaceholders } from './send';

const repo = remindRepos.rule;
const label = (name: string) => fieldLabel(messageRemind, name);
const MAX_DAYS = 365;
const DAYS_PATTERN = messageRemind.fields.find((f) => f.name === 'daysBefore')!.pattern!;

/** The rules every tenant starts with: rents falling due and overdue to the account manager, a month overdue to his head. */
export function standardRules(rentDays = '7,3'): Row[] {
  return [
    {
      name: '租金到期提醒',
      eventType: 'RENT_DUE',
      daysBefore: rentDays,
      recipients: 'OWNER',
      channels: 'INBOX',
      template:
        '{customerName} 借据 {iouNo} 第{period}期租金 {amount} 元将于 {dueDate} 到期 (还有 {days} 天), 收款账户 {account}',
      skipHolidays: 1,
      enabled: 1,
    },
    {
      name: '逾期催收提醒',
      eventType: 'OVERDUE',
      daysBefore: '1,7,30',
      recipients: 'OWNER',
      channels: 'INBOX',
      template: '{customerName} 借据 {iouNo} 第{period}期租金 {amount} 元 ({dueDate} 到期) 已逾期 {days} 天, 请催收',
      skipHolidays: 1,
      enabled: 1,
    },
    {
      name: '逾期上报部门负责人',
      eventType: 'OVERDUE',
      daysBefore: '30',
      recipients: 'DEPT_LEADER',
      channels: 'INBOX',
      template: '{customerName} 借据 {iouNo} 第{period}期租金 {amount} 元已逾期 {days} 天',
      skipHolidays: 1,
      enabled: 1,
    },
    {
      name: '抵质押登记到期提醒',
      eventType: 'REGISTRATION_EXPIRY',
      daysBefore: '30,7',
      recipients: 'OWNER',
      channels: 'INBOX',
      template: '{customerName} 合同 {contractNo} 的抵质押登记 {subject} 将于 {dueDate} 到期, 请及时办理展期登记',
      skipHolidays: 1,
      enabled: 1,
    },
    {
      name: '银行借款到期提醒',
      eventType: 'BANK_DUE',
      daysBefore: '7,3,1',
      recipients: 'OWNER',
      channels: 'INBOX',
      template:
        '{customerName} 借据 {subject} 第{period}期应还 {amount} 元将于 {dueDate} 到期 (还有 {days} 天), 请备足资金',
      skipHolidays: 1,
      enabled: 1,
    },
    {
      name: '租赁到期提醒',
      eventType: 'LEASE_END',
      daysBefore: '60,30',
      recipients: 'OWNER',
      channels: 'INBOX',
      template: '{customerName} 借据 {iouNo} 将于 {dueDate} 到期, 请准备留购或续租事宜',
      skipHolidays: 1,
      enabled: 1,
    },
  ];
}

/** Whether the tenant has ever had a rule (removed ones count: what an administrator removed stays removed). */
async function everHadRules(tx: Db, tenantId: string) {
  const [one] = await tx
    .select({ id: repo.table.id })
    .from(repo.table)
    .where(eq(repo.col('tenantId'), tenantId))
    .limit(1);
  return !!one;
}

/** The standard rules, for a tenant that has never had any. */
export async function seedRemindRules(tx: Db, tenantId: string, rentDays?: string) {
  if (await everHadRules(tx, tenantId)) return;
  const ctx = systemContext(tenantId);
  for (const rule of standardRules(rentDays)) await repo.insert(tx, ctx, rule);
}

/** A tenant made before the rules: its rules from the standard ones, with the days its 租金提醒提前天数 said. */
export async function ensureRemindRules(tx: Db, ctx: RequestContext) {
  if (await everHadRules(tx, ctx.tenantId)) return;
  const legacy = await numberParam(tx, ctx, { key: 'lease.reminder.daysBefore', fallback: 7 });
  await seedRemindRules(tx, ctx.tenantId, String(Math.max(0, Math.min(MAX_DAYS, Math.floor(legacy)))));
}

function checkRule(values: Row) {
  const problems: { field: string; message: ReturnType<typeof l> }[] = [];
  const counts = dayCounts(values.daysBefore);
  if (counts.some((d) => d > MAX_DAYS))
    problems.push({
      field: 'daysBefore',
      message: labelled(label('daysBefore'), l(`每个天数不能超过${MAX_DAYS}`, `each must be at most ${MAX_DAYS}`)),
    });
  const recipients = String(values.recipients ?? '').split(',');
  if (recipients.includes('ROLE') && !String(values.roleIds ?? '').trim())
    problems.push({
      field: 'roleIds',
      message: labelled(label('roleIds'), l('接收人含指定角色时必填', 'is required when roles are to be told')),
    });
  const unknown = unknownPlaceholders(String(values.template ?? ''));
  if (unknown.length)
    problems.push({
      field: 'template',
      message: labelled(
        label('template'),
        l(
          `未知占位符: ${unknown.map((u) => `{${u}}`).join(' ')}`,
          `unknown placeholders: ${unknown.map((u) => `{${u}}`).join(' ')}`,
        ),
      ),
    });
  if (problems.length) throw invalid(problems);
}

export const messageRemindHooks: ResourceHooks<typeof messageRemind> = {
  // "7，3, 1" kept as 7,3,1 (largest first, each once).
  // Only a well-formed list: anything else goes to the field's own check, which names what is wrong.
  prepare(_h, body) {
    const text = body.daysBefore;
    if (typeof text === 'string' && new RegExp(DAYS_PATTERN.regex).test(text))
      body.daysBefore = dayCounts(text).join(',');
  },
  beforeCreate: (_h, values) => checkRule(values),
  beforeUpdate: (_h, values, current) => checkRule({ ...current, ...values }),
};

export function registerMessageRemindRoutes(app: FastifyInstance, db: Db) {
  return registerResourceRoutes(app, { repo, db, hooks: messageRemindHooks });
}

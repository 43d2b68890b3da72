// The send: which setting (named by its code, else the tenant's enabled one), the adapter of its provider, and one row
// of 短信日志 for every send the provider was asked for, made or refused — numbers masked. Without a setting, or with
// one missing what its provider needs, nothing is sent and the answer is "短信服务未配置" (409): never a pretended
// success. send-message calls the provider outside any transaction (its route commits as it goes), the reminder rules
// after their run has committed; the log is written in a transaction of its own.
import { type Localized, SETTING_ENABLED, SMS_CATEGORIES, l, smsSetting } from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { Row } from '../../platform/crud/repository';
import type { Db } from '../../platform/db/database';
import { nowString } from '../../platform/db/time';
import { AppError, invalidField, labelled } from '../../platform/http/errors';
import { OutboundRefused, refusalMessage } from '../../platform/net';
import type { RequestContext } from '../../platform/tenancy/context';
import { outboundPolicy, paramValue } from '../system';
import { maskPhone } from './phones';
import { SMS_PROVIDERS, SmsFailure, type SmsSent } from './providers';
import { smsLogRepo, smsRepo } from './tables';

export const SMS_TIMEOUT_PARAM = 'sms.timeoutSeconds';
export const SMS_TIMEOUT_DEFAULT = '10';

export const NOT_CONFIGURED = l(
  '短信服务未配置: 请在 资源管理 > 短信配置 中添加并启用一个短信服务商',
  'Text messages are not configured: add and enable a provider under Resources > Text messages',
);

export const labelOf = (name: string) => smsSetting.fields.find((f) => f.name === name)?.label ?? l(name, name);

export interface SmsRequest {
  /** The setting's 资源编号; none: the tenant's enabled setting. */
  code?: string | null;
  /** Checked numbers (phones.ts). */
  phones: string[];
  params: Record<string, string>;
  /** Who asked, for the log: 'test' (发送测试 / send-message), 'remind' (the reminder rules). */
  source: string;
}

export type SmsOutcome =
  | { ok: true; sent: SmsSent; setting: Row }
  | { ok: false; failure: SmsFailure | AppError; setting: Row };

/** The setting a send goes through, or null: the one of the code, else the enabled one. */
export async function settingOf(db: Db, ctx: RequestContext, code?: string | null): Promise<Row | null> {
  const where = code ? eq(smsRepo.col('smsCode'), code) : eq(smsRepo.col('status'), SETTING_ENABLED);
  const [row] = await smsRepo.list(db, ctx, { where: [where], limit: 1 });
  return (row as Row | undefined) ?? null;
}

/** The fields a setting lacks for its provider ([] when it can send). */
export function missingOf(row: Row): string[] {
  const provider = SMS_PROVIDERS[Number(row.category)];
  if (!provider) return ['category'];
  const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';
  return ['templateId', ...provider.needs].filter((f) => blank(row[f]));
}

const categoryName = (row: Row) => SMS_CATEGORIES.find((c) => c.value === Number(row.category))?.label ?? l('', '');

/** 409 "短信服务未配置" naming what the setting lacks. */
function notReady(row: Row): AppError | null {
  const missing = missingOf(row).map(labelOf);
  if (!missing.length) return null;
  const name = categoryName(row);
  return new AppError(
    409,
    l(
      `短信服务未配置: ${name['zh-CN']}需要填写 ${missing.map((m) => m['zh-CN']).join('、')}`,
      `Text messages are not configured: ${name['en-US']} needs ${missing.map((m) => m['en-US']).join(', ')}`,
    ),
  );
}

/** Whether the tenant can send (an enabled setting with what its provider needs). */
export async function smsConfigured(db: Db, ctx: RequestContext): Promise<boolean> {
  const row = await settingOf(db, ctx);
  return !!row && !notReady(row);
}

/**
 * One send through the setting: answers what the provider did (a refusal or no answer is an outcome, logged, not
 * thrown); throws only before anything is asked — 409 not configured, 400 for a code no setting has or an address our
 * gate refuses.
 */
export async function sendSms(db: Db, ctx: RequestContext, req: SmsRequest): Promise<SmsOutcome> {
  const setting = await settingOf(db, ctx, req.code);
  if (!setting) {
    if (req.code)
      throw invalidField(
        'code',
        labelled(labelOf('smsCode'), l(`没有这个短信配置: ${req.code}`, `no such text-message setting: ${req.code}`)),
      );
    throw new AppError(409, NOT_CONFIGURED);
  }
  const lacking = notReady(setting);
  if (lacking) throw lacking;
  const provider = SMS_PROVIDERS[Number(setting.category)];
  const policy = await outboundPolicy(db);
  const seconds = Number(await paramValue(db, ctx, SMS_TIMEOUT_PARAM)) || Number(SMS_TIMEOUT_DEFAULT);
  const endpoint = String(setting.endpoint ?? '').trim() || provider.endpoint;
  let outcome: SmsOutcome;
  try {
    await policy.check(endpoint);
    const sent = await provider.send(
      {
        accessKey: String(setting.accessKey ?? ''),
        secretKey: String(setting.secretKey ?? ''),
        appId: String(setting.appId ?? ''),
        regionId: String(setting.regionId ?? ''),
        signName: String(setting.signName ?? ''),
        templateId: String(setting.templateId ?? ''),
        endpoint,
        policy,
        timeoutMs: Math.min(Math.max(seconds, 1), 60) * 1000,
      },
      { phones: req.phones, params: req.params },
    );
    outcome = { ok: true, sent, setting };
  } catch (e) {
    if (e instanceof OutboundRefused)
      outcome = {
        ok: false,
        setting,
        failure: invalidField('endpoint', labelled(labelOf('endpoint'), refusalMessage(e))),
      };
    else if (e instanceof SmsFailure) outcome = { ok: false, setting, failure: e };
    else throw e;
  }
  await writeLog(db, ctx, req, outcome);
  return outcome;
}

async function writeLog(db: Db, ctx: RequestContext, req: SmsRequest, outcome: SmsOutcome) {
  const refused = outcome.ok ? outcome.sent.refused : [];
  const error = outcome.ok
    ? refused.map((r) => `${maskPhone(r.phone)} ${r.said}`).join('; ')
    : (outcome.failure.text as Localized)['zh-CN'];
  await db.transaction((tx) =>
    smsLogRepo.insert(tx, ctx, {
      sentAt: nowString(),
      category: Number(outcome.setting.category),
      smsCode: String(outcome.setting.smsCode),
      templateId: String(outcome.setting.templateId ?? '').slice(0, 500),
      phones: req.phones.map(maskPhone).join(',').slice(0, 2000),
      phoneCount: req.phones.length,
      params: JSON.stringify(req.params).slice(0, 2000),
      ok: outcome.ok && !refused.length ? 1 : 0,
      providerMsgId: outcome.ok ? outcome.sent.messageId.slice(0, 255) : null,
      error: error ? error.slice(0, 1000) : null,
      source: req.source.slice(0, 40),
    }),
  );
}

import { type Locale, type Localized, l } from '@flp/shared';
import { isFinanceInputError } from '@flp/shared/finance';

/** A message in both interface languages, or (while old call sites remain) one fixed text. */
export type Message = Localized | string;

/** One failing field of a validation answer: `field` is the wire path (`contacts[2].phone`). */
export interface FieldError {
  field: string;
  message: Localized;
}

/** The language a request asks for: English when Accept-Language starts with `en`, Chinese otherwise. */
export function localeOf(acceptLanguage: string | string[] | undefined): Locale {
  const h = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  const first = (h ?? '').split(',')[0].trim().toLowerCase();
  return first.startsWith('en') ? 'en-US' : 'zh-CN';
}

/** The language of a request (its Accept-Language). */
export const requestLocale = (req: { headers: { 'accept-language'?: string | string[] } }): Locale =>
  localeOf(req.headers['accept-language']);

export const render = (m: Message, locale: Locale): string => (typeof m === 'string' ? m : m[locale]);

/** A message kept with a record (why an order failed), as the reader of the request sees it; null for none. */
export const forReader = (m: unknown, req?: Parameters<typeof requestLocale>[0]): string | null =>
  m ? render(m as Message, req ? requestLocale(req) : 'zh-CN') : null;

/**
 * An error with an HTTP status and a message meant for the user, in both languages (the error handler picks the
 * request's); a validation error also lists its failing fields. Anything else thrown is a fault (500).
 */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    public readonly text: Message,
    public readonly fields: FieldError[] = [],
  ) {
    super(typeof text === 'string' ? text : text['en-US']);
  }
}

/** `标签: 消息` / `Label: message` — a field's label before a kind's message. */
export const labelled = (label: Localized, message: Localized): Localized =>
  l(`${label['zh-CN']}: ${message['zh-CN']}`, `${label['en-US']}: ${message['en-US']}`);

/** A 400 listing failing fields; `msg` is the given one, or their messages joined. */
export function invalid(fields: FieldError[], msg?: Localized): AppError {
  const join = (loc: Locale) => fields.map((f) => f.message[loc]).join('; ');
  return new AppError(400, msg ?? l(join('zh-CN'), join('en-US')), fields);
}

/** A 400 for one field (`field` is its wire name, `message` already names it by its label). */
export const invalidField = (field: string, message: Localized) => invalid([{ field, message }]);

/**
 * The finance engine's input error as a 400 naming its field by the label `labelOf` gives for the wire path
 * (`rents[2]`); anything else, or a field without a label, is returned as it is (the error handler then names the
 * wire field). Routes that call the engine rethrow through this so the user reads `融资本金: 必须大于 0`.
 */
export function relabelFinanceError(err: unknown, labelOf: (field: string) => Localized | undefined): unknown {
  if (!isFinanceInputError(err)) return err;
  const label = labelOf(err.field);
  return label ? invalidField(err.field, labelled(label, err.problem)) : err;
}

/** Runs `run` (a call into the finance engine), relabelling its input errors (see relabelFinanceError). */
export function withFinanceLabels<T>(labelOf: (field: string) => Localized | undefined, run: () => T): T {
  try {
    return run();
  } catch (e) {
    throw relabelFinanceError(e, labelOf);
  }
}

export const badRequest = (msg: Message) => new AppError(400, msg);
export const unauthorized = (msg: Message = l('请求未授权', 'Not authorized')) => new AppError(401, msg);
export const forbidden = (msg: Message = l('缺失权限,请联系管理员授权', 'Permission missing; ask an administrator')) =>
  new AppError(403, msg);
export const notFound = (msg: Message = l('数据不存在', 'No such record')) => new AppError(404, msg);
export const conflict = (
  msg: Message = l('数据已被他人修改,请刷新后重试', 'The record was changed by someone else; refresh and try again'),
) => new AppError(409, msg);
export const tooMany = (msg: Message) => new AppError(429, msg);

/** The 401 of a request without a token. */
export const NO_TOKEN = l('缺失令牌,鉴权失败', 'No token: please sign in');

// What a send takes: mainland mobile numbers (checked, each bad one named, deduplicated, at most SMS_MAX_PHONES) and
// the template's values (a JSON object of names to text).
import { type Localized, SMS_MAX_PHONES, SMS_PHONE, l } from '@flp/shared';
import { invalidField, labelled } from '../../platform/http/errors';

export const PHONES_LABEL = l('手机号', 'Numbers');
export const PARAMS_LABEL = l('参数', 'Parameters');

/** 13800000000 → 138****0000: what the log and the answers show. */
export const maskPhone = (phone: string) =>
  phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****';

/** "138…, 139…，…" (commas of either width, spaces or new lines between) → the numbers, each once, in order. */
export function checkPhones(raw: string): string[] {
  const given = raw
    .split(/[,，;；\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const refuse = (m: Localized) => invalidField('phones', labelled(PHONES_LABEL, m));
  if (!given.length) throw refuse(l('请输入手机号', 'enter at least one number'));
  const bad = [...new Set(given.filter((p) => !SMS_PHONE.test(p)))];
  if (bad.length) {
    const shown = bad.slice(0, 10).map((p) => (p.length > 20 ? `${p.slice(0, 20)}…` : p));
    const more = bad.length > 10 ? ` …(${bad.length})` : '';
    throw refuse(
      l(
        `不是有效的手机号码 (11 位大陆手机号): ${shown.join(', ')}${more}`,
        `not a mainland mobile number (11 digits): ${shown.join(', ')}${more}`,
      ),
    );
  }
  const phones = [...new Set(given)];
  if (phones.length > SMS_MAX_PHONES)
    throw refuse(
      l(
        `一次最多发送 ${SMS_MAX_PHONES} 个号码 (收到 ${phones.length} 个)`,
        `at most ${SMS_MAX_PHONES} numbers a send (${phones.length} given)`,
      ),
    );
  return phones;
}

/** The template's values: a JSON object whose values are text or numbers (none: no values). */
export function checkParams(raw: string | null | undefined): Record<string, string> {
  if (raw === null || raw === undefined || raw.trim() === '') return {};
  const refuse = () =>
    invalidField(
      'params',
      labelled(
        PARAMS_LABEL,
        l(
          '必须是 JSON 对象, 值为文字或数字, 如 {"code":"1234"}',
          'must be a JSON object of texts or numbers, e.g. {"code":"1234"}',
        ),
      ),
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw refuse();
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw refuse();
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(parsed)) {
    if (typeof v !== 'string' && typeof v !== 'number') throw refuse();
    out[k] = String(v);
  }
  return out;
}

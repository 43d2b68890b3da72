// 云片 (Yunpian) API v2, an HTTPS form carrying the account's apikey (its only credential; nothing is signed):
//
//   POST {endpoint}/v2/sms/single_send.json   apikey, mobile, text      (one number)
//   POST {endpoint}/v2/sms/batch_send.json    apikey, mobile (comma list), text
//   → single: { code: 0, msg: "发送成功", count, fee, sid }; refused: HTTP 400 { code, msg, detail }
//     (-1 非法的apikey, 5 未找到匹配的模板, 8/9/22/33 frequency limits, …)
//     batch: { total_count, data: [{ code, msg, mobile, sid }] }, each number's own answer
// The text must match a template the account has approved: the setting's template is that text with #name# where a
// value goes, filled from the parameters, and starts with the signature 【签名】 (added from the setting when missing).
import { l } from '@flp/shared';
import { type SmsProvider, json, post, refusal, under } from './types';

const NAME = l('云片', 'Yunpian');

/** Codes that are the apikey being refused. */
const KEY_CODES = new Set(['-1', '-3', '-50']);

/** The text sent: the template filled (#code# → its value) behind the signature. */
export function yunpianText(template: string, signName: string, params: Record<string, string>) {
  const filled = template.replace(/#(\w+)#/g, (m, name: string) => params[name] ?? m);
  return filled.startsWith('【') || !signName ? filled : `【${signName}】${filled}`;
}

interface Answer {
  code?: number | string;
  msg?: string;
  detail?: string;
  sid?: number | string;
  mobile?: string;
}

export const yunpian: SmsProvider = {
  name: NAME,
  endpoint: 'https://sms.yunpian.com',
  needs: ['accessKey'],
  async send(cfg, msg) {
    const single = msg.phones.length === 1;
    const form = new URLSearchParams({
      apikey: cfg.accessKey,
      mobile: msg.phones.join(','),
      text: yunpianText(cfg.templateId, cfg.signName, msg.params),
    });
    const path = single ? 'v2/sms/single_send.json' : 'v2/sms/batch_send.json';
    const res = await post(cfg, under(cfg.endpoint, path), form.toString(), {
      'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8',
      Accept: 'application/json;charset=utf-8',
    });
    const body = json(res, 'code', 'data');
    const answers: Answer[] = Array.isArray(body.data) ? (body.data as Answer[]) : [body as Answer];
    const ok = answers.filter((a) => String(a.code) === '0');
    const refused = answers
      .filter((a) => String(a.code) !== '0')
      .map((a) => ({ phone: String(a.mobile ?? ''), said: `${a.code} ${a.msg ?? ''} ${a.detail ?? ''}`.trim() }));
    if (!ok.length) {
      const first = answers[0] ?? {};
      const code = String(first.code ?? '');
      throw refusal(NAME, code, [first.msg, first.detail].filter(Boolean).join(' '), KEY_CODES.has(code));
    }
    return { messageId: ok.map((a) => String(a.sid ?? '')).join(','), refused };
  },
};

// 七牛云 云短信 (Qiniu SMS), sending by template, signed with the Qiniu access token as Qiniu documents:
//
//   POST {endpoint}/v1/message   Content-Type: application/json
//     { "template_id": "…", "mobiles": ["13800000000"], "parameters": { "code": "1234" } }
//   Authorization: Qiniu {AccessKey}:{urlsafe_base64(HMAC-SHA1(SecretKey, signingStr))}, where signingStr is
//     "POST /v1/message\nHost: {host}\nContent-Type: application/json\n\n" + body
//   → { "job_id": "…" }; refused: HTTP 4xx { "error": "…", "message": "…" } (401 bad token; 400 template, signature…)
// The signature (签名) belongs to the template on Qiniu's side: the setting's is not sent.
import { createHmac } from 'node:crypto';
import { l } from '@flp/shared';
import { type SmsProvider, json, post, refusal, under } from './types';

const NAME = l('七牛云', 'Qiniu');
const CONTENT_TYPE = 'application/json';

/** The Authorization header's token of a request (exported for the tests' fake). */
export function qiniuToken(accessKey: string, secretKey: string, method: string, url: URL, body: string) {
  const signing = `${method} ${url.pathname}${url.search}\nHost: ${url.host}\nContent-Type: ${CONTENT_TYPE}\n\n${body}`;
  const sign = createHmac('sha1', secretKey).update(signing, 'utf8').digest('base64url');
  // Qiniu's URL-safe base64 keeps its padding.
  return `Qiniu ${accessKey}:${sign}${'='.repeat((4 - (sign.length % 4)) % 4)}`;
}

export const qiniu: SmsProvider = {
  name: NAME,
  endpoint: 'https://sms.qiniuapi.com',
  needs: ['accessKey', 'secretKey'],
  async send(cfg, msg) {
    const url = under(cfg.endpoint, 'v1/message');
    const body = JSON.stringify({ template_id: cfg.templateId, mobiles: msg.phones, parameters: msg.params });
    const res = await post(cfg, url, body, {
      'Content-Type': CONTENT_TYPE,
      Host: url.host,
      Authorization: qiniuToken(cfg.accessKey, cfg.secretKey, 'POST', url, body),
    });
    const answer = json(res, 'job_id', 'error');
    if (res.status === 200 && answer.job_id) return { messageId: String(answer.job_id), refused: [] };
    const error = String(answer.error ?? `HTTP ${res.status}`);
    throw refusal(NAME, error, String(answer.message ?? ''), res.status === 401);
  },
};

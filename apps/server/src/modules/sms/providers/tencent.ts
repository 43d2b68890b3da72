// 腾讯云 短信 SendSms, API 3.0 (version 2021-01-11), signed TC3-HMAC-SHA256 as Tencent Cloud documents:
//
//   POST {endpoint}/   JSON { PhoneNumberSet: ["+8613800000000"], SmsSdkAppId, SignName, TemplateId, TemplateParamSet }
//   headers  Content-Type: application/json; charset=utf-8, Host, X-TC-Action: SendSms, X-TC-Version: 2021-01-11,
//            X-TC-Timestamp (Unix seconds), X-TC-Region, Authorization:
//            TC3-HMAC-SHA256 Credential=SecretId/yyyy-mm-dd/sms/tc3_request, SignedHeaders=content-type;host, Signature=…
//   CanonicalRequest = "POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:{host}\n\ncontent-type;host\n"
//                      + hex(SHA256(body))
//   StringToSign = "TC3-HMAC-SHA256\n{timestamp}\n{date}/sms/tc3_request\n" + hex(SHA256(CanonicalRequest))
//   Signature = hex(HMAC-SHA256(HMAC(HMAC(HMAC("TC3" + SecretKey, date), "sms"), "tc3_request"), StringToSign))
//   → { Response: { SendStatusSet: [{ SerialNo, PhoneNumber, Code: "Ok" | the refusal, Message }], RequestId } }
//     or { Response: { Error: { Code: "AuthFailure.SignatureFailure" | …, Message }, RequestId } }
// The template's values go in as TemplateParamSet, in the order the parameters are given ({1}, {2}, …).
import { createHash, createHmac } from 'node:crypto';
import { l } from '@flp/shared';
import { type SmsProvider, json, post, refusal, under } from './types';

const NAME = l('腾讯云', 'Tencent Cloud');
const CONTENT_TYPE = 'application/json; charset=utf-8';
const SERVICE = 'sms';

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const hmac = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s, 'utf8').digest();

/** The TC3 signature of a request (exported for the tests' fake, which recomputes it from what arrived). */
export function tc3Signature(secretKey: string, host: string, timestamp: number, body: string): string {
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const canonical = `POST\n/\n\ncontent-type:${CONTENT_TYPE}\nhost:${host}\n\ncontent-type;host\n${sha256(body)}`;
  const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${SERVICE}/tc3_request\n${sha256(canonical)}`;
  const key = hmac(hmac(hmac(`TC3${secretKey}`, date), SERVICE), 'tc3_request');
  return createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
}

export const tencent: SmsProvider = {
  name: NAME,
  endpoint: 'https://sms.tencentcloudapi.com',
  needs: ['accessKey', 'secretKey', 'appId', 'signName'],
  async send(cfg, msg) {
    const url = under(cfg.endpoint, '');
    const body = JSON.stringify({
      PhoneNumberSet: msg.phones.map((p) => `+86${p}`),
      SmsSdkAppId: cfg.appId,
      SignName: cfg.signName,
      TemplateId: cfg.templateId,
      TemplateParamSet: Object.values(msg.params),
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
    const signature = tc3Signature(cfg.secretKey, url.host, timestamp, body);
    const res = await post(cfg, url, body, {
      'Content-Type': CONTENT_TYPE,
      Host: url.host,
      'X-TC-Action': 'SendSms',
      'X-TC-Version': '2021-01-11',
      'X-TC-Timestamp': String(timestamp),
      'X-TC-Region': cfg.regionId || 'ap-guangzhou',
      Authorization: `TC3-HMAC-SHA256 Credential=${cfg.accessKey}/${date}/${SERVICE}/tc3_request, SignedHeaders=content-type;host, Signature=${signature}`,
    });
    const response = (json(res, 'Response').Response ?? {}) as Record<string, unknown>;
    const error = response.Error as { Code?: string; Message?: string } | undefined;
    if (error) {
      const code = String(error.Code ?? '');
      throw refusal(NAME, code, String(error.Message ?? ''), code.startsWith('AuthFailure'));
    }
    const set = (response.SendStatusSet ?? []) as {
      SerialNo?: string;
      PhoneNumber?: string;
      Code?: string;
      Message?: string;
    }[];
    const sent = set.filter((s) => s.Code === 'Ok');
    const refused = set
      .filter((s) => s.Code !== 'Ok')
      .map((s) => ({
        phone: String(s.PhoneNumber ?? '').replace(/^\+86/, ''),
        said: `${s.Code ?? ''} ${s.Message ?? ''}`.trim(),
      }));
    if (!sent.length) {
      const first = refused[0];
      throw refusal(NAME, first?.said ?? '', first ? '' : 'no number was sent');
    }
    return { messageId: sent.map((s) => s.SerialNo ?? '').join(','), refused };
  },
};

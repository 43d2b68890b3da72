// 阿里云 短信服务 (dysms) SendSms, the RPC style (API version 2017-05-25), signed as Alibaba documents for RPC calls:
//
//   POST {endpoint}/   Content-Type: application/x-www-form-urlencoded, the form:
//     AccessKeyId, Action=SendSms, Format=JSON, PhoneNumbers (comma list), RegionId, SignName, SignatureMethod=HMAC-SHA1,
//     SignatureNonce (unique), SignatureVersion=1.0, TemplateCode, TemplateParam (JSON), Timestamp (UTC,
//     yyyy-MM-ddTHH:mm:ssZ), Version=2017-05-25, Signature
//   Signature = Base64(HMAC-SHA1(AccessKeySecret + "&", StringToSign)), where
//   StringToSign = "POST" + "&" + percentEncode("/") + "&" + percentEncode(the other parameters sorted by name, each
//   percentEncode(name) + "=" + percentEncode(value), joined by "&")            (percentEncode: RFC 3986)
//   → { "Code": "OK", "Message": "OK", "BizId": "…", "RequestId": "…" }, or Code naming the refusal
//     (isv.BUSINESS_LIMIT_CONTROL, isv.SMS_TEMPLATE_ILLEGAL, SignatureDoesNotMatch, InvalidAccessKeyId.NotFound, …).
import { createHmac, randomUUID } from 'node:crypto';
import { l } from '@flp/shared';
import { type SmsProvider, json, post, percentEncode, refusal, under } from './types';

const NAME = l('阿里云', 'Alibaba Cloud');

/** Codes that are the keys or the signature being refused. */
const KEY_CODES = /^(SignatureDoesNotMatch|InvalidAccessKeyId|IncompleteSignature|Forbidden\.RAM|isv\.ACCOUNT_)/;

/** The parameters' canonical string, and its signature (exported for the tests' fake and the documented example). */
export function aliyunSignature(method: 'GET' | 'POST', params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`)
    .join('&');
  const toSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(toSign, 'utf8').digest('base64');
}

export const aliyun: SmsProvider = {
  name: NAME,
  endpoint: 'https://dysmsapi.aliyuncs.com',
  needs: ['accessKey', 'secretKey', 'signName'],
  async send(cfg, msg) {
    const params: Record<string, string> = {
      AccessKeyId: cfg.accessKey,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: msg.phones.join(','),
      RegionId: cfg.regionId || 'cn-hangzhou',
      SignName: cfg.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: cfg.templateId,
      TemplateParam: JSON.stringify(msg.params),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    params.Signature = aliyunSignature('POST', params, cfg.secretKey);
    const res = await post(cfg, under(cfg.endpoint, ''), new URLSearchParams(params).toString(), {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    });
    const body = json(res, 'Code');
    const code = String(body.Code ?? '');
    if (code !== 'OK') throw refusal(NAME, code, String(body.Message ?? ''), KEY_CODES.test(code));
    return { messageId: String(body.BizId ?? ''), refused: [] };
  },
};

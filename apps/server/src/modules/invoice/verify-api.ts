// 发票查验 through a provider (WAVE3-BRIEF §6.4): the tax bureau's platform has no public API, commercial services wrap
// it. This adapter speaks a generic JSON API of that kind (provider `invoiceApi`, set per tenant on 外部服务设置):
//
//   GET {baseUrl}/invoice/verify?invoiceNumber=&invoiceCode=&issueDate=yyyyMMdd&amount=&checkCode=
//     headers  X-App-Key: the key; X-Timestamp: Unix seconds;
//              X-Sign: lower-case hex HMAC-SHA256(secret, appKey + timestamp + invoiceNumber)
//   → { "code": 0, "msg": "…", "data": { "inv_status": "0", "invoiceCode", "invoiceNumber", "issueDate",
//        "buyerName", "buyerTaxId", "sellerName", "sellerTaxId", "amount", "tax", "total" } }
//
// The query carries what the platform asks for by type (inputOf): 数电 the number, date and 价税合计; 专票 and
// 机动车 the code, number, date and 不含税金额; 普票, 卷票 and 通行费 the code, number, date and the 校验码's last 6.
// code 0 with inv_status 0 蓝票, 10 作废, 20 红票, 30 红冲; 1001 no such invoice; 1002/1003 a request the platform does not
// take (its fields, or outside its window); 2001 a key or signature refused; 2002 the quota spent. Any other answer —
// not connected, timed out, not this JSON — is the provider being unavailable. The adapter says what the provider
// answered; the invoice module compares the fields (verify.ts).
import { createHmac } from 'node:crypto';
import { l } from '@flp/shared';
import {
  type OutboundAnswer,
  OutboundFailed,
  type OutboundPolicy,
  couldNotConnect,
  outboundGet,
} from '../../platform/net';
import { ProviderError } from '../enterprise';
import type { OrderProgress, OrderProvider, OrderProviderFactory } from '../outside';

export const INVOICE_API_PATH = 'invoice/verify';

/** What the invoice module asks (an order's input). */
export interface VerifyInput {
  invoiceNumber: string;
  invoiceCode: string | null;
  /** YYYY-MM-DD. */
  issueDate: string;
  /** 价税合计 (数电, 二手车) or 不含税金额 (专票, 机动车); null when the check code is asked instead. */
  amount: string | null;
  /** The last six digits of the 校验码 (普票, 卷票, 通行费). */
  checkCode: string | null;
}

/** The provider's answer, in our names: found with its status and fields, or not found. */
export interface VerifyAnswer {
  found: boolean;
  /** 0 blue, 10 void, 20 red-letter, 30 reversed by a red-letter invoice. */
  invStatus: string | null;
  fields: Record<string, string | null>;
}

const UNAVAILABLE = couldNotConnect(l('发票查验服务', 'invoice verification service'));

/** The X-Sign header (exported for the tests' fake provider to check against). */
export const invoiceApiSign = (appKey: string, timestamp: string, invoiceNumber: string, secret: string) =>
  createHmac('sha256', secret).update(`${appKey}${timestamp}${invoiceNumber}`, 'utf8').digest('hex');

type Raw = Record<string, unknown>;

const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

/** The provider's refusals by its code. */
function refusal(code: string, msg: string): ProviderError {
  const said = msg ? `: ${msg}` : '';
  switch (code) {
    case '1002':
    case '1003':
      return new ProviderError(
        'params',
        l(`发票查验服务不受理该请求${said}`, `The invoice verification service refused the request${said}`),
        code,
      );
    case '2001':
      return new ProviderError(
        'auth',
        l(
          '发票查验服务拒绝了密钥或签名, 请检查外部服务设置',
          'The invoice verification service refused the key or signature; check the outside service setting',
        ),
        code,
      );
    case '2002':
      return new ProviderError(
        'quota',
        l('发票查验服务的查询额度已用完', 'The invoice verification service’s quota is spent'),
        code,
      );
    default:
      return new ProviderError(
        'unknown',
        l(`发票查验服务返回错误 ${code}${said}`, `The invoice verification service answered error ${code}${said}`),
        code,
      );
  }
}

/** One verification: the signed GET, its answer in our names. */
export async function verifyByApi(
  cfg: { baseUrl: string; appKey: string; secretKey: string; timeoutMs: number; policy: OutboundPolicy },
  input: VerifyInput,
): Promise<VerifyAnswer> {
  const url = new URL(INVOICE_API_PATH, cfg.baseUrl.endsWith('/') ? cfg.baseUrl : `${cfg.baseUrl}/`);
  url.searchParams.set('invoiceNumber', input.invoiceNumber);
  if (input.invoiceCode) url.searchParams.set('invoiceCode', input.invoiceCode);
  url.searchParams.set('issueDate', input.issueDate.replace(/-/g, ''));
  if (input.amount) url.searchParams.set('amount', input.amount);
  if (input.checkCode) url.searchParams.set('checkCode', input.checkCode);
  const timestamp = String(Math.floor(Date.now() / 1000));
  let res: OutboundAnswer;
  try {
    res = await outboundGet(cfg.policy, url, {
      headers: {
        'X-App-Key': cfg.appKey,
        'X-Timestamp': timestamp,
        'X-Sign': invoiceApiSign(cfg.appKey, timestamp, input.invoiceNumber, cfg.secretKey),
        Accept: 'application/json',
      },
      timeoutMs: cfg.timeoutMs,
    });
  } catch (e) {
    throw e instanceof OutboundFailed ? new ProviderError('unavailable', UNAVAILABLE, undefined, e) : e;
  }
  let body: Raw;
  try {
    body = JSON.parse(res.body) as Raw;
    if (!body || typeof body !== 'object' || !('code' in body)) throw new Error('not the answer expected');
  } catch (e) {
    throw new ProviderError('unavailable', UNAVAILABLE, undefined, new Error(`HTTP ${res.status}`, { cause: e }));
  }
  const code = String(body.code);
  if (code === '1001') return { found: false, invStatus: null, fields: {} };
  if (code !== '0') throw refusal(code, String(body.msg ?? ''));
  const data = (body.data ?? {}) as Raw;
  return {
    found: true,
    invStatus: text(data.inv_status),
    fields: {
      invoiceCode: text(data.invoiceCode),
      invoiceNumber: text(data.invoiceNumber),
      issueDate: text(data.issueDate),
      buyerName: text(data.buyerName),
      buyerTaxId: text(data.buyerTaxId),
      sellerName: text(data.sellerName),
      sellerTaxId: text(data.sellerTaxId),
      amountExclTax: text(data.amount),
      taxAmount: text(data.tax),
      totalAmount: text(data.total),
    },
  };
}

/** The `invoiceApi` provider of the `invoiceVerify` service: synchronous, done (or failed) at once. */
export const invoiceApiProvider: OrderProviderFactory = (setting, policy): OrderProvider => ({
  async submit(req): Promise<OrderProgress> {
    const input = req.input as unknown as VerifyInput;
    if (!input?.invoiceNumber || !input.issueDate)
      throw new ProviderError(
        'params',
        l('查验需要发票号码和开票日期', 'Verification needs the invoice number and date'),
      );
    const answer = await verifyByApi(
      {
        baseUrl: setting.baseUrl,
        appKey: setting.appKey,
        secretKey: setting.secretKey,
        timeoutMs: setting.timeoutMs,
        policy,
      },
      input,
    );
    return { state: 'DONE', result: { ...answer } };
  },
});

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
// answered; the invoice module compares the fields (verify.ts). Signing, calling and the shared codes are the outside
// module's signed JSON API (outside/signed-api.ts).
import { l } from '@flp/shared';
import { ProviderError } from '../enterprise';
import {
  type OrderProgress,
  type OrderProvider,
  type OrderProviderFactory,
  type SignedApiConfig,
  apiRefusal,
  apiUrl,
  callSignedApi,
} from '../outside';

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

/** The service as its messages name it. */
const WHAT = l('发票查验服务', 'invoice verification service');

type Raw = Record<string, unknown>;

const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

/** One verification: the signed GET, its answer in our names. */
export async function verifyByApi(cfg: SignedApiConfig, input: VerifyInput): Promise<VerifyAnswer> {
  const url = apiUrl(cfg.baseUrl, INVOICE_API_PATH);
  url.searchParams.set('invoiceNumber', input.invoiceNumber);
  if (input.invoiceCode) url.searchParams.set('invoiceCode', input.invoiceCode);
  url.searchParams.set('issueDate', input.issueDate.replace(/-/g, ''));
  if (input.amount) url.searchParams.set('amount', input.amount);
  if (input.checkCode) url.searchParams.set('checkCode', input.checkCode);
  const body = await callSignedApi(WHAT, cfg, { url, subject: input.invoiceNumber });
  if (body.code === '1001') return { found: false, invStatus: null, fields: {} };
  if (body.code !== '0') throw apiRefusal(WHAT, body.code, body.msg);
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

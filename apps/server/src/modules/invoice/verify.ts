// 查验 (WAVE3-BRIEF §6.4): an invoice verified with the tax bureau through the outside service `invoiceVerify` on the
// order machine — the tenant's provider (verify-api.ts), never a local engine: without one configured the call is a 409
// 未配置发票查验服务 and the invoices stay as they were. Each invoice is one order; what the provider answered lands on
// the invoice in the transaction that records the order's step: 一致, 不一致 with the fields that differ, 查无此票,
// 已作废, 已红冲, or 查验失败 with why (a provider that refused or did not answer; asked again later). Each is logged.
import { type Localized, INVOICE_VERIFY_SERVICE, type VerifyState, fieldLabel, invoice, l } from '@flp/shared';
import { parseIssueDate } from '@flp/shared/invoice';
import { D } from '@flp/shared/finance';
import type { Row } from '../../platform/crud/repository';
import type { HookContext } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { formatDateTime } from '../../platform/db/time';
import { AppError, badRequest, notFound } from '../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import type { OrderMachine } from '../outside';
import { writeLog } from './log';
import { invoiceRepos } from './repos';
import { type VerifyAnswer, type VerifyInput, invoiceApiProvider } from './verify-api';
import { isDigital, nameOf, today } from './values';

const LABEL = l('发票查验', 'Invoice verification');

/** Types whose 查验 asks for the 校验码's last six digits rather than an amount. */
const BY_CHECK_CODE = ['vat-ordinary', 'vat-e-ordinary', 'vat-roll', 'vat-toll'];
/** Types whose 查验 asks for the 价税合计 (数电 ones by their numbering). */
const BY_TOTAL = ['used-vehicle'];

const label = (field: string) => fieldLabel(invoice, field);
const str = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

/**
 * What the platform asks for the invoice's type (brief §6.4): 数电 the number, date and 价税合计; 普票, 卷票 and 通行费 the
 * code, number, date and 校验码 (its last six digits); 二手车 the 车价合计; 专票 and the rest the 不含税金额 — or why the
 * invoice cannot be verified (what it lacks; issued today).
 */
export function inputOf(inv: Row, todayIs = today()): { input: VerifyInput } | { problem: Localized } {
  const missing: Localized[] = [];
  const need = (field: string) => {
    const v = str(inv[field]);
    if (!v) missing.push(label(field));
    return v;
  };
  const number = need('invoiceNumber');
  const date = need('issueDate');
  const type = String(inv.invoiceType ?? '');
  let code: string | null = null;
  let amount: string | null = null;
  let checkCode: string | null = null;
  if (isDigital(inv)) amount = need('totalAmount');
  else {
    code = need('invoiceCode');
    if (BY_CHECK_CODE.includes(type) || (!type && str(inv.checkCode))) checkCode = need('checkCode')?.slice(-6) ?? null;
    else amount = BY_TOTAL.includes(type) ? need('totalAmount') : need('amountExclTax');
  }
  const who = nameOf(inv) || String(inv.id);
  if (missing.length) {
    const list = (loc: 'zh-CN' | 'en-US') => missing.map((m) => m[loc]).join(loc === 'zh-CN' ? '、' : ', ');
    return {
      problem: l(`发票 ${who}: 查验需要${list('zh-CN')}`, `Invoice ${who}: verification needs the ${list('en-US')}`),
    };
  }
  if (date! >= todayIs)
    return {
      problem: l(`发票 ${who}: 开票次日起才能查验`, `Invoice ${who}: it can be verified from the day after its issue`),
    };
  return { input: { invoiceNumber: number!, invoiceCode: code, issueDate: date!, amount, checkCode } };
}

/** The same name to a person: spaces and full-width forms aside. */
const sameText = (a: string, b: string) =>
  a.normalize('NFKC').replace(/\s/g, '') === b.normalize('NFKC').replace(/\s/g, '');

const COMPARED: [string, 'text' | 'money' | 'date'][] = [
  ['invoiceCode', 'text'],
  ['invoiceNumber', 'text'],
  ['issueDate', 'date'],
  ['buyerName', 'text'],
  ['buyerTaxId', 'text'],
  ['sellerName', 'text'],
  ['sellerTaxId', 'text'],
  ['amountExclTax', 'money'],
  ['taxAmount', 'money'],
  ['totalAmount', 'money'],
];

export interface Difference {
  field: string;
  label: Localized;
  ours: string | null;
  theirs: string | null;
}

/** The fields the provider gave that differ from ours. */
export function differencesOf(inv: Row, fields: Record<string, string | null>): Difference[] {
  const out: Difference[] = [];
  for (const [field, kind] of COMPARED) {
    const theirs = fields[field];
    if (theirs === null || theirs === undefined || theirs === '') continue;
    const ours = str(inv[field]);
    let same: boolean;
    if (ours === null) same = false;
    else if (kind === 'money') same = /^-?\d+(\.\d+)?$/.test(theirs) && new D(ours).eq(new D(theirs));
    else if (kind === 'date') same = parseIssueDate(theirs) === ours;
    else same = sameText(ours, theirs);
    if (!same) out.push({ field, label: label(field), ours, theirs });
  }
  return out;
}

/** The state an answer puts an invoice in, and the fields that differ. */
export function verdictOf(inv: Row, answer: VerifyAnswer): { status: VerifyState; differences: Difference[] } {
  if (!answer.found) return { status: 'NOT_FOUND', differences: [] };
  if (answer.invStatus === '10') return { status: 'VOID', differences: [] };
  if (answer.invStatus === '30') return { status: 'REVERSED', differences: [] };
  const differences = differencesOf(inv, answer.fields);
  const red = Number(inv.isRedLetter) === 1;
  if ((answer.invStatus === '20') !== red)
    differences.push({
      field: 'isRedLetter',
      label: label('isRedLetter'),
      ours: red ? '1' : '0',
      theirs: answer.invStatus === '20' ? '1' : '0',
    });
  return { status: differences.length ? 'MISMATCH' : 'MATCH', differences };
}

const STATE_WORDS: Record<string, Localized> = {
  MATCH: l('一致', 'matches'),
  MISMATCH: l('不一致', 'differs'),
  NOT_FOUND: l('查无此票', 'no such invoice'),
  VOID: l('已作废', 'voided'),
  REVERSED: l('已红冲', 'reversed'),
  FAILED: l('查验失败', 'failed'),
};

function messageOf(status: string, differences: Difference[], why?: Localized | null): Localized {
  const word = STATE_WORDS[status] ?? l(status, status);
  if (status === 'FAILED' && why) return l(`查验失败: ${why['zh-CN']}`, `Verification failed: ${why['en-US']}`);
  if (!differences.length) return l(`查验结果: ${word['zh-CN']}`, `Verification: ${word['en-US']}`);
  const list = (loc: 'zh-CN' | 'en-US') =>
    differences
      .map((d) =>
        loc === 'zh-CN'
          ? `${d.label['zh-CN']} (本系统 ${d.ours ?? '空'}, 税务 ${d.theirs ?? '空'})`
          : `${d.label['en-US']} (ours ${d.ours ?? 'empty'}, the tax bureau’s ${d.theirs ?? 'empty'})`,
      )
      .join(loc === 'zh-CN' ? '; ' : '; ');
  return l(`查验结果: ${word['zh-CN']}: ${list('zh-CN')}`, `Verification: ${word['en-US']}: ${list('en-US')}`);
}

export function invoiceVerification(deps: { db: Db; orders: OrderMachine }) {
  const { db, orders } = deps;
  const repo = invoiceRepos.invoice;

  /** The invoice follows its order (in the transaction that records the order's step). */
  async function onRecorded(h: HookContext, order: Row) {
    if (order.businessType !== 'invoice' || !order.businessId) return;
    if (order.orderState !== 'DONE' && order.orderState !== 'FAILED') return;
    const all = beyondDataScope(h.ctx);
    const [inv] = await repo.findIds(h.tx, all, [String(order.businessId)]);
    if (!inv) return;
    const done = order.orderState === 'DONE';
    const verdict = done
      ? verdictOf(inv, order.result as unknown as VerifyAnswer)
      : { status: 'FAILED' as VerifyState, differences: [] };
    const why = (order.lastError ?? null) as Localized | null;
    const message = messageOf(verdict.status, verdict.differences, why);
    await repo.update(h.tx, all, String(inv.id), {
      verifyStatus: verdict.status,
      verifyTime: formatDateTime(new Date()),
      verifyCount: Number(inv.verifyCount ?? 0) + 1,
      verifyResult: {
        status: verdict.status,
        differences: verdict.differences,
        invStatus: done ? ((order.result as Row)?.invStatus ?? null) : null,
        fields: done ? ((order.result as Row)?.fields ?? null) : null,
        provider: order.provider,
        orderNo: order.orderNo,
        message,
      },
      ...(verdict.status === 'VOID' ? { isVoid: 1 } : {}),
    });
    await writeLog(h.tx, h.ctx, {
      action: 'VERIFY',
      invoiceId: String(inv.id),
      invoiceNumber: nameOf(inv),
      engine: String(order.provider ?? ''),
      ok: done ? 1 : 0,
      message,
    });
  }

  orders.define({
    code: INVOICE_VERIFY_SERVICE,
    label: LABEL,
    providers: { invoiceApi: invoiceApiProvider },
    onRecorded,
  });

  return {
    /**
     * Verifies the invoices, one order each: every one must carry what its type is verified by (a 400 naming each
     * that does not, before anything is asked), and the service must be configured (409, each invoice untouched and
     * the refusal logged). Answers each invoice's state after its provider's answer.
     */
    async verify(ctx: RequestContext, ids: string[]) {
      if (!ids.length) throw badRequest(l('请选择发票', 'Please select the invoices'));
      const found = await repo.findIds(db, ctx, ids);
      const missing = ids.filter((id) => !found.some((r) => String(r.id) === id));
      if (missing.length)
        throw notFound(l(`发票不存在: ${missing.join(', ')}`, `No such invoice: ${missing.join(', ')}`));
      const inputs = new Map<string, VerifyInput>();
      const problems: Localized[] = [];
      for (const inv of found) {
        const asked = inputOf(inv);
        if ('problem' in asked) problems.push(asked.problem);
        else inputs.set(String(inv.id), asked.input);
      }
      if (problems.length)
        throw badRequest(l(problems.map((p) => p['zh-CN']).join('; '), problems.map((p) => p['en-US']).join('; ')));
      try {
        await orders.assertReady(ctx, INVOICE_VERIFY_SERVICE);
      } catch (e) {
        if (e instanceof AppError && e.status === 409)
          await db.transaction(async (tx) => {
            for (const inv of found)
              await writeLog(tx, ctx, {
                action: 'VERIFY',
                invoiceId: String(inv.id),
                invoiceNumber: nameOf(inv),
                ok: 0,
                message: e.text as Localized,
              });
          });
        throw e;
      }
      const out: Row[] = [];
      for (const inv of found) {
        const taxId = str(inv.sellerTaxId);
        const order = await orders.place(ctx, {
          service: INVOICE_VERIFY_SERVICE,
          subjectName: String(inv.sellerName ?? nameOf(inv)).slice(0, 100),
          subjectCode: taxId && taxId.length <= 18 ? taxId : null,
          businessType: 'invoice',
          businessId: String(inv.id),
          input: inputs.get(String(inv.id)) as unknown as Record<string, unknown>,
        });
        const [after] = await repo.findIds(db, beyondDataScope(ctx), [String(inv.id)]);
        const result = (after?.verifyResult ?? {}) as Row;
        out.push({
          id: String(inv.id),
          invoiceNumber: inv.invoiceNumber,
          verifyStatus: after?.verifyStatus ?? null,
          differences: result.differences ?? [],
          message: result.message ?? null,
          orderNo: order.orderNo,
          orderState: order.orderState,
        });
      }
      return out;
    },
  };
}

export type InvoiceVerification = ReturnType<typeof invoiceVerification>;

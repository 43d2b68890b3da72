/**
 * 企查查 准入尽职调查 (open API 949, `AcctScan/GetInfo`; WAVE3-BRIEF §3.2): a company scanned at once — its risk level
 * (高/较高/中/较低/低), score, and each hit (title, description, passage 红/黄/绿, risk type) — signed as every
 * 企查查 call is (enterprise module). Synchronous: the order is done with the answer.
 */
import { l } from '@flp/shared';
import { qichachaGet } from '../enterprise';
import type { OrderProviderFactory } from '../outside';

export const QCC_SCAN_PATH = '/AcctScan/GetInfo';

type Raw = Record<string, unknown>;

/** The scan's answer in our names. */
export function mapScan(r: Raw) {
  const hits = Array.isArray(r.Data) ? (r.Data as Raw[]) : [];
  const score = Number(r.RiskScore);
  return {
    level: String(r.RiskLevel ?? ''),
    score: Number.isFinite(score) ? score : null,
    hits: hits.map((h) => ({
      title: String(h.Title ?? ''),
      description: String(h.Description ?? ''),
      passage: String(h.Passage ?? ''),
      riskType: String(h.RiskType ?? ''),
    })),
  };
}

export const qichachaScan: OrderProviderFactory = (s, policy) => ({
  async submit(req) {
    const body = await qichachaGet(
      { baseUrl: s.baseUrl, appKey: s.appKey, secretKey: s.secretKey, timeoutMs: s.timeoutMs, policy },
      QCC_SCAN_PATH,
      { searchKey: req.subjectCode ?? req.subjectName },
    );
    if (!body?.Result || typeof body.Result !== 'object')
      return { state: 'FAILED', error: l('企查查未找到该企业', 'Qichacha knows no such company') };
    return { state: 'DONE', result: mapScan(body.Result as Raw) };
  },
});

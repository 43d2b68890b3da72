/**
 * 企查查's open API through the outbound gate (platform/net): every call signed with the documented headers — Token =
 * upper-case MD5(appKey + Timespan + secretKey), Timespan = Unix seconds — and the `key` query parameter; answers carry
 * Status ('200' ok) and Result. Endpoints and field names live in qichacha-map.ts.
 */
import { createHash } from 'node:crypto';
import { type CompanyBasic, type CompanyBrief, type EnterpriseDataset, l } from '@flp/shared';
import {
  type OutboundAnswer,
  OutboundFailed,
  type OutboundPolicy,
  couldNotConnect,
  outboundGet,
} from '../../platform/net';
import { type EnterpriseDataProvider, type PageRequest, ProviderError, type ProviderPage } from './provider';
import {
  QCC_BASIC,
  QCC_DATASETS,
  QCC_NO_DATA,
  QCC_OK,
  QCC_SEARCH,
  QCC_STATUSES,
  mapBasic,
  mapBrief,
} from './qichacha-map';

export interface QichachaConfig {
  baseUrl: string;
  appKey: string;
  secretKey: string;
  timeoutMs: number;
  /** Which addresses the calls may reach (the platform's allowance, read for this provider). */
  policy: OutboundPolicy;
}

/**
 * Any call that got no usable answer — not connected, reset, timed out, not the provider's JSON — reads the same, so
 * the answer cannot tell an open port from a closed one (the cause goes to the log with the ProviderError).
 */
const UNAVAILABLE = couldNotConnect(l('企查查服务', 'Qichacha service'));

type Raw = Record<string, unknown>;

/** The Token header for a Timespan (exported for the tests' fake provider to check against). */
export const qichachaToken = (appKey: string, timespan: string, secretKey: string) =>
  createHash('md5').update(`${appKey}${timespan}${secretKey}`, 'utf8').digest('hex').toUpperCase();

export class QichachaProvider implements EnterpriseDataProvider {
  constructor(private readonly cfg: QichachaConfig) {}

  async search(keyword: string, page: PageRequest): Promise<ProviderPage<CompanyBrief>> {
    const body = await this.call(QCC_SEARCH.path, {
      [QCC_SEARCH.keyParam]: keyword,
      pageIndex: page.current,
      pageSize: page.size,
    });
    return this.page(body, 'Result', page, mapBrief);
  }

  async basic(keyword: string): Promise<CompanyBasic | null> {
    const body = await this.call(QCC_BASIC.path, { [QCC_BASIC.keyParam]: keyword });
    const r = body?.Result;
    return r && typeof r === 'object' && !Array.isArray(r) ? mapBasic(r as Raw) : null;
  }

  async dataset(keyword: string, dataset: EnterpriseDataset, page: PageRequest) {
    const d = QCC_DATASETS[dataset];
    const body = await this.call(d.path, { searchKey: keyword, pageIndex: page.current, pageSize: page.size });
    return this.page(body, d.rowsIn, page, d.row);
  }

  private page<T>(
    body: Raw | null,
    rowsIn: 'Result' | 'Result.Data',
    page: PageRequest,
    map: (r: Raw) => T,
  ): ProviderPage<T> {
    const result = body?.Result as Raw | Raw[] | undefined;
    const list = rowsIn === 'Result' ? result : (result as Raw | undefined)?.Data;
    const rows = Array.isArray(list) ? (list as Raw[]) : [];
    const paging = (body?.Paging ?? {}) as Raw;
    const total = Number(paging.TotalRecords);
    return {
      records: rows.map(map),
      total: Number.isFinite(total) && total >= rows.length ? total : rows.length,
      current: Number(paging.PageIndex) || page.current,
      size: Number(paging.PageSize) || page.size,
    };
  }

  private call(path: string, params: Record<string, string | number>): Promise<Raw | null> {
    return qichachaGet(this.cfg, path, params);
  }
}

/**
 * One signed GET to 企查查 (any of its APIs: the registry data here, the admission scan of the outside orders); the
 * parsed answer when Status is 200, null when 201 (no data), a ProviderError otherwise.
 */
export async function qichachaGet(
  cfg: QichachaConfig,
  path: string,
  params: Record<string, string | number>,
): Promise<Raw | null> {
  const url = new URL(path.replace(/^\//, ''), cfg.baseUrl.endsWith('/') ? cfg.baseUrl : `${cfg.baseUrl}/`);
  url.searchParams.set('key', cfg.appKey);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  const timespan = String(Math.floor(Date.now() / 1000));
  let res: OutboundAnswer;
  try {
    res = await outboundGet(cfg.policy, url, {
      headers: {
        Token: qichachaToken(cfg.appKey, timespan, cfg.secretKey),
        Timespan: timespan,
        Accept: 'application/json',
      },
      timeoutMs: cfg.timeoutMs,
    });
  } catch (e) {
    // A refused address (OutboundRefused) goes up as it is: the service names the setting's field.
    throw e instanceof OutboundFailed ? new ProviderError('unavailable', UNAVAILABLE, undefined, e) : e;
  }
  let body: Raw;
  try {
    body = JSON.parse(res.body) as Raw;
    if (!body || typeof body !== 'object') throw new Error('not an object');
  } catch (e) {
    throw new ProviderError(
      'unavailable',
      UNAVAILABLE,
      undefined,
      new Error(`HTTP ${res.status}, not JSON`, { cause: e }),
    );
  }
  const status = String(body.Status ?? '');
  if (status === QCC_OK) return body;
  if (status === QCC_NO_DATA) return null;
  const known = QCC_STATUSES[status];
  if (known) throw new ProviderError(known.kind, known.text, status);
  const msg = String(body.Message ?? '');
  throw new ProviderError(
    'unknown',
    l(`企查查返回错误 ${status}: ${msg}`, `Qichacha answered error ${status}: ${msg}`),
    status,
  );
}

import { TIMEOUTS_MS, TOAST_DURATION_MS } from '@flp/shared/constants';
import { website } from '../config/website';
import { useAuth } from '../store/auth';
import { notify } from './notify';

/**
 * The HTTP client of the spec (§8 errors, §9 timeouts) over fetch: headers per API-CONVENTIONS, the envelope
 * unwrapped, a timeout per call, 401 → sign out → /login, any other failure → a toast for 5 s bottom-right with the
 * server's message (or the error description, or 未知错误) unless the code is white-listed or the caller asks for
 * silence; the promise rejects either way.
 */

export interface Envelope<T> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds; defaults to the spec's 60 s. */
  timeout?: number;
  /** No toast on failure (the caller shows its own message). */
  silent?: boolean;
  /** The answer is not the envelope (the token endpoint). */
  raw?: boolean;
  /** Do not send the access token. */
  noAuth?: boolean;
}

export const timeouts = TIMEOUTS_MS;

/** `?a=1&b=x,y` from params, leaving out empty values (arrays as comma lists, as the server reads them). */
export function query(params?: Record<string, unknown>): string {
  if (!params) return '';
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    sp.append(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const s = sp.toString();
  return s ? `?${s}` : '';
}

export function basicAuth() {
  return `Basic ${btoa(`${website.clientId}:${website.clientSecret}`)}`;
}

export async function request<T = unknown>(url: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? (opts.data === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = {
    Authorization: basicAuth(),
    'Accept-Language': currentLang(),
    ...opts.headers,
  };
  const { accessToken, tenantId } = useAuth.getState();
  if (accessToken && !opts.noAuth) headers[website.tokenHeader] = `bearer ${accessToken}`;
  if (tenantId && !headers['Tenant-Id']) headers['Tenant-Id'] = tenantId;
  let body: BodyInit | undefined;
  if (opts.data instanceof FormData) body = opts.data;
  else if (opts.data !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.data);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeout ?? TIMEOUTS_MS.default);
  let res: Response;
  try {
    res = await fetch(`${url}${query(opts.params)}`, { method, headers, body, signal: controller.signal });
  } catch (e) {
    const aborted = (e as Error).name === 'AbortError';
    const err = new ApiError(0, aborted ? '请求超时' : '网络异常,请检查网络连接');
    if (!opts.silent) notify.error(err.message);
    throw err;
  } finally {
    clearTimeout(timer);
  }
  let payload: unknown = null;
  const text = await res.text();
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    payload = text;
  }
  if (opts.raw && res.ok) return payload as T;
  const env = payload as Partial<Envelope<T>> & { error_description?: string };
  const code = typeof env?.code === 'number' ? env.code : res.status;
  if (code === 401 || res.status === 401) {
    if (!opts.noAuth) {
      useAuth.getState().logoutLocal('expired');
      goLogin();
    }
    throw new ApiError(401, env?.msg ?? env?.error_description ?? '未授权', payload);
  }
  if (code !== 200 || !res.ok) {
    const msg = env?.msg || env?.error_description || '未知错误';
    const err = new ApiError(code, msg, payload);
    if (!opts.silent && !website.silentCodes.includes(code)) notify.error(msg);
    throw err;
  }
  return (opts.raw ? payload : env.data) as T;
}

/**
 * Posts and saves the answer as a file (exports): the export timeout of the spec (50 s); a JSON answer is an error
 * envelope and is shown as one.
 */
export async function download(
  url: string,
  data: unknown,
  fallbackName: string,
  timeout = TIMEOUTS_MS.export,
): Promise<void> {
  const headers: Record<string, string> = { Authorization: basicAuth(), 'Content-Type': 'application/json' };
  const { accessToken } = useAuth.getState();
  if (accessToken) headers[website.tokenHeader] = `bearer ${accessToken}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(data ?? {}),
      signal: controller.signal,
    });
    if (!res.ok || (res.headers.get('content-type') ?? '').includes('application/json')) {
      const env = (await res.json().catch(() => ({}))) as { msg?: string };
      if (res.status === 401) {
        useAuth.getState().logoutLocal('expired');
        goLogin();
      }
      const err = new ApiError(res.status, env.msg || '未知错误');
      notify.error(err.message);
      throw err;
    }
    const blob = await res.blob();
    const cd = res.headers.get('content-disposition') ?? '';
    const m = /filename\*=UTF-8''([^;]+)/i.exec(cd);
    const name = m ? decodeURIComponent(m[1]) : fallbackName;
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  } finally {
    clearTimeout(timer);
  }
}

export const http = {
  get: <T>(url: string, params?: Record<string, unknown>, opts: RequestOptions = {}) =>
    request<T>(url, { ...opts, method: 'GET', params }),
  post: <T>(url: string, data?: unknown, opts: RequestOptions = {}) =>
    request<T>(url, { ...opts, method: 'POST', data: data ?? {} }),
};

export { TOAST_DURATION_MS };

/** The current language for Accept-Language (server messages may follow it). */
function currentLang(): string {
  return document.documentElement.lang || 'zh-CN';
}

function goLogin() {
  if (!location.hash.startsWith('#/login')) location.hash = '#/login';
}

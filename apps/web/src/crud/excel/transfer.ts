import { TIMEOUTS_MS } from '@flp/shared/constants';
import { basicAuth, query } from '../../api/http';
import { website } from '../../config/website';
import { useAuth } from '../../store/auth';

/**
 * The Excel calls of a resource (platform/crud/export.ts, import.ts on the server): a download read as a stream so
 * its progress shows, and an upload whose progress shows while it travels.
 */

function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Authorization: basicAuth(),
    'Accept-Language': document.documentElement.lang || 'zh-CN',
  };
  const { accessToken, tenantId } = useAuth.getState();
  if (accessToken) headers[website.tokenHeader] = `bearer ${accessToken}`;
  if (tenantId) headers['Tenant-Id'] = tenantId;
  return headers;
}

/** A refused Excel call: the server's message, and the rows it names (imports). */
export class ExcelError extends Error {
  constructor(
    message: string,
    readonly errors: ImportProblem[] = [],
  ) {
    super(message);
  }
}

export interface ImportProblem {
  row: number;
  field: string;
  label: string;
  message: string;
}

export interface DownloadProgress {
  /** Rows the file holds (X-Total-Count), when the server said. */
  total?: number;
  received: number;
}

/** Saves a blob under the name the server gave (RFC 5987 filename*), else the fallback. */
export function saveBlob(blob: Blob, disposition: string | null, fallback: string) {
  const m = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = m ? decodeURIComponent(m[1]) : fallback;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

/** GETs a file, reporting the bytes received as they stream in, and saves it. The spec's export timeout (50 s). */
export async function downloadFile(
  url: string,
  params: Record<string, unknown>,
  fallbackName: string,
  onProgress: (p: DownloadProgress) => void = () => {},
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUTS_MS.export);
  try {
    const res = await fetch(`${url}${query(params)}`, { headers: authHeaders(), signal: controller.signal });
    const type = res.headers.get('content-type') ?? '';
    if (!res.ok || type.includes('application/json')) {
      const env = (await res.json().catch(() => ({}))) as { msg?: string };
      throw new ExcelError(env.msg || `HTTP ${res.status}`);
    }
    const total = Number(res.headers.get('x-total-count') ?? Number.NaN);
    const parts: Uint8Array[] = [];
    let received = 0;
    const reader = res.body?.getReader();
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        received += value.length;
        onProgress({ total: Number.isFinite(total) ? total : undefined, received });
      }
    } else parts.push(new Uint8Array(await res.arrayBuffer()));
    saveBlob(new Blob(parts as BlobPart[], { type }), res.headers.get('content-disposition'), fallbackName);
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw new ExcelError('请求超时');
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

/** POSTs one file as multipart (part `file`), reporting the upload's progress (0–100); answers the envelope's data. */
export function uploadFile<T>(url: string, file: File, onProgress: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [k, v] of Object.entries(authHeaders())) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new ExcelError('网络异常,请检查网络连接'));
    xhr.onload = () => {
      let env: { code?: number; msg?: string; data?: unknown } = {};
      try {
        env = JSON.parse(xhr.responseText);
      } catch {
        // not the envelope: the status says it
      }
      if (xhr.status === 200 && env.code === 200) resolve(env.data as T);
      else {
        const errors = (env.data as { errors?: ImportProblem[] } | undefined)?.errors ?? [];
        reject(new ExcelError(env.msg || `HTTP ${xhr.status}`, errors));
      }
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

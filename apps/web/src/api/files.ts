import { AVATAR_MAX_BYTES } from '@flp/shared/constants';
import { http } from './http';

/** Object storage uploads (/api/blade-resource/oss/endpoint). Never encrypted, never JSON: multipart. */

export interface UploadedFile {
  link: string;
  domain: string;
  name: string;
  originalName: string;
  attachId: string;
}

const base = '/api/blade-resource/oss/endpoint';

function form(file: File | Blob, name?: string): FormData {
  const fd = new FormData();
  fd.append('file', file, name ?? (file as File).name ?? 'file');
  return fd;
}

/** Any business file (jpg, png, pdf, xlsx, docx; checked by its bytes on the server). */
export const uploadFile = (file: File | Blob, name?: string) =>
  http.post<UploadedFile>(`${base}/put-file`, form(file, name));

/** An avatar or QR image: jpg/png, at most 500 KB; readable by its link without a token. */
export const uploadAvatar = (file: File | Blob, name?: string) =>
  http.post<UploadedFile>(`${base}/put-avatar`, form(file, name));

/** The browser-side check of an avatar before it is sent (spec: jpg/png, not over 500kb); null when fine. */
export function checkAvatar(file: { type: string; size: number; name?: string }): 'type' | 'size' | null {
  const typeOk = file.type === 'image/jpeg' || file.type === 'image/png' || /\.(jpe?g|png)$/i.test(file.name ?? '');
  if (!typeOk || (file.type && file.type !== 'image/jpeg' && file.type !== 'image/png')) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

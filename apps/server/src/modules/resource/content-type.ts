import { type Localized, l } from '@flp/shared';
import { fileTypeFromBuffer } from 'file-type';
import { CONTENT_TYPES, type FileKind, sniff } from './sniff';

/** What the bytes of an upload are: an extension and its content type, or the extension file-type found. */
export interface Sniffed {
  ext: string;
  mime: string;
}

/**
 * The type of an upload from its bytes (file-type, with the Office check of sniff.ts for zips that file-type leaves
 * as zip): never from the name or the Content-Type the client claims.
 */
export async function sniffContent(buf: Buffer): Promise<Sniffed | undefined> {
  const ours = sniff(buf);
  if (ours) return { ext: ours, mime: CONTENT_TYPES[ours as FileKind] };
  const found = await fileTypeFromBuffer(buf);
  return found ? { ext: found.ext === 'jpeg' ? 'jpg' : found.ext, mime: found.mime } : undefined;
}

/** The extensions of the `file.allowedTypes` parameter (`jpg, png,PDF` → jpg png pdf; jpeg counts as jpg). */
export function allowedTypesOf(param: string): string[] {
  return [
    ...new Set(
      param
        .split(/[,，\s]+/)
        .map((x) => x.trim().toLowerCase().replace(/^\./, ''))
        .filter(Boolean)
        .map((x) => (x === 'jpeg' ? 'jpg' : x)),
    ),
  ];
}

/** Refusal (or null) of an upload whose bytes are `found`, given the allowed extensions. */
export function refuseType(found: Sniffed | undefined, allowed: string[]): Localized | null {
  const list = allowed.join('/');
  if (!found)
    return l(
      `文件类型不允许: 无法识别文件内容, 只能上传 ${list} 文件`,
      `File type not allowed: the content is not a recognised type; only ${list} files`,
    );
  if (!allowed.includes(found.ext))
    return l(
      `文件类型不允许: 文件内容是 ${found.ext}, 只能上传 ${list} 文件`,
      `File type not allowed: the content is ${found.ext}; only ${list} files`,
    );
  return null;
}

/** The upload size limit of the `file.maxSize` parameter (MB, decimals allowed), else the default. */
export function maxBytesOf(param: string | undefined, fallbackMb: number): number {
  const mb = Number(param);
  return Math.floor((Number.isFinite(mb) && mb > 0 ? mb : fallbackMb) * 1024 * 1024);
}

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { LocalStore } from '../../platform/storage';
import { CONTENT_TYPES, type FileKind } from './sniff';

/**
 * Uploaded files in a local folder: `${dataDir}/files/<tenant>/<128-bit hex>.<ext>` with a sidecar
 * `<hex>.json` holding what the client may not choose (content type from the bytes, owner, visibility). The public
 * name is `<tenant>-<hex>.<ext>`: unguessable, and the tenant it belongs to is part of it.
 */

export interface StoredMeta {
  name: string;
  originalName: string;
  kind: FileKind;
  contentType: string;
  size: number;
  tenantId: string;
  createUser: string;
  createTime: string;
  /** Readable by anyone who knows the name (avatars and QR images shown in <img>). */
  public: boolean;
}

/**
 * `<tenant 6 digits>-<32 hex>.<ext>`; anything else is not one of ours (and never reaches a store). The extension is
 * the sniffed type's (the allowed types are a parameter), never `json` (the sidecars).
 */
const NAME = /^(\d{6})-([0-9a-f]{32})\.((?!json$)[a-z0-9]{1,8})$/;

export function parseName(name: string): { tenantId: string; id: string; ext: string } | null {
  const m = NAME.exec(name);
  return m ? { tenantId: m[1], id: m[2], ext: m[3] } : null;
}

/**
 * The client's file name, kept for display and download only: no path, no control characters, no bidirectional
 * controls (U+202E would show `evil\u202Efdp.exe` as `evilexe.pdf`), at most 200.
 */
export function cleanOriginalName(raw: string | undefined): string {
  const base = String(raw ?? '')
    .split(/[\\/]/)
    .pop()!
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  return (base || 'file').slice(0, 200);
}

/**
 * A name the system gives a document it makes (a contract's number and name, a letter's IOU number): a slash in it is
 * part of the name (合同编号 RZ/2026/001), not a folder, so it is written as the full-width ／ instead of cutting the
 * name there, then cleaned as any name.
 */
export function documentFileName(name: string): string {
  return cleanOriginalName(name.replace(/[\\/]/g, '／'));
}

/**
 * Avatars and the files uploaded before the attachment table (their sidecar `<hex>.json` holds the meta): bytes in
 * the local store under `<tenant>/<hex>.<ext>`, the same keys attachments in the local folder use.
 */
export class FileStore {
  constructor(private readonly store: LocalStore) {}

  async save(
    buf: Buffer,
    kind: FileKind,
    info: { tenantId: string; userId: string; originalName: string; public: boolean },
  ): Promise<StoredMeta> {
    if (!/^\d{6}$/.test(info.tenantId)) throw new Error(`bad tenant id ${info.tenantId}`);
    const id = randomBytes(16).toString('hex');
    const meta: StoredMeta = {
      name: `${info.tenantId}-${id}.${kind}`,
      originalName: info.originalName,
      kind,
      contentType: CONTENT_TYPES[kind],
      size: buf.length,
      tenantId: info.tenantId,
      createUser: info.userId,
      createTime: new Date().toISOString(),
      public: info.public,
    };
    await this.store.put(`${info.tenantId}/${id}.${kind}`, buf, meta.contentType);
    await this.store.put(`${info.tenantId}/${id}.json`, Buffer.from(JSON.stringify(meta)), 'application/json');
    return meta;
  }

  /** The stored file of a public name with its sidecar, or null when there is none. */
  async open(name: string): Promise<{ meta: StoredMeta; size: number; stream: () => Promise<Readable | null> } | null> {
    const parsed = parseName(name);
    if (!parsed) return null;
    let meta: StoredMeta;
    try {
      meta = JSON.parse(await readFile(this.store.path(`${parsed.tenantId}/${parsed.id}.json`), 'utf8')) as StoredMeta;
    } catch {
      return null;
    }
    if (meta.name !== name) return null;
    const key = `${parsed.tenantId}/${parsed.id}.${parsed.ext}`;
    const s = await this.store.stat(key);
    return s ? { meta, size: s.size, stream: () => this.store.get(key) } : null;
  }
}

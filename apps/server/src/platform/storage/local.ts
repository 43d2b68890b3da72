import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStat, ObjectStore } from './types';

/** Keys are relative paths of safe segments: nothing a key holds can leave the root. */
const KEY = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;

/** Objects as files in a folder (`${dataDir}/files` by default): the store when no object storage is enabled. */
export class LocalStore implements ObjectStore {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  path(key: string): string {
    if (!KEY.test(key) || key.split('/').some((s) => s === '.' || s === '..')) throw new Error(`bad object key ${key}`);
    const p = join(this.root, key);
    if (!p.startsWith(this.root + sep)) throw new Error(`bad object key ${key}`);
    return p;
  }

  async put(key: string, body: Buffer | Readable, _contentType: string): Promise<void> {
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    if (Buffer.isBuffer(body)) await writeFile(p, body, { flag: 'wx' });
    else await pipeline(body, createWriteStream(p, { flags: 'wx' }));
  }

  async get(key: string): Promise<Readable | null> {
    const p = this.path(key);
    if (!(await this.stat(key))) return null;
    return createReadStream(p);
  }

  async stat(key: string): Promise<ObjectStat | null> {
    try {
      const s = await stat(this.path(key));
      return s.isFile() ? { size: s.size } : null;
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}

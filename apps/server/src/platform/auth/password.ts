import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * The web client sends md5(password) (the spec's login transform); that digest is what we store, through argon2id,
 * so the stored value is slow to attack even though the wire value is a fast hash.
 */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const; // OWASP's argon2id minimum

export const md5 = (s: string) => createHash('md5').update(s).digest('hex');
export const hashPassword = (md5Hex: string) => hash(md5Hex.toLowerCase(), OPTIONS);

export async function verifyPassword(stored: string | null | undefined, md5Hex: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, md5Hex.toLowerCase());
  } catch {
    return false;
  }
}

export const isMd5Hex = (s: string) => /^[0-9a-fA-F]{32}$/.test(s);

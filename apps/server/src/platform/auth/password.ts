import { createHash, randomBytes } from 'node:crypto';
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

let dummy: Promise<string> | undefined;
/**
 * A hash of a random secret with the same parameters as every stored password. Sign-in verifies against it when the
 * account (or tenant) does not exist, so an unknown account costs the same argon2 work as a wrong password and the
 * answer time does not tell which accounts exist.
 */
export const dummyPasswordHash = (): Promise<string> => {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
};

export const isMd5Hex = (s: string) => /^[0-9a-fA-F]{32}$/.test(s);

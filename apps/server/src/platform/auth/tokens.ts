import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** Claims carried by an access token (BladeX's names, so integrations that read them keep working). */
export interface AccessClaims {
  tenant_id: string;
  user_id: string;
  dept_id: string;
  post_id: string;
  role_id: string;
  role_name: string;
  account: string;
  user_name: string;
  real_name: string;
  client_id: string;
  /** The sign-in session (refresh-token family) this token belongs to; revoking it ends the token early. */
  sid: string;
  jti: string;
  exp: number;
  iat: number;
}

export class TokenService {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccess(claims: Omit<AccessClaims, 'jti' | 'exp' | 'iat'>, ttlSeconds: number) {
    const jti = randomUUID();
    const token = await new SignJWT({ ...claims, jti })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setIssuer('flp')
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
    return { token, jti };
  }

  /** Tokens verified recently: the signature of a given string does not change, only its expiry needs checking. */
  private readonly verified = new Map<string, AccessClaims>();

  /** The claims of a good token, or why it is not good. */
  async verifyAccess(token: string): Promise<AccessClaims | 'expired' | 'invalid'> {
    const hit = this.verified.get(token);
    if (hit) return hit.exp * 1000 > Date.now() ? hit : 'expired';
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: 'flp', algorithms: ['HS256'] });
      if (this.verified.size > 10_000) this.verified.clear();
      this.verified.set(token, payload as unknown as AccessClaims);
      return payload as unknown as AccessClaims;
    } catch (e) {
      return (e as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid';
    }
  }
}

/** Refresh tokens are random and only their hash is stored, so a database leak does not leak sessions. */
export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashToken = (t: string) => createHash('sha256').update(t).digest('hex');

/** The key that seals a refresh token's successor: derived from the token itself, so only its holder can open it. */
const successorKey = (token: string) => createHash('sha256').update(`flp-refresh-successor\0${token}`).digest();

/**
 * Seals `successor` so that only a holder of `token` can read it (AES-256-GCM under a key derived from `token`). A
 * rotated refresh token keeps its successor sealed for a few seconds, so a second tab presenting it at the same
 * moment receives the same successor instead of forking or ending the session; the store never holds it readable.
 */
export function sealSuccessor(token: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', successorKey(token), iv);
  const body = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The successor sealed by {@link sealSuccessor}, or null when `token` does not open it. */
export function openSuccessor(token: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', successorKey(token), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

import { createHash, randomBytes, randomUUID } from 'node:crypto';
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

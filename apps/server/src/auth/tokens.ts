import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { type Clock, systemClock } from '../clock';

export interface TokenSettings {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

export interface AccessClaims {
  userId: number;
  companyId: number;
  /** The login this token belongs to (its refresh-token family): what logout revokes. */
  sessionId: string;
  issuedAt: number;
}

export interface RefreshClaims {
  jti: string;
  familyId: string;
  userId: number;
  expiresAt: Date;
}

const algorithm = 'HS256';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && uuidPattern.test(value);
/** A positive id that fits the integer columns. */
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;
const issuer = 'navgan';

/**
 * Signs and verifies the JWT pair. Refresh tokens are also stored (refresh-token-repository);
 * access tokens name their session, which auth/session-revocations can end early.
 */
export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(
    private readonly settings: TokenSettings,
    private readonly clock: Clock = systemClock,
  ) {
    this.key = new TextEncoder().encode(settings.secret);
  }

  /**
   * `issuedAt` (whole seconds) may be given to place a token just after a `tokens_valid_after`
   * cut-off set in the same second (password change), which iat's whole seconds cannot tell apart.
   */
  signAccess(userId: number, companyId: number, sessionId: string, issuedAt?: number): Promise<string> {
    const iat = issuedAt ?? Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ token_type: 'access', user_id: userId, company_id: companyId, sid: sessionId })
      .setProtectedHeader({ alg: algorithm })
      .setIssuer(issuer)
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.settings.accessTtlSeconds)
      .sign(this.key);
  }

  async signRefresh(userId: number, familyId: string): Promise<RefreshClaims & { token: string }> {
    const jti = randomUUID();
    const issuedAt = this.clock.now();
    const expiresAt = new Date(issuedAt.getTime() + this.settings.refreshTtlSeconds * 1000);
    const token = await new SignJWT({ token_type: 'refresh', user_id: userId, fam: familyId })
      .setProtectedHeader({ alg: algorithm })
      .setIssuer(issuer)
      .setJti(jti)
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, jti, familyId, userId, expiresAt };
  }

  /** The claims of a valid, unexpired access token, or null for anything else. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const payload = await this.verify(token, 'access');
    if (!payload) return null;
    const { user_id: userId, company_id: companyId, sid: sessionId, iat } = payload;
    if (!isId(userId) || !isId(companyId) || !isUuid(sessionId) || typeof iat !== 'number') return null;
    return { userId, companyId, sessionId, issuedAt: iat };
  }

  async verifyRefresh(token: string): Promise<RefreshClaims | null> {
    const payload = await this.verify(token, 'refresh');
    if (!payload) return null;
    const { user_id: userId, fam: familyId, jti, exp } = payload;
    // Claims go into uuid and integer columns: anything else is a bad token, never a query error.
    if (!isId(userId) || !isUuid(familyId) || !isUuid(jti) || typeof exp !== 'number') return null;
    return { userId, familyId, jti, expiresAt: new Date(exp * 1000) };
  }

  private async verify(token: string, type: 'access' | 'refresh') {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [algorithm],
        issuer,
        currentDate: this.clock.now(),
      });
      return payload.token_type === type ? payload : null;
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}

/**
 * v2 OAuth token cache. Matched against PhonePe/phonepe-pg-sdk-node
 * src/common/tokenhandler/TokenService.ts + TokenConstants.ts: POST {auth}/v1/oauth/token,
 * form-encoded client_id, client_secret, client_version, grant_type=client_credentials; answer
 * access_token, issued_at, expires_at (epoch SECONDS), token_type ('O-Bearer'); the header is
 * `${token_type} ${access_token}`. Unlike the SDK (a process-wide static and a mutex) the cache is
 * per gateway instance and concurrent callers share one in-flight promise.
 */
import {
  asRecord,
  errorFor,
  type HttpOptions,
  joinUrl,
  num,
  requireObject,
  send,
  str,
} from './http';
import { GatewayError } from './types';

export interface TokenCredentials {
  authUrl: string;
  clientId: string;
  clientSecret: string;
  clientVersion: string;
}

interface CachedToken {
  header: string;
  /** epoch ms after which we fetch a new one. */
  refreshAt: number;
}

/** Refresh this long before expires_at, but never later than half the token's life. */
const EARLY_REFRESH_SECONDS = 60;

export class TokenCache {
  private cached: CachedToken | null = null;
  private inFlight: Promise<CachedToken> | null = null;

  constructor(
    private readonly creds: TokenCredentials,
    private readonly http: HttpOptions,
    private readonly now: () => number,
  ) {}

  /** The full Authorization header value, e.g. `O-Bearer eyJ...`. */
  async header(): Promise<string> {
    if (this.cached && this.now() < this.cached.refreshAt) return this.cached.header;
    return (await this.fetchShared()).header;
  }

  /**
   * Called after a 401 with the header that was refused. Only drops the cache if it still holds
   * that header, so twenty concurrent 401s lead to one refetch, not twenty.
   */
  invalidate(refusedHeader: string): void {
    if (this.cached?.header === refusedHeader) this.cached = null;
  }

  private fetchShared(): Promise<CachedToken> {
    if (!this.inFlight) {
      this.inFlight = this.fetchToken().finally(() => {
        this.inFlight = null;
      });
    }
    return this.inFlight;
  }

  private async fetchToken(): Promise<CachedToken> {
    const form = new URLSearchParams({
      client_id: this.creds.clientId,
      client_version: this.creds.clientVersion,
      client_secret: this.creds.clientSecret,
      grant_type: 'client_credentials',
    });
    const answer = await send(this.http, joinUrl(this.creds.authUrl, '/v1/oauth/token'), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: form.toString(),
    });
    if (answer.status < 200 || answer.status > 299) {
      const err = errorFor(answer, 'OAuth token');
      // Wrong client credentials come back as 400 or 401 depending on the field; both mean the
      // configuration is wrong, which is an auth problem, not a bad payment request.
      if (err.kind === 'bad_request' || err.kind === 'not_found') {
        throw new GatewayError('auth', err.message, err.code, err.httpStatus);
      }
      throw err;
    }
    const body = requireObject(answer, 'OAuth token');
    const token = str(body.access_token);
    const expiresAt = num(body.expires_at);
    if (!token || expiresAt === null) {
      throw new GatewayError('unavailable', 'OAuth token: answer without access_token/expires_at');
    }
    const issuedAt = num(body.issued_at) ?? Math.floor(this.now() / 1000);
    const tokenType = str(asRecord(body).token_type) ?? 'O-Bearer';
    const margin = Math.min(EARLY_REFRESH_SECONDS, (expiresAt - issuedAt) / 2);
    const cached = { header: `${tokenType} ${token}`, refreshAt: (expiresAt - margin) * 1000 };
    this.cached = cached;
    return cached;
  }
}

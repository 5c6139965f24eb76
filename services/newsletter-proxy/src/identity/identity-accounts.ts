import { WRONG_CURRENT_PASSWORD_MESSAGE, EMAIL_TAKEN_MESSAGE } from '@bytewire/contracts';
import {
  API_KEY_HEADER,
  fetchWithTimeout,
  RETRY_AFTER_HEADER,
  TooManyRequests,
  UpstreamError,
  UpstreamMetrics,
} from '@bytewire/service-kit';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { ProxyConfig } from '../config/proxy-config';
import { upstreamMessage } from '../upstream/upstream-message';

/** Budget of one call to the identity provider's account API. */
export const IDENTITY_TIMEOUT_MS = 5000;
/** Its 429 without a usable Retry-After: the sign-in limit's window. */
const DEFAULT_RETRY_AFTER_S = 15 * 60;

/** A Retry-After of whole seconds, a day at most; else the default. */
function providerRetryAfterS(response: Response): number {
  const value = response.headers.get(RETRY_AFTER_HEADER) ?? '';
  const seconds = /^\d{1,6}$/.test(value) ? Number(value) : 0;
  return seconds > 0 && seconds <= 86_400 ? seconds : DEFAULT_RETRY_AFTER_S;
}

/**
 * The identity provider's account API: the address and the password are the provider's, so
 * a profile edit changing them goes there (x-api-key IDENTITY_ACCOUNTS_KEY). Its refusals
 * become the reader's 400, 409 or 429 (with its Retry-After) with the provider's message when
 * it is one short line; its absence a 502 or 504.
 */
@Injectable()
export class IdentityAccounts {
  /** fetch, timed (`upstream_request_duration_seconds{upstream="identity"}`). */
  private readonly fetch: typeof fetch;

  constructor(
    private readonly config: ProxyConfig,
    upstreams: UpstreamMetrics,
  ) {
    this.fetch = upstreams.timedFetch('identity');
  }

  private async call(path: string, body: unknown): Promise<Response> {
    const response = await fetchWithTimeout(`${this.config.identityUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [API_KEY_HEADER]: this.config.identityAccountsKey,
      },
      body: JSON.stringify(body),
      timeoutMs: IDENTITY_TIMEOUT_MS,
      upstream: 'identity provider',
      fetchImpl: this.fetch,
    });
    if (response.ok) return response;
    const message = upstreamMessage(await response.json().catch(() => undefined));
    if (response.status === 400)
      throw new BadRequestException(message ?? 'Refused by the identity provider');
    if (response.status === 403) throw new BadRequestException(WRONG_CURRENT_PASSWORD_MESSAGE);
    if (response.status === 409) throw new ConflictException(EMAIL_TAKEN_MESSAGE);
    if (response.status === 429) {
      throw new TooManyRequests(message ?? 'Too many attempts', providerRetryAfterS(response));
    }
    throw new UpstreamError(
      'identity provider',
      502,
      `identity provider answered ${response.status}`,
    );
  }

  async changePassword(sub: string, currentPassword: string, newPassword: string): Promise<void> {
    await this.call(`/accounts/${encodeURIComponent(sub)}/password`, {
      currentPassword,
      newPassword,
    });
  }

  async changeEmail(sub: string, email: string): Promise<void> {
    await this.call(`/accounts/${encodeURIComponent(sub)}/email`, { email });
  }
}

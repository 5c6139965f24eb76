import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  UnauthorizedException,
} from '@nestjs/common';
import type { VanityConfig } from '../config/vanity-env';
import { apiKeyOf, KeyMatcher, type KeyedRequest } from '@bytewire/service-kit';

export const API_KEY_MESSAGE = 'A valid API key is required';
export const ADMIN_KEY_MESSAGE = 'The admin key is required to refresh the dictionary';

/**
 * The `x-api-key` check of the endpoints: the admin key (VANITY_ADMIN_KEY) passes every guard,
 * the callers' key (VANITY_API_KEY) those that allow it; a callers' key where only the admin
 * key passes is a 403, any other key or none a 401.
 */
export abstract class KeyGuard implements CanActivate {
  /** Whether the callers' key is enough. */
  protected abstract readonly callerKeyAllowed: boolean;
  private readonly caller: KeyMatcher;
  private readonly admin: KeyMatcher;

  constructor(config: VanityConfig) {
    this.caller = new KeyMatcher(config.apiKey);
    this.admin = new KeyMatcher(config.adminKey);
  }

  canActivate(context: ExecutionContext): boolean {
    const given = apiKeyOf(context.switchToHttp().getRequest<KeyedRequest>());
    // Both comparisons run, so the time taken does not tell which key matched.
    const callerOk = given !== undefined && this.caller.matches(given);
    const adminOk = given !== undefined && this.admin.matches(given);
    if (adminOk || (callerOk && this.callerKeyAllowed)) return true;
    if (callerOk) throw new ForbiddenException(ADMIN_KEY_MESSAGE);
    throw new UnauthorizedException({ statusCode: 401, message: API_KEY_MESSAGE });
  }
}

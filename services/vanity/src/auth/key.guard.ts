import type { CanActivate, ExecutionContext } from '@nestjs/common';
import type { VanityConfig } from '../config/vanity-env';
import { API_KEY_MESSAGE, ServiceKeys, type KeyedRequest } from '@bytewire/service-kit';

export { API_KEY_MESSAGE };
export const ADMIN_KEY_MESSAGE = 'The admin key is required to refresh the dictionary';

/**
 * The `x-api-key` check of the endpoints: the admin key (VANITY_ADMIN_KEY) passes every guard,
 * the callers' key (VANITY_API_KEY) those that allow it; a callers' key where only the admin
 * key passes is a 403, any other key or none a 401.
 */
export abstract class KeyGuard implements CanActivate {
  /** Whether the callers' key is enough. */
  protected abstract readonly callerKeyAllowed: boolean;
  private readonly keys: ServiceKeys;

  constructor(config: VanityConfig) {
    this.keys = new ServiceKeys(config.vanityApiKey, config.vanityAdminKey);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<KeyedRequest>();
    this.keys.require(request, this.callerKeyAllowed, ADMIN_KEY_MESSAGE);
    return true;
  }
}

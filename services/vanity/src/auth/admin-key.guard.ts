import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { VanityConfig } from '../config/vanity-env';
import { API_KEY_MESSAGE } from './api-key.guard';
import { apiKeyOf, KeyMatcher, type KeyedRequest } from './key-match';

export const ADMIN_KEY_MESSAGE = 'The admin key is required to refresh the dictionary';

/**
 * The refresh needs VANITY_ADMIN_KEY as header `x-api-key`: 401 without a known key, 403 with
 * the callers' key (known, but not allowed to force refreshes).
 */
@Injectable()
export class AdminKeyGuard implements CanActivate {
  private readonly caller: KeyMatcher;
  private readonly admin: KeyMatcher;

  constructor(config: VanityConfig) {
    this.caller = new KeyMatcher(config.apiKey);
    this.admin = new KeyMatcher(config.adminKey);
  }

  canActivate(context: ExecutionContext): boolean {
    const given = apiKeyOf(context.switchToHttp().getRequest<KeyedRequest>());
    const adminOk = given !== undefined && this.admin.matches(given);
    const callerOk = given !== undefined && this.caller.matches(given);
    if (adminOk) return true;
    if (callerOk) throw new ForbiddenException(ADMIN_KEY_MESSAGE);
    throw new UnauthorizedException({ statusCode: 401, message: API_KEY_MESSAGE });
  }
}

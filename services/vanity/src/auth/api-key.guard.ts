import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { VanityConfig } from '../config/vanity-env';
import { apiKeyOf, KeyMatcher, type KeyedRequest } from './key-match';

export const API_KEY_MESSAGE = 'A valid API key is required';

/**
 * Lookups and the dictionary need VANITY_API_KEY as header `x-api-key` (the gateway sends it).
 * The admin key is accepted too: an operator checking the result of a refresh needs no second key.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
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
    if (!callerOk && !adminOk) {
      throw new UnauthorizedException({ statusCode: 401, message: API_KEY_MESSAGE });
    }
    return true;
  }
}

import { API_KEY_MESSAGE, apiKeyOf, KeyMatcher, type KeyedRequest } from '@bytewire/service-kit';
import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { ContentConfig } from '../config/environment';

export { API_KEY_MESSAGE };

interface KeyedQueryRequest extends KeyedRequest {
  query?: unknown;
}

/**
 * Every content platform endpoint (`/api/neutron/...`, see `ApiKeyRequired`) needs the API key, as header `x-api-key` or query `apiKey`. Digests of equal
 * length are compared in constant time, so the comparison leaks neither content nor length.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  private readonly key: KeyMatcher;

  constructor(config: ContentConfig) {
    this.key = new KeyMatcher(config.contentApiKey);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<KeyedQueryRequest>();
    const query = request.query as Record<string, unknown> | undefined;
    const given =
      apiKeyOf(request) ?? (typeof query?.apiKey === 'string' ? query.apiKey : undefined);
    if (!this.key.matches(given)) {
      throw new UnauthorizedException({ statusCode: 401, message: API_KEY_MESSAGE });
    }
    return true;
  }
}

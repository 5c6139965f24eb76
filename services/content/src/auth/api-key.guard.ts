import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import { ContentConfig } from '../config/environment';

export const API_KEY_MESSAGE = 'A valid API key is required';

interface KeyedRequest {
  headers: Record<string, string | string[] | undefined>;
  query?: unknown;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Every content platform endpoint (`/api/neutron/...`, see `ApiKeyRequired`) needs the API key, as header `x-api-key` or query `apiKey`. Digests of equal
 * length are compared in constant time, so the comparison leaks neither content nor length.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  private readonly expected: Buffer;

  constructor(config: ContentConfig) {
    this.expected = digest(config.apiKey);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<KeyedRequest>();
    const header = request.headers['x-api-key'];
    const query = request.query as Record<string, unknown> | undefined;
    const given =
      typeof header === 'string'
        ? header
        : typeof query?.apiKey === 'string'
          ? query.apiKey
          : undefined;
    if (given === undefined || !timingSafeEqual(digest(given), this.expected)) {
      throw new UnauthorizedException({ statusCode: 401, message: API_KEY_MESSAGE });
    }
    return true;
  }
}

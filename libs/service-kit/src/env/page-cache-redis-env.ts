/**
 * PAGE_CACHE_REDIS_URL: the Redis of disposable data (the page cache), apart from REDIS_URL,
 * the Redis of state (accounts, sessions, short URLs, flags, queues). Declared by every service
 * that stores pages (the gateway, the page warmer) beside its REDIS_URL:
 * `@PageCacheRedisUrl() PAGE_CACHE_REDIS_URL!: string;`
 */
import { Transform } from 'class-transformer';
import { IsOptional, IsUrl } from 'class-validator';
import { REDIS_URL_RULE } from '../redis/redis-url';
import { DefaultsTo } from './defaults-to';

export const PAGE_CACHE_REDIS_URL_RULE = 'PAGE_CACHE_REDIS_URL must be a redis:// or rediss:// URL';

/**
 * The rules of PAGE_CACHE_REDIS_URL: a redis:// or rediss:// URL; unset or empty (a compose
 * file's `${VAR:-}`), REDIS_URL's value, so that one Redis serves both roles until an operator
 * runs a cache Redis apart (`maxmemory`, `allkeys-lru`, no persistence; docs/operations.md).
 */
export function PageCacheRedisUrl(): PropertyDecorator {
  return (target, property) => {
    Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))(
      target,
      property,
    );
    IsOptional()(target, property);
    IsUrl(REDIS_URL_RULE, { message: PAGE_CACHE_REDIS_URL_RULE })(target, property);
    DefaultsTo('REDIS_URL')(target, property);
  };
}

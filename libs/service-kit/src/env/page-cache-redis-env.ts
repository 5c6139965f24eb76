/**
 * PAGE_CACHE_REDIS_URL: the Redis of disposable data (the page cache), apart from REDIS_URL,
 * the Redis of state (accounts, sessions, short URLs, flags, queues). Declared by every service
 * that stores pages (the gateway, the page warmer) beside its REDIS_URL:
 * `@PageCacheRedisUrl() PAGE_CACHE_REDIS_URL!: string;`
 */
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { DefaultsTo } from './defaults-to';
import { IsRedisUrl, redisUrlMessage } from './is-redis-url';

export const PAGE_CACHE_REDIS_URL_RULE = redisUrlMessage('PAGE_CACHE_REDIS_URL');

/**
 * The rules of PAGE_CACHE_REDIS_URL: a Redis URL (IsRedisUrl); unset or empty (a compose
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
    IsRedisUrl()(target, property);
    DefaultsTo('REDIS_URL')(target, property);
  };
}

import { IsUrl } from 'class-validator';
import { REDIS_URL_RULE } from '../redis/redis-url';

/** The start-up message of a Redis URL variable that is not one, naming every accepted form. */
export const redisUrlMessage = (variable: string): string =>
  `${variable} must be a redis://, rediss://, redis+cluster:// or rediss+cluster:// URL`;

/**
 * A Redis URL variable: one Redis (`redis://`, `rediss://`) or a Redis Cluster
 * (`redis+cluster://`, `rediss+cluster://`; validateEnv checks every node). The message names
 * the variable: `@IsRedisUrl() REDIS_URL!: string;`.
 */
export function IsRedisUrl(): PropertyDecorator {
  return (target, property) =>
    IsUrl(REDIS_URL_RULE, { message: redisUrlMessage(String(property)) })(target, property);
}

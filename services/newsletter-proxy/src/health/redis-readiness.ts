import { type DependencyCheck, DependencyCheckProvider } from '@bytewire/service-kit';
import { ProxyRedis } from '../store/proxy-redis';

/**
 * Whether Redis answers (profiles and subscriptions are there). A reported dependency, not a readiness
 * check: Redis is shared by every replica, so pulling pods for it would help no one.
 */
@DependencyCheckProvider()
export class RedisReadiness implements DependencyCheck {
  readonly name = 'redis';

  constructor(private readonly redis: ProxyRedis) {}

  check(): Promise<void> {
    return this.redis.ping();
  }
}

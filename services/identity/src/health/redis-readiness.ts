import { type DependencyCheck, DependencyCheckProvider } from '@bytewire/service-kit';
import { IdentityRedis } from '../store/identity-redis';

/**
 * Whether Redis answers (accounts and sessions are there). A reported dependency, not a readiness
 * check: Redis is shared by every replica, so pulling pods for it would help no one.
 */
@DependencyCheckProvider()
export class RedisReadiness implements DependencyCheck {
  readonly name = 'redis';

  constructor(private readonly redis: IdentityRedis) {}

  check(): Promise<void> {
    return this.redis.ping();
  }
}

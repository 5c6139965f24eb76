import { type ReadinessCheck, ReadinessCheckProvider } from '@bytewire/service-kit';
import { IdentityRedis } from '../store/identity-redis';

/** Ready while Redis answers: accounts and sessions are there. */
@ReadinessCheckProvider()
export class RedisReadiness implements ReadinessCheck {
  readonly name = 'redis';

  constructor(private readonly redis: IdentityRedis) {}

  check(): Promise<void> {
    return this.redis.ping();
  }
}

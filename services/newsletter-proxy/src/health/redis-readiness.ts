import { type ReadinessCheck, ReadinessCheckProvider } from '@bytewire/service-kit';
import { ProxyRedis } from '../store/proxy-redis';

/** Ready while Redis answers: profiles and subscriptions are there. */
@ReadinessCheckProvider()
export class RedisReadiness implements ReadinessCheck {
  readonly name = 'redis';

  constructor(private readonly redis: ProxyRedis) {}

  check(): Promise<void> {
    return this.redis.ping();
  }
}

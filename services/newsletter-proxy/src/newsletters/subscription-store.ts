import { Injectable } from '@nestjs/common';
import type { Subscription } from '../readers/readers-backend';
import { ProxyRedis } from '../store/proxy-redis';

/** A reader's subscriptions: a hash per reader, newsletter id → when subscribed. */
@Injectable()
export class SubscriptionStore {
  constructor(private readonly redis: ProxyRedis) {}

  private key(sub: string): string {
    return `${this.redis.prefix}subscriptions:${sub}`;
  }

  async list(sub: string): Promise<Subscription[]> {
    const all = await this.redis.client.hgetall(this.key(sub));
    return Object.entries(all)
      .map(([newsletterId, subscribedAt]) => ({ newsletterId, subscribedAt }))
      .sort((a, b) => a.newsletterId.localeCompare(b.newsletterId));
  }

  /** Subscribes (keeping the first date when already subscribed). */
  async subscribe(sub: string, newsletterId: string): Promise<void> {
    await this.redis.client.hsetnx(this.key(sub), newsletterId, new Date().toISOString());
  }

  async unsubscribe(sub: string, newsletterId: string): Promise<void> {
    await this.redis.client.hdel(this.key(sub), newsletterId);
  }
}

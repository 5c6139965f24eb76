import { RedisOutbox } from '@bytewire/outbox';
import { Injectable, Logger } from '@nestjs/common';
import { IdentityRedis } from '../store/identity-redis';

/**
 * The cluster's local outbox (@bytewire/outbox), where the provider's mails go: read at
 * `GET /outbox` by an operator or a test, so that password reset works with no mail host.
 */
@Injectable()
export class Outbox extends RedisOutbox {
  constructor(redis: IdentityRedis) {
    super(redis.client, new Logger(Outbox.name));
  }
}

import { RedisOutbox } from '@bytewire/outbox';
import { Injectable, Logger } from '@nestjs/common';
import { ProxyRedis } from '../store/proxy-redis';

/** The cluster's local outbox (@bytewire/outbox): email-a-friend mails go there. */
@Injectable()
export class Outbox extends RedisOutbox {
  constructor(redis: ProxyRedis) {
    super(redis.client, new Logger(Outbox.name));
  }
}

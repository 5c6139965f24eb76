/** The cluster's local outbox (see `RedisOutbox`). */
export {
  OUTBOX_CAPACITY,
  OUTBOX_KEY,
  RedisOutbox,
  type Mail,
  type OutboxLogger,
} from './redis-outbox';

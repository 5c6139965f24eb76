import type { Cluster, Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';

/** One list for the whole cluster: the identity provider's mails and the site's alike. */
export const OUTBOX_KEY = 'bytewire:outbox';
/** The outbox keeps the latest mails only. */
export const OUTBOX_CAPACITY = 500;

export interface Mail {
  id: string;
  to: string;
  /** The sender's address when a reader sends it (email-a-friend); the site's otherwise. */
  replyTo?: string;
  subject: string;
  text: string;
  sentAt: string;
}

export interface OutboxLogger {
  log(context: Record<string, unknown>, message: string): void;
}

/**
 * Where the cluster's mails go: a bounded list in Redis, newest first. A mail is logged as
 * sent (its id and subject), never with its body: bodies carry reset links and readers' words.
 */
export class RedisOutbox {
  constructor(
    private readonly redis: Redis | Cluster,
    private readonly logger: OutboxLogger,
  ) {}

  async send(mail: Omit<Mail, 'id' | 'sentAt'>): Promise<Mail> {
    const stored: Mail = { id: randomUUID(), sentAt: new Date().toISOString(), ...mail };
    await this.redis
      .multi()
      .lpush(OUTBOX_KEY, JSON.stringify(stored))
      .ltrim(OUTBOX_KEY, 0, OUTBOX_CAPACITY - 1)
      .exec();
    this.logger.log({ mailId: stored.id, subject: stored.subject }, 'mail put in the outbox');
    return stored;
  }

  /** The latest mails, newest first; to one address (compared without case) when given. */
  async read(to?: string): Promise<Mail[]> {
    const mails = (await this.redis.lrange(OUTBOX_KEY, 0, -1)).map(
      (line) => JSON.parse(line) as Mail,
    );
    if (to === undefined) return mails;
    const wanted = to.trim().toLowerCase();
    return mails.filter((mail) => mail.to.toLowerCase() === wanted);
  }
}

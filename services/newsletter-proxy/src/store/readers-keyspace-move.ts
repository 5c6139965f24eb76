import { KeyspaceMove, untaggedKeyspaceOf } from '@bytewire/service-kit';
import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { ProxyConfig } from '../config/proxy-config';
import { ProxyRedis, READERS_KEYSPACE } from './proxy-redis';

/**
 * Moves the keys of the layout before hash tags (`bytewire:readers:<site>:`: profiles, username
 * indexes, subscriptions, spent captchas, rate windows) under the proxy's tagged prefix, once
 * (issue 26). The start waits for the first try, so that no profile change runs before the
 * profiles and username claims are where they are read; with Redis down that try fails within
 * the command budget and the move goes on in the background (KeyspaceMove). Stopped on shutdown.
 */
@Injectable()
export class ReadersKeyspaceMove implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ReadersKeyspaceMove.name);
  private readonly move: KeyspaceMove;

  constructor(redis: ProxyRedis, config: ProxyConfig) {
    this.move = new KeyspaceMove(
      redis.client,
      untaggedKeyspaceOf(READERS_KEYSPACE, config.siteId),
      redis.prefix,
      this.logger,
    );
  }

  /** Whether the keys of the former layout are where the proxy reads them. */
  get done(): boolean {
    return this.move.done;
  }

  onApplicationBootstrap(): Promise<void> {
    return this.move.start();
  }

  onModuleDestroy(): void {
    this.move.stop();
  }
}

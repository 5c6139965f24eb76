import { type DependencyCheck, DependencyCheckProvider } from '@bytewire/service-kit';
import { Injectable } from '@nestjs/common';
import { PageStore } from '../warm/page-store';

/**
 * Whether Redis answers (the queue and the page cache are there). A reported dependency, not a
 * readiness check: Redis is shared by every replica; whether this warmer's own work runs is
 * for a readiness check of its own.
 */
@Injectable()
@DependencyCheckProvider()
export class RedisReadiness implements DependencyCheck {
  readonly name = 'redis';

  constructor(private readonly pages: PageStore) {}

  check(): Promise<void> {
    return this.pages.ping();
  }
}

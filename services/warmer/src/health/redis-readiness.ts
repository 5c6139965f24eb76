import { type ReadinessCheck, ReadinessCheckProvider } from '@bytewire/service-kit';
import { Injectable } from '@nestjs/common';
import { PageStore } from '../warm/page-store';

/** Ready while Redis answers: the queue and the page cache are there. */
@Injectable()
@ReadinessCheckProvider()
export class RedisReadiness implements ReadinessCheck {
  readonly name = 'redis';

  constructor(private readonly pages: PageStore) {}

  check(): Promise<void> {
    return this.pages.ping();
  }
}

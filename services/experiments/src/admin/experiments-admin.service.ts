import type { TestDefinition } from '@bytewire/experiments';
import { Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { type AdminWriteResult, ExperimentsMetrics } from '../metrics/experiments-metrics';
import { DefinitionsFloor } from '../store/definitions-floor';
import { ExperimentsState, type StateSource } from '../store/experiments-state';
import { ExperimentsSync } from '../store/experiments-sync';
import { RedisExperimentsStore, StoreUnavailableError } from '../store/redis-experiments-store';

/** What the admin reads: the definitions and flags decisions are made with. */
export interface HeldExperiments {
  /** The Redis version (0: no changes); null while only the configured ones are held (Redis never read). */
  version: number | null;
  source: StateSource;
  tests: readonly TestDefinition[];
  flags: Readonly<Record<string, boolean>>;
}

export const STORE_DOWN_MESSAGE = 'Redis is unavailable: the change was not saved; try again later';

/**
 * Admin changes: each is one Redis transaction that also bumps the version (other replicas
 * pick it up at their next poll), then the definitions held here are reloaded at once. With
 * Redis down a change is refused (503), never kept only in this process.
 */
@Injectable()
export class ExperimentsAdmin {
  private readonly logger = new Logger(ExperimentsAdmin.name);

  constructor(
    private readonly store: RedisExperimentsStore,
    private readonly sync: ExperimentsSync,
    private readonly state: ExperimentsState,
    private readonly metrics: ExperimentsMetrics,
    private readonly floor: DefinitionsFloor,
  ) {}

  async putTest(test: TestDefinition): Promise<{ version: number; created: boolean }> {
    const result = await this.write('test', 'put', () =>
      this.store.putTest(test, this.floor.isDefaultTest(test.id)),
    );
    this.logger.log({ id: test.id, created: result.created }, 'test definition saved');
    return result;
  }

  async deleteTest(id: string): Promise<number> {
    const version = await this.write('test', 'delete', () =>
      this.store.deleteTest(id, this.floor.isDefaultTest(id)),
    );
    if (version === undefined) {
      this.metrics.adminWrites.inc({ target: 'test', operation: 'delete', result: 'not_found' });
      throw new NotFoundException(`No test with id ${JSON.stringify(id)}`);
    }
    this.logger.log({ id }, 'test definition deleted');
    return version;
  }

  async putFlag(name: string, value: boolean): Promise<number> {
    const version = await this.write('flag', 'put', () => this.store.putFlag(name, value));
    this.logger.log({ name, default: value }, 'flag default saved');
    return version;
  }

  /** The definitions held now, reloaded from Redis first when it answers. */
  async current(): Promise<HeldExperiments> {
    await this.sync.poll();
    const snapshot = this.state.snapshot;
    return {
      version: snapshot?.version ?? null,
      source: snapshot?.source ?? 'initial',
      tests: snapshot?.tests ?? [],
      flags: snapshot?.flags ?? {},
    };
  }

  private async write<T>(
    target: 'test' | 'flag',
    operation: 'put' | 'delete',
    run: () => Promise<T>,
  ): Promise<T> {
    let result: T;
    try {
      result = await run();
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      this.count(target, operation, 'unavailable');
      throw new ServiceUnavailableException(STORE_DOWN_MESSAGE);
    }
    if (result !== undefined) this.count(target, operation, 'ok');
    // Decisions here see the change at once; a failed reload leaves it to the next poll.
    await this.sync.loadFromRedis();
    return result;
  }

  private count(target: string, operation: string, result: AdminWriteResult): void {
    this.metrics.adminWrites.inc({ target, operation, result });
  }
}

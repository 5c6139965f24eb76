import type { TestDefinition } from '@bytewire/experiments';
import type { FeatureDefinition } from '@bytewire/experiments/engine';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { AuditEntry } from '../audit/audit-entry';
import { isBooleanFeature } from '../feature-definitions/feature-definition.schema';
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
  /** Features set through the admin API (the site's flags are not among them). */
  features: Readonly<Record<string, FeatureDefinition>>;
}

export const STORE_DOWN_MESSAGE = 'Redis is unavailable: the change was not saved; try again later';

/**
 * Admin changes: each is one Redis transaction that also bumps the version (other replicas
 * pick it up at their next poll), then the definitions held here are reloaded at once. With
 * Redis down a change is refused (503), never kept only in this process. Each change names
 * its actor, kept with it in the audit trail (`x-actor`, see audit/actor.ts).
 *
 * A feature named as a site flag (`ads`, ...) overrides the flag in the SDK payload, so it must
 * keep boolean values (the site reads flags as booleans); a flag cannot be set while a feature
 * of its name has other values. Checked against the definitions held: two replicas changing
 * the same name at the same moment are not serialised against each other.
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

  async putTest(
    test: TestDefinition,
    actor: string,
  ): Promise<{ version: number; created: boolean }> {
    const result = await this.write('test', 'put', () =>
      this.store.putTest(
        test,
        this.floor.isDefaultTest(test.id),
        actor,
        this.floor.configuredTest(test.id),
      ),
    );
    this.logger.log({ id: test.id, created: result.created, actor }, 'test definition saved');
    return result;
  }

  async deleteTest(id: string, actor: string): Promise<number> {
    const version = await this.write('test', 'delete', () =>
      this.store.deleteTest(id, this.floor.isDefaultTest(id), actor, this.floor.configuredTest(id)),
    );
    if (version === undefined) {
      this.metrics.adminWrites.inc({ target: 'test', operation: 'delete', result: 'not_found' });
      throw new NotFoundException(`No test with id ${JSON.stringify(id)}`);
    }
    this.logger.log({ id, actor }, 'test definition deleted');
    return version;
  }

  async putFlag(name: string, value: boolean, actor: string): Promise<number> {
    const feature = (await this.current()).features[name];
    if (feature && !isBooleanFeature(feature)) {
      throw new ConflictException(
        `the feature ${name} has values other than true/false: a site flag of that name would read them; change or delete the feature first`,
      );
    }
    const configured = this.floor.configured.flags[name];
    const version = await this.write('flag', 'put', () =>
      this.store.putFlag(name, value, actor, configured),
    );
    this.logger.log({ name, default: value, actor }, 'flag default saved');
    return version;
  }

  async putFeature(
    key: string,
    definition: FeatureDefinition,
    actor: string,
  ): Promise<{ version: number; created: boolean }> {
    if (Object.hasOwn((await this.current()).flags, key) && !isBooleanFeature(definition)) {
      throw new BadRequestException(
        `${key} is a flag of the site, which reads it as a boolean: its defaultValue, force values and variations must be true or false`,
      );
    }
    const result = await this.write('feature', 'put', () =>
      this.store.putFeature(key, definition, actor),
    );
    this.logger.log({ key, created: result.created, actor }, 'feature definition saved');
    return result;
  }

  async deleteFeature(key: string, actor: string): Promise<number> {
    const version = await this.write('feature', 'delete', () =>
      this.store.deleteFeature(key, actor),
    );
    if (version === undefined) {
      this.metrics.adminWrites.inc({ target: 'feature', operation: 'delete', result: 'not_found' });
      throw new NotFoundException(`No feature with key ${JSON.stringify(key)}`);
    }
    this.logger.log({ key, actor }, 'feature definition deleted');
    return version;
  }

  /** The audit trail kept in Redis, newest first (503 while Redis is down). */
  async audit(): Promise<AuditEntry[]> {
    try {
      return await this.store.readAudit();
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      throw new ServiceUnavailableException('Redis is unavailable: the audit trail cannot be read');
    }
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
      features: snapshot?.features ?? {},
    };
  }

  private async write<T>(
    target: 'test' | 'flag' | 'feature',
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

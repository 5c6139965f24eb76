/**
 * The experiments service's definitions, held here so that the gateway decides page requests
 * itself (`decide` of @bytewire/experiments, the service's own rules) instead of calling the
 * service on every page, as GrowthBook's and LaunchDarkly's server SDKs evaluate locally. Read
 * at start and every EXPERIMENTS_SYNC_INTERVAL_MS with If-None-Match (a 304 costs nothing), so
 * an admin change reaches pages within about that interval. A failed read keeps what is held
 * (decisions go on while the service or its Redis is down); with nothing held yet (the service
 * down since start, or one without the endpoint) pages ask `POST /experiments/decide`. A set
 * that drops every flag held is never adopted (see `dropsEveryFlag`).
 */
import { ExperimentsClientError, type DecisionDefinitions } from '@bytewire/experiments';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { GatewayEnv } from '../config/gateway-env';
import { ExperimentsClient } from './experiments-client';
import { ExperimentsMetrics } from './experiments-metrics';

/**
 * Whether `next` would take away every flag held: flags are never deleted through the
 * experiments service (its configured defaults are the floor), so such a set is a fault
 * upstream (an older service over an emptied Redis), and adopting it would drop the consent
 * flag from every page. The flags held stay until a set with flags comes.
 */
export function dropsEveryFlag(
  held: DecisionDefinitions | undefined,
  next: DecisionDefinitions,
): boolean {
  return (
    held !== undefined && Object.keys(held.flags).length > 0 && Object.keys(next.flags).length === 0
  );
}

@Injectable()
export class ExperimentsDefinitions implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ExperimentsDefinitions.name);
  private readonly intervalMs: number;
  private held: DecisionDefinitions | undefined;
  private etag: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private reading = false;
  private failing = false;
  private refusing = false;

  constructor(
    private readonly client: ExperimentsClient,
    private readonly metrics: ExperimentsMetrics,
    config: ConfigService<GatewayEnv, true>,
  ) {
    this.intervalMs = client.configured
      ? config.get('EXPERIMENTS_SYNC_INTERVAL_MS', { infer: true })
      : 0;
  }

  /** The definitions to decide with; undefined: ask the service. */
  get current(): DecisionDefinitions | undefined {
    return this.held;
  }

  async onModuleInit(): Promise<void> {
    if (this.intervalMs === 0) return;
    // The first read is awaited (within the client's budget): pages decide here from the start.
    await this.read();
    this.timer = setInterval(() => void this.read(), this.intervalMs);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** One read; never throws. */
  async read(): Promise<void> {
    if (this.reading) return;
    this.reading = true;
    try {
      const answer = await this.client.definitions(this.etag);
      if (answer === 'unchanged') {
        this.metrics.synced('unchanged');
      } else if (dropsEveryFlag(this.held, answer.definitions)) {
        // Its ETag is not kept: the next read asks for the whole set again.
        this.metrics.synced('refused');
        if (!this.refusing) {
          this.logger.warn(
            { version: answer.definitions.version, heldVersion: this.held?.version },
            'experiments definitions without any flag refused; deciding with those held',
          );
        }
        this.refusing = true;
      } else {
        this.refusing = false;
        this.held = answer.definitions;
        this.etag = answer.etag;
        this.metrics.synced('changed');
        this.logger.log(
          { version: answer.definitions.version, tests: answer.definitions.tests.length },
          'experiments definitions read: pages are decided here',
        );
      }
      if (this.failing) this.logger.log('experiments definitions readable again');
      this.failing = false;
    } catch (error) {
      const failure = error instanceof ExperimentsClientError ? error.failure : 'bad-answer';
      this.metrics.synced(failure);
      // Once per failing spell, not on every read.
      if (!this.failing) {
        this.logger.warn(
          { outcome: failure, held: this.held !== undefined },
          `experiments definitions not read (${error instanceof Error ? error.message : String(error)}); ${
            this.held ? 'deciding with those held' : 'pages ask the experiments service'
          }`,
        );
      }
      this.failing = true;
    } finally {
      this.reading = false;
    }
  }
}

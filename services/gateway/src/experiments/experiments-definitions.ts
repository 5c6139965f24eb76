/**
 * The experiments service's definitions, held here so that the gateway decides page requests
 * itself (`decide` of @bytewire/experiments, the service's own rules) instead of calling the
 * service on every page, as GrowthBook's and LaunchDarkly's server SDKs evaluate locally. A
 * held dictionary of the service kit (HeldDictionary, the one pattern for Redis-held
 * dictionaries: docs/adr/0001-held-dictionaries.md): read at start and every
 * EXPERIMENTS_SYNC_INTERVAL_MS with If-None-Match (a 304 costs nothing), so an admin change
 * reaches pages within about that interval. A failed read keeps what is held (decisions go on
 * while the service or its Redis is down); with nothing held yet (the service down since
 * start, or one without the endpoint) pages ask `POST /experiments/decide`. A set that drops
 * every flag held is never adopted (see `dropsEveryFlag`).
 */
import {
  DEFINITIONS_PATH,
  parseDefinitions,
  type DecisionDefinitions,
} from '@bytewire/experiments';
import { HeldDictionary, UpstreamMetrics } from '@bytewire/service-kit';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { GatewayConfig } from '../config/gateway-config';
import { ExperimentsMetrics } from './experiments-metrics';

/** Tests and flags held at most: far above any real set, a bound on a faulty one. */
export const MAX_DEFINITIONS_ENTRIES = 10_000;
/** Bytes of the definitions' answer at most. */
export const MAX_DEFINITIONS_BYTES = 8 * 1024 * 1024;

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
  private readonly held: HeldDictionary<DecisionDefinitions>;

  constructor(metrics: ExperimentsMetrics, config: GatewayConfig, upstreams: UpstreamMetrics) {
    const baseUrl = config.experimentsUrl?.replace(/\/+$/, '');
    this.held = new HeldDictionary<DecisionDefinitions>({
      name: 'experiments definitions',
      url: `${baseUrl ?? ''}${DEFINITIONS_PATH}`,
      headers: { 'x-api-key': config.experimentsApiKey ?? '' },
      timeoutMs: config.experimentsTimeoutMs,
      intervalMs: baseUrl ? config.experimentsSyncIntervalMs : 0,
      parse: parseDefinitions,
      entriesOf: (d) => d.tests.length + Object.keys(d.flags).length,
      maxEntries: MAX_DEFINITIONS_ENTRIES,
      maxBytes: MAX_DEFINITIONS_BYTES,
      refuse: (held, next) =>
        dropsEveryFlag(held, next) ? 'no flag at all, where flags are held' : undefined,
      describe: (d) => ({ version: d.version, tests: d.tests.length }),
      withoutCopy: 'pages ask the experiments service',
      fetchImpl: upstreams.timedFetch('experiments'),
      logger: new Logger(ExperimentsDefinitions.name),
      onRead: (outcome) => metrics.synced(outcome),
    });
  }

  /** The definitions to decide with; undefined: ask the service. */
  get current(): DecisionDefinitions | undefined {
    return this.held.current;
  }

  /** The first read is awaited (within the budget): pages decide here from the start. */
  onModuleInit(): Promise<void> {
    return this.held.start();
  }

  onModuleDestroy(): void {
    this.held.stop();
  }

  /** One read; never throws. */
  async read(): Promise<void> {
    await this.held.read();
  }
}

/**
 * One decision per page request from the experiments service (`createExperimentsClient` of
 * @bytewire/experiments), with the server-side key and one short budget over the whole
 * exchange (EXPERIMENTS_TIMEOUT_MS). Every failure (time-out, refused connection, non-200, an
 * answer that is no decision) is logged as a warning with the request id, counted, and is "no
 * decision": the page goes on with no test and no flags.
 */
import {
  createExperimentsClient,
  ExperimentsClientError,
  type Decision,
  type DecisionRequest,
  type ExperimentsClient as LibClient,
} from '@bytewire/experiments';
import { UpstreamMetrics } from '@bytewire/service-kit';
import { Injectable, Logger } from '@nestjs/common';
import { GatewayConfig } from '../config/gateway-config';
import { ExperimentsMetrics } from './experiments-metrics';

@Injectable()
export class ExperimentsClient {
  private readonly logger = new Logger(ExperimentsClient.name);
  private readonly client: LibClient | undefined;

  constructor(
    config: GatewayConfig,
    private readonly metrics: ExperimentsMetrics,
    upstreams: UpstreamMetrics,
  ) {
    const baseUrl = config.experimentsUrl;
    this.client = baseUrl
      ? createExperimentsClient({
          baseUrl,
          apiKey: config.experimentsApiKey ?? '',
          timeoutMs: config.experimentsTimeoutMs,
          fetchImpl: upstreams.timedFetch('experiments'),
        })
      : undefined;
  }

  /** Whether an experiments service is configured at all. */
  get configured(): boolean {
    return this.client !== undefined;
  }

  /** The decision, or undefined when the feature is off and after any failure. */
  async decide(request: DecisionRequest, requestId: string): Promise<Decision | undefined> {
    if (!this.client) return undefined;
    try {
      const decision = await this.client.decide(request, requestId);
      this.metrics.count('decided');
      return decision;
    } catch (error) {
      const failure = error instanceof ExperimentsClientError ? error.failure : 'bad-answer';
      this.metrics.count(failure);
      this.logger.warn(
        { requestId, outcome: failure, path: request.context.path },
        `experiments decision failed, page served without tests or flags: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
      return undefined;
    }
  }
}

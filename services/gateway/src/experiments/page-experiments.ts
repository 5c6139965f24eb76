/**
 * A/B tests and feature flags of a page request (spec 001 s4, s6, s7): the decision for the
 * request, as headers for render and for the browser. Made here with the definitions held
 * (ExperimentsDefinitions: no call per page), else asked of the experiments service. Never
 * fails: with the feature off, a failed or a slow service, it is no test and no flags.
 */
import { decideWith } from '@bytewire/experiments';
import { Injectable } from '@nestjs/common';
import type { PageRequestContext } from '../request/page-request-context';
import { decisionHeaders, NO_DECISION_HEADERS, type DecisionHeaders } from './decision-headers';
import { decisionRequestOf } from './decision-request';
import { ExperimentsClient } from './experiments-client';
import { ExperimentsDefinitions } from './experiments-definitions';
import { ExperimentsMetrics } from './experiments-metrics';

@Injectable()
export class PageExperiments {
  constructor(
    private readonly client: ExperimentsClient,
    private readonly definitions: ExperimentsDefinitions,
    private readonly metrics: ExperimentsMetrics,
  ) {}

  /** The decision's headers, also kept in the context (`context.experiments`) for later steps. */
  async decide(context: PageRequestContext): Promise<DecisionHeaders> {
    return (context.experiments = await this.headersFor(context));
  }

  private async headersFor(context: PageRequestContext): Promise<DecisionHeaders> {
    if (!this.client.configured) return NO_DECISION_HEADERS;
    const held = this.definitions.current;
    if (held) {
      const decision = decideWith(held, decisionRequestOf(context));
      this.metrics.count('local');
      return decisionHeaders(decision);
    }
    const decision = await this.client.decide(decisionRequestOf(context), context.requestId);
    return decisionHeaders(decision);
  }
}

/**
 * A/B tests and feature flags of a page request (spec 001 s4, s6, s7): the decision of the
 * experiments service for the request, as headers for render and for the browser. Never
 * fails: with the feature off, a failed or a slow service, it is no test and no flags.
 */
import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { ForwardablePath } from '../edge/forwardable-path';
import { decisionHeaders, NO_DECISION_HEADERS, type DecisionHeaders } from './decision-headers';
import { decisionRequestOf } from './decision-request';
import { ExperimentsClient } from './experiments-client';

@Injectable()
export class PageExperiments {
  constructor(private readonly client: ExperimentsClient) {}

  async decide(request: FastifyRequest, target: ForwardablePath): Promise<DecisionHeaders> {
    if (!this.client.configured) return NO_DECISION_HEADERS;
    const decision = await this.client.decide(decisionRequestOf(request, target), request.id);
    return decisionHeaders(decision);
  }
}

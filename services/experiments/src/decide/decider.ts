import { type Decision, decideWith, VISITOR_COOKIE } from '@bytewire/experiments';
import { Injectable } from '@nestjs/common';
import { ExperimentsMetrics } from '../metrics/experiments-metrics';
import { ExperimentsState } from '../store/experiments-state';
import type { CheckedDecisionRequest } from './decision-request';

/**
 * Decisions for the site's gateway and other products: made in process with the definitions
 * and flags held, so never waiting on Redis; counted by outcome.
 */
@Injectable()
export class Decider {
  constructor(
    private readonly state: ExperimentsState,
    private readonly metrics: ExperimentsMetrics,
  ) {}

  decide(body: CheckedDecisionRequest): Decision {
    const held = this.state.snapshot;
    const cookies = body.cookies ?? {};
    const decision = decideWith(held ?? { tests: [], flags: {} }, {
      cookies,
      query: body.query ?? {},
      variationHeader: body.variationHeader,
      context: {
        path: body.context.path,
        device: body.context.device,
        edition: body.context.edition,
        userAgent: body.context.userAgent,
      },
    });
    this.metrics.countDecision(
      decision.tests.length > 0 ? 'in_test' : 'no_test',
      cookies[VISITOR_COOKIE] === decision.visitorId ? 'returning' : 'new',
    );
    return decision;
  }
}

import { setRouteLabel, validateBody } from '@bytewire/service-kit';
import { RECOMMENDATIONS_DECISION_PATH, RECOMMENDATIONS_OUTCOME_PATH } from '@bytewire/site';
import { Controller, Logger, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jsonBodyOf } from '../analytics/json-body';
import { sendJsonError } from '../edge/responses';
import { DecisionAsk, OutcomeAsk } from './recommendation-asks.dto';
import { DecisionService } from './decision-service';

export const OUTCOME_UNAVAILABLE = 'The outcome cannot be recorded now; try again later';

/**
 * The site's recommendation items (spec 001 s3, s7): a page asks for the order of its candidate
 * stories and reports a click, and the gateway calls the decision service with the key the
 * browser never holds. A failed decision is the empty decision (200, no options): the page
 * shows no recommendations, and no error. Never cached.
 */
@ApiTags('recommendations')
@Controller()
export class RecommendationsController {
  private readonly logger = new Logger(RecommendationsController.name);

  constructor(private readonly decisions: DecisionService) {}

  private ask<T extends object>(dto: new () => T, request: FastifyRequest): T {
    try {
      return validateBody(dto, jsonBodyOf(request.body));
    } catch (error) {
      this.logger.warn(
        { requestId: request.id, problem: error instanceof Error ? error.message : error },
        'recommendations: request refused',
      );
      throw error;
    }
  }

  @Post(RECOMMENDATIONS_DECISION_PATH)
  @ApiOperation({ summary: 'The order to show candidate stories in (the decision service)' })
  @ApiOkResponse({
    description: '`{ decisionId, options }`; the empty decision (`""`, `[]`) on any failure',
  })
  @ApiBadRequestResponse({ description: 'Not a decision request: the rule broken' })
  async decision(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    setRouteLabel(request, 'recommendations:decision');
    const ask = this.ask(DecisionAsk, request);
    const decision = await this.decisions.decide(ask, String(request.id));
    void reply.code(200).header('cache-control', 'no-store').send(decision);
  }

  @Post(RECOMMENDATIONS_OUTCOME_PATH)
  @ApiOperation({ summary: 'An outcome of a decision: a story shown was clicked (reward 1)' })
  @ApiNoContentResponse({ description: 'Recorded' })
  @ApiBadRequestResponse({ description: 'Not an outcome: the rule broken' })
  @ApiServiceUnavailableResponse({ description: 'The decision service cannot be reached' })
  async outcome(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    setRouteLabel(request, 'recommendations:outcome');
    const ask = this.ask(OutcomeAsk, request);
    const result = await this.decisions.outcome(ask, String(request.id));
    void reply.header('cache-control', 'no-store');
    if (result.kind === 'recorded') return void reply.code(204).send();
    if (result.kind === 'refused') return sendJsonError(reply, result.status, result.message);
    sendJsonError(reply, 503, OUTCOME_UNAVAILABLE);
  }
}

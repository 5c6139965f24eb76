/**
 * The decision service of spec 001 (`POST /v3/decision`, `POST /v2/outcome`): a multi-armed
 * bandit ordering a caller's candidate options (ids or URLs of recommendation items), with a
 * holdout kept in the given order for comparison, and outcomes (clicks, rewards) that train it.
 *
 * **Algorithm: Thompson sampling with Beta–Bernoulli arms.** An arm is an option of an agent
 * of a tenant (tenantId + agentName + option; the context's is_mobile is kept with the
 * decision, not used to split arms). Its statistics are successes S (rewards summed) and
 * failures F (1 − reward summed) over the outcomes of the slots the bandit filled. For each
 * decision every option gets a draw from Beta(1 + S, 1 + F) (two Gamma draws, Marsaglia–Tsang)
 * and the options are ranked by their draws, highest first: an option with little data draws
 * widely and is tried now and then; one with a high mean wins most draws.
 *
 * **Holdout.** Deterministic: a hash (GrowthBook's hash v2, libs/experiments) of tenantId,
 * agentName and sessionId to [0, 100); below holdoutPercent is held out. Held out means the
 * control: the options in the order given. With slotHoldout false (default) the whole session
 * is held out, every slot in the given order. With slotHoldout true each slot (position) of
 * the list is decided apart, hashing the slot index too: a held-out slot takes the first given
 * option not yet placed, the other slots the bandit's best not yet placed, so a session sees a
 * mix and about holdoutPercent of all slots are the control. Outcomes of held-out slots are
 * recorded apart (BanditStore's holdout-arms and totals) and never train the bandit.
 */
import { growthbookHashV2 } from '@bytewire/experiments';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ExperimentsConfig } from '../config/experiments-env';
import type { BanditDecisionRequest, OutcomeRequest } from './bandit-request';
import { BanditStore, type OutcomeResult, type SlotSource } from './bandit-store';
import { betaDraw, cryptoUniform, seededUniform, type Uniform } from './random';

/** The answer of `POST /v3/decision`. */
export interface BanditDecision {
  decisionId: string;
  /** The options in the order to show, at most listLength of them. */
  options: string[];
  /** Whether any slot shows the control (every one, unless slotHoldout). */
  holdout: boolean;
  /** The slots (indices of `options`) showing the control. */
  holdoutSlots: number[];
}

/** The answer of `POST /v2/outcome`. */
export interface OutcomeRecorded {
  decisionId: string;
  option: string;
  reward: number;
  /** Whether the option was shown in a held-out slot (recorded apart, trains nothing). */
  holdout: boolean;
  /** False for a repeated outcome (the same reward again): nothing changed. */
  recorded: boolean;
}

/** How an outcome request came out, for the metrics. */
export type OutcomeCount = Exclude<OutcomeResult, 'expired' | 'conflict'> | 'holdout';

/** The seed of the holdout hash: changing it would move sessions in and out of the holdout. */
const HOLDOUT_SEED = 'bytewire-decision-holdout';

/**
 * Where a session (or one of its slots) falls in [0, 100): held out below holdoutPercent.
 * Stable for a session, so a visitor keeps seeing the control (or not) from page to page.
 */
export function holdoutPoint(
  tenantId: string,
  agentName: string,
  sessionId: string,
  slot?: number,
): number {
  const value = JSON.stringify(
    slot === undefined ? [tenantId, agentName, sessionId] : [tenantId, agentName, sessionId, slot],
  );
  return growthbookHashV2(HOLDOUT_SEED, value) * 100;
}

/** The slots of a list of `length` held out for a request. */
export function holdoutSlotsOf(request: BanditDecisionRequest, length: number): number[] {
  const { tenantId, agentName, sessionId, strategy } = request;
  const { holdoutPercent, slotHoldout } = strategy;
  if (holdoutPercent <= 0) return [];
  const slots = Array.from({ length }, (_, slot) => slot);
  if (!slotHoldout) {
    return holdoutPoint(tenantId, agentName, sessionId) < holdoutPercent ? slots : [];
  }
  return slots.filter(
    (slot) => holdoutPoint(tenantId, agentName, sessionId, slot) < holdoutPercent,
  );
}

/**
 * The list to show: held-out slots take the given order's next option, the others the
 * ranking's next, no option twice. `ranking`: option indices, best first.
 */
export function fillSlots(
  options: readonly string[],
  ranking: readonly number[],
  heldOut: ReadonlySet<number>,
  length: number,
): string[] {
  const placed = new Set<number>();
  let control = 0;
  let ranked = 0;
  const shown: string[] = [];
  for (let slot = 0; slot < length; slot++) {
    let index: number;
    if (heldOut.has(slot)) {
      while (placed.has(control)) control++;
      index = control;
    } else {
      while (placed.has(ranking[ranked]!)) ranked++;
      index = ranking[ranked]!;
    }
    placed.add(index);
    shown.push(options[index]!);
  }
  return shown;
}

@Injectable()
export class Bandit {
  private readonly logger = new Logger(Bandit.name);
  private readonly uniform: Uniform;

  constructor(
    config: ExperimentsConfig,
    private readonly store: BanditStore,
  ) {
    const seed = config.decisionRandomSeed;
    if (seed === undefined) {
      this.uniform = cryptoUniform();
    } else {
      this.uniform = seededUniform(seed);
      if (config.nodeEnv === 'production') {
        this.logger.warn(
          'DECISION_RANDOM_SEED is set: the bandit draws from a seeded generator (meant for tests)',
        );
      }
    }
  }

  /** Orders the options for a request and keeps the decision for its outcomes. */
  async decide(request: BanditDecisionRequest): Promise<BanditDecision> {
    const { options, tenantId, agentName } = request;
    const length = Math.min(request.listLength, options.length);
    const holdoutSlots = holdoutSlotsOf(request, length);
    let ranking: number[] = [];
    if (holdoutSlots.length < length) {
      const stats = await this.store.armStats(tenantId, agentName, options);
      const draws = stats.map(({ successes, failures }) =>
        betaDraw(1 + successes, 1 + failures, this.uniform),
      );
      ranking = options
        .map((_option, index) => index)
        .sort((a, b) => draws[b]! - draws[a]! || a - b);
    }
    const shown = fillSlots(options, ranking, new Set(holdoutSlots), length);
    const decisionId = randomUUID();
    await this.store.recordDecision(
      {
        decisionId,
        tenantId,
        agentName,
        isMobile: request.context.isMobile,
        sessionIdType: request.sessionIdType,
        shown,
        holdoutSlots,
        at: new Date().toISOString(),
      },
      request.strategy.expirationS,
    );
    return { decisionId, options: shown, holdout: holdoutSlots.length > 0, holdoutSlots };
  }

  /**
   * Records the outcome of an option of an open decision: a 404 when the decision is unknown,
   * expired or another tenant's, a 400 when it did not answer the option, a 409 when another
   * reward was recorded for the option before (the same reward again is answered 200 with
   * `recorded: false`: a retry is harmless).
   */
  async outcome(
    request: OutcomeRequest,
  ): Promise<{ answer: OutcomeRecorded; count: OutcomeCount }> {
    const { decisionId, option, reward, tenantId } = request;
    const notFound = () =>
      new NotFoundException(
        `No open decision ${decisionId} for this tenant: unknown, or past its expiration`,
      );
    const record = await this.store.readDecision(decisionId);
    if (record === undefined || record.tenantId !== tenantId) throw notFound();
    const slot = record.shown.indexOf(option);
    if (slot < 0) {
      throw new BadRequestException(
        `option is not one of the options decision ${decisionId} answered`,
      );
    }
    const source = sourceOf(record.holdoutSlots, slot);
    const result = await this.store.recordOutcome(record, slot, reward, source);
    if (result === 'expired') throw notFound();
    if (result === 'conflict') {
      throw new ConflictException(
        `Another reward was recorded for this option of decision ${decisionId}; an outcome is recorded once`,
      );
    }
    const holdout = source === 'holdout';
    const answer = { decisionId, option, reward, holdout, recorded: result !== 'duplicate' };
    const count = result === 'recorded' && holdout ? 'holdout' : result;
    return { answer, count };
  }
}

/** Where the option of a slot came from. */
export function sourceOf(holdoutSlots: readonly number[], slot: number): SlotSource {
  return holdoutSlots.includes(slot) ? 'holdout' : 'bandit';
}

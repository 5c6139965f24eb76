/**
 * The bodies of `POST /v3/decision` and `POST /v2/outcome` (the decision service of spec 001),
 * checked by hand-written rules as `POST /experiments/decide`'s are (src/decide/decision-request.ts):
 * one message per property at fault, in class-validator's words, joined by '; ' in a 400.
 * Unlike the A/B decision body, unknown properties are refused (at the top and in
 * strategyConfig: a misspelt setting would otherwise fall back to its default unnoticed); the
 * context may carry extra fields, which are ignored.
 *
 * `writeKey` is the credential (see bandit.routes.ts): it is checked first, alone, so that a
 * caller without a known key learns nothing of the other rules.
 */
import { isRecord } from '@bytewire/contracts';
import { NOT_AN_OBJECT_MESSAGE } from '@bytewire/service-kit';
import { BadRequestException } from '@nestjs/common';

export const BANDIT_LIMITS = {
  agentName: 64,
  tenantId: 64,
  sessionId: 128,
  sessionIdType: 64,
  writeKey: 256,
  options: 100,
  optionLength: 2048,
  listLength: 50,
  contextFields: 20,
  contextNameLength: 64,
  contextValueLength: 256,
  /** Thirty days, in seconds: the longest a decision stays open for outcomes. */
  expiration: 2_592_000,
} as const;

/** How long a decision stays open for outcomes when strategyConfig does not say (a day). */
export const DEFAULT_EXPIRATION_S = 86_400;

export const AGENT_NAME_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const DECISION_PROPERTIES: ReadonlySet<string> = new Set([
  'agentName',
  'context',
  'listLength',
  'options',
  'sessionId',
  'sessionIdType',
  'strategyConfig',
  'tenantId',
  'writeKey',
]);
const STRATEGY_PROPERTIES: ReadonlySet<string> = new Set([
  'holdoutPercent',
  'expiration',
  'slotHoldout',
]);
const OUTCOME_PROPERTIES: ReadonlySet<string> = new Set([
  'decisionId',
  'option',
  'reward',
  'clicked',
  'tenantId',
  'writeKey',
]);

/** A checked `POST /v3/decision` body, defaults applied (listLength still as asked). */
export interface BanditDecisionRequest {
  agentName: string;
  context: { isMobile: boolean };
  /** As asked, else the number of options; the answer has at most as many as there are. */
  listLength: number;
  options: string[];
  sessionId: string;
  sessionIdType: string;
  strategy: { holdoutPercent: number; expirationS: number; slotHoldout: boolean };
  tenantId: string;
}

/** A checked `POST /v2/outcome` body: the reward in [0, 1] (a click is 1, none 0). */
export interface OutcomeRequest {
  decisionId: string;
  option: string;
  reward: number;
  tenantId: string;
}

const isAbsent = (value: unknown): boolean => value === undefined || value === null;

function stringProblem(name: string, value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return `${name} must be a string`;
  if (value.length < 1 || value.length > max) {
    return `${name} must be 1 to ${max} characters long`;
  }
  return undefined;
}

function integerProblem(
  name: string,
  value: unknown,
  min: number,
  max: number,
): string | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    return `${name} must be an integer from ${min} to ${max}`;
  }
  return undefined;
}

function unknownProblems(
  where: string,
  value: Record<string, unknown>,
  known: ReadonlySet<string>,
): string[] {
  return Object.keys(value)
    .filter((name) => !known.has(name))
    .slice(0, 5)
    .map((name) => `property ${where}${name} should not exist`);
}

/** The body as an object, or a 400. */
function objectBody(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) throw new BadRequestException(NOT_AN_OBJECT_MESSAGE);
  return value;
}

/** The writeKey of a body (checked before anything else: it is the credential), or a 400. */
export function writeKeyOf(body: unknown): string {
  const value = objectBody(body).writeKey;
  const problem = stringProblem('writeKey', value, BANDIT_LIMITS.writeKey);
  if (problem) throw new BadRequestException(problem);
  return value as string;
}

function throwProblems(problems: (string | undefined)[]): void {
  const found = problems.filter((problem): problem is string => problem !== undefined);
  if (found.length > 0) throw new BadRequestException(found.join('; '));
}

function optionsProblem(value: unknown): string | undefined {
  const { options: max, optionLength } = BANDIT_LIMITS;
  if (!Array.isArray(value) || value.length < 1 || value.length > max) {
    return `options must be an array of 1 to ${max} strings`;
  }
  const seen = new Set<string>();
  for (const [index, option] of value.entries()) {
    const problem = stringProblem(`options[${index}]`, option, optionLength);
    if (problem) return problem;
    if (seen.has(option as string)) {
      return `options must be unique (options[${index}] repeats an earlier one)`;
    }
    seen.add(option as string);
  }
  return undefined;
}

function contextProblem(value: unknown): string | undefined {
  const { contextFields, contextNameLength, contextValueLength } = BANDIT_LIMITS;
  if (isAbsent(value)) return 'context is required';
  if (!isRecord(value)) return 'context must be an object';
  if (typeof value.is_mobile !== 'boolean') return 'context.is_mobile must be a boolean';
  const entries = Object.entries(value);
  if (entries.length > contextFields) {
    return `context must have at most ${contextFields} fields`;
  }
  for (const [name, item] of entries) {
    if (name.length > contextNameLength) {
      return `context field names must be at most ${contextNameLength} characters`;
    }
    const scalar =
      typeof item === 'boolean' ||
      (typeof item === 'number' && Number.isFinite(item)) ||
      (typeof item === 'string' && item.length <= contextValueLength);
    if (!scalar) {
      return `context.${name} must be a boolean, a number or a string of at most ${contextValueLength} characters`;
    }
  }
  return undefined;
}

function strategyProblems(value: unknown): string[] {
  if (isAbsent(value)) return [];
  if (!isRecord(value)) return ['strategyConfig must be an object'];
  const { holdoutPercent, expiration, slotHoldout } = value;
  const problems = [
    ...unknownProblems('strategyConfig.', value, STRATEGY_PROPERTIES),
    isAbsent(holdoutPercent) ||
    (typeof holdoutPercent === 'number' && holdoutPercent >= 0 && holdoutPercent <= 100)
      ? undefined
      : 'strategyConfig.holdoutPercent must be a number from 0 to 100',
    isAbsent(expiration)
      ? undefined
      : integerProblem('strategyConfig.expiration', expiration, 1, BANDIT_LIMITS.expiration),
    isAbsent(slotHoldout) || typeof slotHoldout === 'boolean'
      ? undefined
      : 'strategyConfig.slotHoldout must be a boolean',
  ];
  return problems.filter((problem): problem is string => problem !== undefined);
}

/** The body of `POST /v3/decision`, checked, with its defaults; a 400 naming what is wrong. */
export function checkedBanditDecision(body: unknown): BanditDecisionRequest {
  const value = objectBody(body);
  const { agentName, context, listLength, options, sessionId, sessionIdType, tenantId } = value;
  throwProblems([
    ...unknownProblems('', value, DECISION_PROPERTIES),
    typeof agentName === 'string' && AGENT_NAME_PATTERN.test(agentName)
      ? undefined
      : 'agentName must be 1 to 64 of letters, digits, `_`, `.` and `-`',
    contextProblem(context),
    isAbsent(listLength)
      ? undefined
      : integerProblem('listLength', listLength, 1, BANDIT_LIMITS.listLength),
    optionsProblem(options),
    stringProblem('sessionId', sessionId, BANDIT_LIMITS.sessionId),
    stringProblem('sessionIdType', sessionIdType, BANDIT_LIMITS.sessionIdType),
    ...strategyProblems(value.strategyConfig),
    stringProblem('tenantId', tenantId, BANDIT_LIMITS.tenantId),
  ]);
  const strategy = (value.strategyConfig ?? {}) as Record<string, unknown>;
  const checkedOptions = options as string[];
  return {
    agentName: agentName as string,
    context: { isMobile: (context as { is_mobile: boolean }).is_mobile },
    listLength: (listLength as number | undefined | null) ?? checkedOptions.length,
    options: checkedOptions,
    sessionId: sessionId as string,
    sessionIdType: sessionIdType as string,
    strategy: {
      holdoutPercent: (strategy.holdoutPercent as number | undefined | null) ?? 0,
      expirationS: (strategy.expiration as number | undefined | null) ?? DEFAULT_EXPIRATION_S,
      slotHoldout: (strategy.slotHoldout as boolean | undefined | null) ?? false,
    },
    tenantId: tenantId as string,
  };
}

function rewardOf(reward: unknown, clicked: unknown): number | string {
  if (!isAbsent(reward) && !isAbsent(clicked)) return 'give either reward or clicked, not both';
  if (!isAbsent(clicked)) {
    return typeof clicked === 'boolean' ? Number(clicked) : 'clicked must be a boolean';
  }
  if (typeof reward === 'boolean') return Number(reward);
  if (typeof reward === 'number' && reward >= 0 && reward <= 1) return reward;
  return isAbsent(reward)
    ? 'reward is required (a number from 0 to 1, or a boolean), or clicked (a boolean)'
    : 'reward must be a number from 0 to 1, or a boolean';
}

/** The body of `POST /v2/outcome`, checked; a 400 naming what is wrong. */
export function checkedOutcome(body: unknown): OutcomeRequest {
  const value = objectBody(body);
  const { decisionId, option, tenantId } = value;
  const reward = rewardOf(value.reward, value.clicked);
  throwProblems([
    ...unknownProblems('', value, OUTCOME_PROPERTIES),
    typeof decisionId === 'string' && UUID_PATTERN.test(decisionId)
      ? undefined
      : 'decisionId must be a decision id (a lower-case UUID)',
    stringProblem('option', option, BANDIT_LIMITS.optionLength),
    typeof reward === 'string' ? reward : undefined,
    stringProblem('tenantId', tenantId, BANDIT_LIMITS.tenantId),
  ]);
  return {
    decisionId: decisionId as string,
    option: option as string,
    reward: reward as number,
    tenantId: tenantId as string,
  };
}

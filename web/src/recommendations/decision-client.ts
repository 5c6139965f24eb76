/**
 * The browser's side of the decision service (spec 001 s7, s8, s9): the gateway's first-party
 * routes, which hold the service's key. Any failure (a status, a time-out after 5000 ms, an
 * answer that is no decision, a redirect, which is not followed) is the empty decision; a click
 * is reported with a beacon. Both under @bytewire/http-client's policy.
 */
import type { Decision } from '@bytewire/contracts';
import { boundedFetch, fetchJson } from '@bytewire/http-client';
import {
  DECISION_REQUEST_TIMEOUT_MS,
  RECOMMENDATIONS_DECISION_PATH,
  RECOMMENDATIONS_OUTCOME_PATH,
} from '@bytewire/site';

/** Spec 001 s8: what every failure comes to (the contracts' EMPTY_DECISION, without zod). */
const EMPTY_DECISION: Decision = { decisionId: '', options: [] };

/**
 * The gateway's answer, narrowed by a guard: the gateway checked the service's answer with the
 * contract's schema already (ADR 0007), and zod would weigh on the article's page.
 */
function decisionOf(json: unknown): Decision {
  const { decisionId, options } = (json ?? {}) as Partial<Record<keyof Decision, unknown>>;
  const valid =
    typeof decisionId === 'string' &&
    Array.isArray(options) &&
    options.every((option) => typeof option === 'string');
  return valid ? { decisionId, options } : EMPTY_DECISION;
}

export interface DecisionAsk {
  options: readonly string[];
  listLength: number;
  sessionId: string;
  isMobile: boolean;
}

export async function askDecision(
  ask: DecisionAsk,
  fetchImpl: typeof fetch = fetch,
): Promise<Decision> {
  try {
    const { json } = await fetchJson(RECOMMENDATIONS_DECISION_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ask),
      timeoutMs: DECISION_REQUEST_TIMEOUT_MS,
      fetchImpl,
    });
    return decisionOf(json);
  } catch {
    return EMPTY_DECISION;
  }
}

/** A shown option clicked: reward 1 for the decision that ordered it. */
export function reportClick(decisionId: string, option: string, nav: Navigator = navigator): void {
  const body = JSON.stringify({ decisionId, option, reward: 1 });
  try {
    if (
      typeof nav.sendBeacon === 'function' &&
      nav.sendBeacon(RECOMMENDATIONS_OUTCOME_PATH, body)
    ) {
      return;
    }
  } catch {
    // fall back to fetch
  }
  void boundedFetch(RECOMMENDATIONS_OUTCOME_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    timeoutMs: DECISION_REQUEST_TIMEOUT_MS,
  }).catch(() => undefined);
}

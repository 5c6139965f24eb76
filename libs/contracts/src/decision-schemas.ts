/**
 * The decision service's answer (spec 001 s7: "It reads options and decisionId"), checked where
 * it enters: the gateway, from the experiments service; the browser, from the gateway. An empty
 * decision is what every failure and a service switched off come to (spec 001 s8).
 */
import * as z from 'zod/mini';
import { ApiResponseError } from './validate';
import { issueMessage } from './issue-message';

export const decisionSchema = z.object({
  decisionId: z.string(),
  options: z.array(z.string()),
});

export type Decision = z.infer<typeof decisionSchema>;

/** Spec 001 s8: "The decision call returns an empty decision on any failure or when off." */
export const EMPTY_DECISION: Decision = Object.freeze({ decisionId: '', options: [] }) as Decision;

/** A decision's answer; a bad one is refused with a message naming its first bad field. */
export function parseDecision(json: unknown): Decision {
  const result = decisionSchema.safeParse(json);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ApiResponseError(issue ? issueMessage(issue, json) : 'expected a decision');
}

import { hostileBodyProblem } from '@bytewire/service-kit';
import { BadRequestException } from '@nestjs/common';

/**
 * A body the parsers left as text (text/plain: what navigator.sendBeacon sends for a string,
 * and what AMP sends to avoid a CORS preflight) read as JSON under the kit's body policy (a
 * prototype key or deep nesting is a 400 naming it, as for an application/json body); a parsed
 * body as it is (the policy checked it already); undefined when the text is no JSON.
 */
export function jsonBodyOf(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  const problem = hostileBodyProblem(value);
  if (problem !== undefined) throw new BadRequestException(problem);
  return value;
}

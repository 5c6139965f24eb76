import { validateSync } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { validationMessage, VALIDATOR_OPTIONS } from '@bytewire/service-kit';
import { AnalyticsEvent } from './analytics-event.dto';

export const NOT_AN_EVENT_MESSAGE = 'An event must be a JSON object';

/** An event's problems, one message per broken rule; unknown fields named. Else undefined. */
export function eventProblem(event: AnalyticsEvent): string | undefined {
  const errors = validateSync(event, {
    ...VALIDATOR_OPTIONS,
    whitelist: true,
    forbidNonWhitelisted: true,
  });
  return errors.length > 0 ? validationMessage(errors) : undefined;
}

/** A parsed body or query as an event: the instance, or the message of a 400. */
export function eventFrom(value: unknown): AnalyticsEvent | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return NOT_AN_EVENT_MESSAGE;
  }
  const event = plainToInstance(AnalyticsEvent, value as Record<string, unknown>);
  return eventProblem(event) ?? event;
}

/** The event as the stream's field/value pairs: the fields given, in a stable order. */
export function streamFields(event: AnalyticsEvent): string[] {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(event)) {
    if (value !== undefined && value !== null) pairs.push(name, String(value));
  }
  return pairs;
}

/**
 * The newsletter platform's answers as the browser reads them (spec 001 s7): the newsletter
 * list, the reader's subscriptions and a journey's outcome. Hand-written, no zod: the
 * newsletters page and the member area need them before they hydrate (ADR 0007). A newsletter
 * that cannot be offered is left out; an answer without its list reads as an empty one.
 */
import type { Newsletter } from './account';
import { isRecord } from './guards';

const NEWSLETTER_FIELDS = [
  'id',
  'name',
  'description',
  'frequency',
  'subscribeJourneyId',
  'unsubscribeJourneyId',
] as const;

/** A newsletter a reader can subscribe to: every field a string, id and journeys non-blank. */
export function isNewsletter(value: unknown): value is Newsletter {
  return (
    isRecord(value) &&
    NEWSLETTER_FIELDS.every((field) => typeof value[field] === 'string') &&
    [value.id, value.subscribeJourneyId, value.unsubscribeJourneyId].every(
      (field) => typeof field === 'string' && field.trim() !== '',
    )
  );
}

function dataItems(answer: unknown): unknown[] {
  const data = isRecord(answer) ? answer.data : undefined;
  const items = isRecord(data) ? data.items : undefined;
  return Array.isArray(items) ? items : [];
}

/** `data.items` of the newsletter list: the newsletters that can be offered. */
export function parseNewsletters(answer: unknown): Newsletter[] {
  return dataItems(answer).filter(isNewsletter);
}

/** `data.items` of the reader's subscriptions: the ids of the newsletters subscribed to. */
export function parseSubscriptions(answer: unknown): Set<string> {
  const ids = dataItems(answer).flatMap((item) =>
    isRecord(item) && typeof item.newsletterId === 'string' ? [item.newsletterId] : [],
  );
  return new Set(ids);
}

/** A journey's outcome: `data.item.code`, when it is a string. */
export function journeyCode(answer: unknown): string | undefined {
  const data = isRecord(answer) ? answer.data : undefined;
  const item = isRecord(data) ? data.item : undefined;
  return isRecord(item) && typeof item.code === 'string' ? item.code : undefined;
}

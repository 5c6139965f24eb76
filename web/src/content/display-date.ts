/**
 * How a content date reads (spec 000 s9): relative ("3 hours ago") for RELATIVE_DATE_DAYS,
 * then a formatted date, always in DISPLAY_TIME_ZONE. `now` is passed in, never read here, so
 * the server and the hydrating browser produce the same text.
 */
import { DEFAULT_LOCALE, DISPLAY_TIME_ZONE, RELATIVE_DATE_DAYS } from '@bytewire/site';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat(DEFAULT_LOCALE, { numeric: 'always' });
const calendarDate = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});
const fullDateTime = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

export interface DisplayDate {
  /** What the reader sees. */
  text: string;
  /** The full date and time in the display zone (for a title attribute). */
  full: string;
  /** Machine-readable instant (for <time dateTime>). */
  iso: string;
}

function relativeText(age: number): string {
  if (age < MINUTE) return relative.format(-Math.floor(age / SECOND), 'second');
  if (age < HOUR) return relative.format(-Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return relative.format(-Math.floor(age / HOUR), 'hour');
  return relative.format(-Math.floor(age / DAY), 'day');
}

export function displayDate(instant: Date, now: number): DisplayDate {
  // A date slightly ahead of this clock (skew between hosts) reads as just published.
  const age = Math.max(0, now - instant.getTime());
  const text = age < RELATIVE_DATE_DAYS * DAY ? relativeText(age) : calendarDate.format(instant);
  return { text, full: fullDateTime.format(instant), iso: instant.toISOString() };
}

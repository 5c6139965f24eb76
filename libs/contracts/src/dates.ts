/**
 * ContentDate helpers (spec 000 s3): a date without a timezone reads as UTC, and a content
 * date is valid only between the epoch and now.
 */
import type { ContentDate } from './entities';

const DATE_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;
const OFFSET_PATTERN = /^(?:UTC|GMT)?([+-])(\d{2}):?(\d{2})$/;
const UTC_NAMES = new Set(['', 'UTC', 'GMT', 'Z', 'Etc/UTC', 'Etc/GMT']);

function offsetMinutes(text: string): number | undefined {
  const match = OFFSET_PATTERN.exec(text);
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The zone's offset from UTC in minutes at an instant; undefined for an unknown zone. */
function zoneOffsetMinutes(timeZone: string, instant: number): number | undefined {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(new Date(instant));
  } catch {
    return undefined;
  }
  const field = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  return Math.round((local - Math.floor(instant / 1000) * 1000) / 60000);
}

/** The wall-clock time `localAsUtc` (read as if UTC) in `timeZone`, as an instant. */
function fromZone(localAsUtc: number, timeZone: string): number | undefined {
  const fixed = offsetMinutes(timeZone);
  if (fixed !== undefined) return localAsUtc - fixed * 60000;
  const first = zoneOffsetMinutes(timeZone, localAsUtc);
  if (first === undefined) return undefined;
  // Re-read the offset at the corrected instant so that times near a DST change land right.
  const second = zoneOffsetMinutes(timeZone, localAsUtc - first * 60000) ?? first;
  return localAsUtc - second * 60000;
}

/**
 * The instant a ContentDate names, with no range check: `date` (else published, created,
 * updated) in `timezone`; no timezone reads as UTC. Undefined when unreadable.
 */
export function parseContentDateTime(d: ContentDate | undefined): Date | undefined {
  const text = (d?.date ?? d?.published ?? d?.created ?? d?.updated)?.trim();
  if (!text) return undefined;
  const match = DATE_PATTERN.exec(text);
  if (!match) return undefined;
  const [, y, mo, da, h = '0', mi = '0', s = '0', frac = '', inlineZone] = match;
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  const localAsUtc = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(da),
    Number(h),
    Number(mi),
    Number(s),
    ms,
  );
  // Reject overflowing fields such as month 13 or 31 February.
  const check = new Date(localAsUtc);
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(da)) return undefined;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return undefined;

  const zone = (inlineZone ?? d?.timezone ?? '').trim();
  const instant = UTC_NAMES.has(zone) ? localAsUtc : fromZone(localAsUtc, zone);
  return instant === undefined ? undefined : new Date(instant);
}

/** The instant of a content date, valid only between the epoch and `now`; else undefined. */
export function parseContentDate(
  d: ContentDate | undefined,
  now: Date = new Date(),
): Date | undefined {
  const instant = parseContentDateTime(d);
  if (!instant) return undefined;
  const t = instant.getTime();
  return t >= 0 && t <= now.getTime() ? instant : undefined;
}

/** A ContentDate for an instant, in the platform's form: UTC, `YYYY-MM-DD HH:mm:ss.000000`. */
export function toContentDate(instant: Date): ContentDate {
  const iso = instant.toISOString();
  return { date: `${iso.slice(0, 10)} ${iso.slice(11, 19)}.000000`, timezone: 'UTC' };
}

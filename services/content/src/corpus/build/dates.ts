import { toContentDate } from '@bytewire/contracts';
import type { ContentDate } from '@bytewire/contracts';
import type { Prng } from '../prng';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

/** The newest items, in minutes before the anchor, so that the front door always has fresh news. */
const NEWEST_AGES_MINUTES = [7, 23, 48, 95, 170];

export interface ItemDates {
  published: Date;
  updated: Date;
  datePublished: ContentDate;
  dateUpdated: ContentDate;
}

/**
 * Hands out publication dates before the anchor: the first few minutes old, about one in six
 * within ten days, the rest spread over two and a half years with more of them recent.
 */
export class DateAllocator {
  private handedOut = 0;

  constructor(
    private readonly anchor: Date,
    private readonly rng: Prng,
  ) {}

  next(): ItemDates {
    const ageMs = this.nextAgeMs();
    const published = new Date(this.anchor.getTime() - ageMs);
    // Some items were updated after publication, never later than a minute before the anchor.
    const updated = this.rng.chance(0.4)
      ? new Date(
          published.getTime() + this.rng.next() * Math.max(0, Math.min(ageMs - MINUTE, 30 * DAY)),
        )
      : published;
    const rounded = new Date(Math.floor(updated.getTime() / MINUTE) * MINUTE);
    const finalUpdated = rounded < published ? published : rounded;
    return {
      published,
      updated: finalUpdated,
      datePublished: toContentDate(published),
      dateUpdated: toContentDate(finalUpdated),
    };
  }

  /** A date `days` before the anchor (for images and records that are not content). */
  daysBefore(days: number): Date {
    return new Date(Math.floor((this.anchor.getTime() - days * DAY) / MINUTE) * MINUTE);
  }

  private nextAgeMs(): number {
    const forced = NEWEST_AGES_MINUTES[this.handedOut++];
    // Draw even when forced, so that the sequence does not depend on how many are forced.
    const u = this.rng.next();
    const v = this.rng.next();
    if (forced !== undefined) return forced * MINUTE;
    const minutes =
      u < 0.16 ? 60 + v * (10 * 1440 - 60) : 10 * 1440 + Math.pow(v, 1.7) * 890 * 1440;
    return Math.round(minutes) * MINUTE;
  }
}

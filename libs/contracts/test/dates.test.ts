import { parseContentDate, parseContentDateTime, toContentDate } from '../src';

const now = new Date('2026-11-21T12:00:00Z');

describe('parseContentDate', () => {
  it('reads a date without a timezone as UTC', () => {
    expect(parseContentDate({ date: '2026-11-20 14:03:00.000000' }, now)?.toISOString()).toBe(
      '2026-11-20T14:03:00.000Z',
    );
  });

  it('applies a named zone, an offset, and an inline offset', () => {
    expect(
      parseContentDate(
        { date: '2026-07-01 10:00:00', timezone: 'America/Los_Angeles' },
        now,
      )?.toISOString(),
    ).toBe('2026-07-01T17:00:00.000Z');
    expect(
      parseContentDate(
        { date: '2026-01-15 10:00:00', timezone: 'America/Los_Angeles' },
        now,
      )?.toISOString(),
    ).toBe('2026-01-15T18:00:00.000Z');
    expect(
      parseContentDate({ date: '2026-01-15 10:00:00', timezone: '+02:00' }, now)?.toISOString(),
    ).toBe('2026-01-15T08:00:00.000Z');
    expect(
      parseContentDate(
        { date: '2026-01-15T10:00:00Z', timezone: 'Asia/Tokyo' },
        now,
      )?.toISOString(),
    ).toBe('2026-01-15T10:00:00.000Z');
  });

  it('is valid only between the epoch and now', () => {
    expect(parseContentDate({ date: '1969-12-31 23:59:59' }, now)).toBeUndefined();
    expect(parseContentDate({ date: '1970-01-01 00:00:00' }, now)?.getTime()).toBe(0);
    expect(parseContentDate({ date: '2026-11-21 12:00:01' }, now)).toBeUndefined();
    expect(parseContentDateTime({ date: '2030-01-01 00:00:00' })?.toISOString()).toBe(
      '2030-01-01T00:00:00.000Z',
    );
  });

  it('rejects unreadable dates and zones', () => {
    for (const d of [
      {},
      { date: '' },
      { date: 'yesterday' },
      { date: '2026-02-30 00:00:00' },
      { date: '2026-01-01 25:00:00' },
    ]) {
      expect(parseContentDate(d, now)).toBeUndefined();
    }
    expect(
      parseContentDate({ date: '2026-01-01 00:00:00', timezone: 'Mars/Olympus' }, now),
    ).toBeUndefined();
  });

  it('falls back to published, created and updated', () => {
    expect(parseContentDate({ published: '2026-01-01T00:00:00Z' }, now)?.toISOString()).toBe(
      '2026-01-01T00:00:00.000Z',
    );
  });

  it('round-trips toContentDate', () => {
    const instant = new Date('2026-03-04T05:06:07Z');
    expect(toContentDate(instant)).toEqual({ date: '2026-03-04 05:06:07.000000', timezone: 'UTC' });
    expect(parseContentDate(toContentDate(instant), now)?.getTime()).toBe(instant.getTime());
  });
});

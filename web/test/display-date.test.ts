import { displayDate } from '../src/content/display-date';

const NOW = Date.parse('2026-03-20T18:00:00Z');
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

describe('content dates as readers see them', () => {
  it('reads relative within the first ten days', () => {
    expect(displayDate(new Date(NOW - 3 * HOUR), NOW).text).toBe('3 hours ago');
    expect(displayDate(new Date(NOW - 45 * 60 * 1000), NOW).text).toBe('45 minutes ago');
    expect(displayDate(new Date(NOW - 20 * 1000), NOW).text).toBe('20 seconds ago');
    expect(displayDate(new Date(NOW - 2 * DAY), NOW).text).toBe('2 days ago');
    expect(displayDate(new Date(NOW - 10 * DAY + 1000), NOW).text).toBe('9 days ago');
  });

  it('reads as a date from ten days on, in the Los Angeles zone', () => {
    expect(displayDate(new Date(NOW - 10 * DAY), NOW).text).toBe('Mar 10, 2026');
    // 07:30 UTC on 1 March is still the last day of February in Los Angeles (UTC-8).
    expect(displayDate(new Date('2026-03-01T07:30:00Z'), NOW).text).toBe('Feb 28, 2026');
  });

  it('gives the full time in the zone and the ISO instant for the time element', () => {
    const shown = displayDate(new Date('2026-03-01T07:30:00Z'), NOW);
    expect(shown.full).toBe('February 28, 2026 at 11:30 PM PST');
    expect(shown.iso).toBe('2026-03-01T07:30:00.000Z');
  });

  it('reads a date slightly ahead of this clock as just published', () => {
    expect(displayDate(new Date(NOW + 5000), NOW).text).toBe('0 seconds ago');
  });
});

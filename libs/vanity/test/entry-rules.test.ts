import type { VanityResponse } from '@bytewire/contracts';
import {
  isVanityEnabled,
  isVanityExpired,
  targetForEdition,
  vanityStatus,
  vanityTargets,
} from '../src';

const NOW = new Date('2025-06-01T12:00:00Z');
const PAST = { date: '2025-05-01 00:00:00' };
const FUTURE = { date: '2025-07-01 00:00:00' };

function entry(extra: Partial<VanityResponse> = {}): VanityResponse {
  return { id: 'v1', urlType: 'PERMANENT_REDIRECT', urlPath: '/v/', ...extra };
}

describe('isVanityEnabled (spec 000 s4)', () => {
  it.each([
    ['enabled true', { enabled: true }, true],
    ['enabled true, expiry past', { enabled: true, dateExpired: PAST }, true],
    ['no flag, no expiry', {}, true],
    ['no flag, expiry future', { dateExpired: FUTURE }, true],
    ['no flag, expiry past', { dateExpired: PAST }, false],
    ['enabled false, no expiry', { enabled: false }, false],
    ['enabled false, expiry future', { enabled: false, dateExpired: FUTURE }, true],
    ['enabled false, expiry past', { enabled: false, dateExpired: PAST }, false],
    ['no flag, unreadable expiry', { dateExpired: { date: 'soon' } }, false],
  ] as const)('%s → %s', (_name, extra, enabled) => {
    expect(isVanityEnabled(entry(extra as Partial<VanityResponse>), NOW)).toBe(enabled);
  });
});

describe('isVanityExpired', () => {
  it.each([
    [{}, false],
    [{ dateExpired: FUTURE }, false],
    [{ dateExpired: PAST }, true],
    [{ dateExpired: { date: 'not a date' } }, true],
  ] as const)('%j → %s', (extra, expired) => {
    expect(isVanityExpired(entry(extra as Partial<VanityResponse>), NOW)).toBe(expired);
  });

  it('an expiry at this very moment has expired', () => {
    expect(isVanityExpired(entry({ dateExpired: { date: '2025-06-01 12:00:00' } }), NOW)).toBe(
      true,
    );
  });
});

describe('vanityStatus (spec 000 s4, status by type)', () => {
  it.each([
    ['OK', 200],
    ['TEMPORARY_REDIRECT', 302],
    ['TEMPORARY_MASK', 302],
    ['PERMANENT_REDIRECT', 301],
    ['MASK', 301],
    ['NOT_FOUND', 404],
    ['SOMETHING_ELSE', 404],
  ])('%s → %i', (type, status) => expect(vanityStatus(type)).toBe(status));
});

describe('targets', () => {
  const us = { edition: 'us', targetType: 'url', target: '/us/' };
  const fr = { edition: 'fr', targetType: 'url', target: '/fr/' };

  it('reads targets from the entry, else from data', () => {
    expect(vanityTargets(entry({ targets: [us] }))).toEqual([us]);
    expect(vanityTargets(entry({ data: { targets: [fr] } }))).toEqual([fr]);
    expect(vanityTargets(entry())).toEqual([]);
  });

  it('picks the target of the edition', () => {
    expect(targetForEdition(entry({ targets: [fr, us] }), 'us')).toBe(us);
    expect(targetForEdition(entry({ targets: [fr] }), 'us')).toBeUndefined();
  });

  it('refuses an object target without slug, and a target without edition', () => {
    const noSlug = { edition: 'us', targetType: 'article', target: { availableOn: [] } };
    const emptySlug = { edition: 'us', targetType: 'article', target: { slug: '' } };
    const noEdition = { targetType: 'article', target: { slug: 'x' } };
    const withSlug = { edition: 'us', targetType: 'article', target: { slug: 'x' } };
    expect(targetForEdition(entry({ targets: [noSlug] }), 'us')).toBeUndefined();
    expect(targetForEdition(entry({ targets: [emptySlug] }), 'us')).toBeUndefined();
    expect(targetForEdition(entry({ targets: [noEdition] }), 'us')).toBeUndefined();
    expect(targetForEdition(entry({ targets: [withSlug] }), 'us')).toBe(withSlug);
  });
});

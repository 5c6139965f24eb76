import { isTestActive, type TestDefinition } from '../src';

const test: TestDefinition = {
  id: 't',
  version: '1',
  startDate: '2024-05-20T00:00:00.000Z',
  endDate: '2024-06-03T00:00:00.000Z',
  allocations: [{ percentage: 50, bucket: 'a' }],
};
const inside = new Date('2024-05-25T12:00:00Z');

describe('isTestActive (spec 001 s4)', () => {
  it('runs from the start date (inclusive) to the end date (exclusive)', () => {
    const ctx = { path: '/' };
    expect(isTestActive(test, new Date('2024-05-19T23:59:59.999Z'), ctx)).toBe(false);
    expect(isTestActive(test, new Date('2024-05-20T00:00:00.000Z'), ctx)).toBe(true);
    expect(isTestActive(test, new Date('2024-06-02T23:59:59.999Z'), ctx)).toBe(true);
    expect(isTestActive(test, new Date('2024-06-03T00:00:00.000Z'), ctx)).toBe(false);
  });

  it('never runs with unreadable dates', () => {
    expect(isTestActive({ ...test, endDate: 'soon' }, inside, { path: '/' })).toBe(false);
  });

  it('matches path as a prefix and other criteria exactly; a list means any', () => {
    const t = { ...test, criteria: { path: '/reviews/', device: ['mobile', 'tablet'] } };
    expect(isTestActive(t, inside, { path: '/reviews/phone/', device: 'mobile' })).toBe(true);
    expect(isTestActive(t, inside, { path: '/reviews/', device: 'tablet' })).toBe(true);
    expect(isTestActive(t, inside, { path: '/news/reviews/', device: 'mobile' })).toBe(false);
    expect(isTestActive(t, inside, { path: '/reviews/', device: 'desktop' })).toBe(false);
    expect(isTestActive(t, inside, { path: '/reviews/', device: 'mobile-x' })).toBe(false);
    expect(isTestActive(t, inside, { path: '/reviews/' })).toBe(false);
    const edition = { ...test, criteria: { edition: 'us' } };
    expect(isTestActive(edition, inside, { path: '/', edition: 'us' })).toBe(true);
    expect(isTestActive(edition, inside, { path: '/', edition: 'uk' })).toBe(false);
  });
});

/** The Innovation Award badge (spec 000 s3 ReviewCard): said in words, with its date when given. */
import { rootFragment } from '../../../../test/support/root-markup';
import { awardDate, InnovationAward } from './InnovationAward';

describe('InnovationAward', () => {
  it('says "Innovation Award" in text, the trophy hidden from screen readers', () => {
    const root = rootFragment(<InnovationAward awarded />);
    const badge = root.querySelector('[data-testid="innovation-award"]')!;
    expect(badge.textContent).toBe('Innovation Award');
    expect(badge.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('adds the month and year of the award when given', () => {
    const root = rootFragment(<InnovationAward awarded year={2026} month={3} />);
    expect(root.textContent).toBe('Innovation Award, March 2026');
    expect(awardDate(2026, undefined)).toBe('2026');
    expect(awardDate(2026, 13)).toBe('2026');
    expect(awardDate(undefined, 3)).toBeUndefined();
  });

  it('shows nothing without the award', () => {
    expect(rootFragment(<InnovationAward awarded={false} year={2026} />).textContent).toBe('');
    expect(rootFragment(<InnovationAward awarded={undefined} />).textContent).toBe('');
  });
});

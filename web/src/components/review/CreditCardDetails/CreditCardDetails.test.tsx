/**
 * A credit card's offer (spec 001 s2 credit-card offers block, s3 credit card details): each
 * detail the card has, under its term, rewards first; blanks left out; nothing without any.
 */
import type { CreditCardData } from '@bytewire/contracts';
import { rootFragment } from '../../../../test/support/root-markup';
import { CreditCardDetails } from './CreditCardDetails';

const CARD: CreditCardData = {
  annualFee: '$0',
  apr: '19.99% to 27.74% variable',
  introApr: '0% for 21 months on balance transfers',
  introBonus: '$200 after spending $500 in 3 months',
  balanceTransferApr: '0% for 21 months, then variable',
  balanceTransferFee: '5% or $5, whichever is greater',
  lateFee: 'Up to $40',
  penaltyApr: 'Up to 29.99% variable',
  foreignTransactionFee: 'None',
  recommendedCredit: 'Good to excellent',
  rewardRates: ['2% cash back on all purchases'],
};

const pairs = (root: ParentNode) =>
  [...root.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);

describe('CreditCardDetails', () => {
  it('lists every detail of spec 001 s3 under its term, labelled with the card', () => {
    const root = rootFragment(
      <CreditCardDetails card={CARD} cardName="Harborstone Cash" idPrefix="l-1" />,
    );
    const heading = root.querySelector('h4')!;
    expect(heading.textContent).toBe('Card details: Harborstone Cash');
    expect(root.querySelector('dl')?.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(pairs(root)).toEqual([
      ['Rewards', '2% cash back on all purchases'],
      ['Intro bonus', '$200 after spending $500 in 3 months'],
      ['Annual fee', '$0'],
      ['Intro APR', '0% for 21 months on balance transfers'],
      ['Regular APR', '19.99% to 27.74% variable'],
      ['Balance transfer APR', '0% for 21 months, then variable'],
      ['Balance transfer fee', '5% or $5, whichever is greater'],
      ['Foreign transaction fee', 'None'],
      ['Late fee', 'Up to $40'],
      ['Penalty APR', 'Up to 29.99% variable'],
      ['Recommended credit', 'Good to excellent'],
    ]);
  });

  it('lists several reward rates, and leaves out absent details', () => {
    // Blank details and rates are left out where the page enters (libs/contracts item-schemas).
    const root = rootFragment(
      <CreditCardDetails
        card={{ apr: '21% variable', rewardRates: ['3x on travel', '1x'] }}
        cardName="Card"
        idPrefix="l-2"
      />,
    );
    expect([...root.querySelectorAll('dd li')].map((li) => li.textContent)).toEqual([
      '3x on travel',
      '1x',
    ]);
    expect(pairs(root).map(([term]) => term)).toEqual(['Rewards', 'Regular APR']);
  });

  it('shows nothing without details', () => {
    expect(
      rootFragment(<CreditCardDetails card={undefined} cardName="C" idPrefix="x" />).textContent,
    ).toBe('');
    expect(
      rootFragment(<CreditCardDetails card={{ rewardRates: [] }} cardName="C" idPrefix="x" />)
        .textContent,
    ).toBe('');
  });
});

/**
 * A credit card's offer in a listicle (spec 001 s2 credit-card offers block, s3 credit card
 * details): the intro bonus and reward rates, the annual fee, the intro and regular APRs,
 * the balance-transfer APR and fee, foreign transaction, late and penalty fees, and the
 * recommended credit, as a list of terms and values. The card was cleaned where the page
 * entered (libs/contracts item-schemas.ts: blank details absent, reward rates non-blank);
 * nothing without any detail.
 */
import type { CreditCardData } from '@bytewire/contracts';
import styles from './CreditCardDetails.module.css';

/** Terms in the order a reader compares cards: what you get, then what it costs. */
const TERMS: readonly [keyof Omit<CreditCardData, 'rewardRates'>, string][] = [
  ['introBonus', 'Intro bonus'],
  ['annualFee', 'Annual fee'],
  ['introApr', 'Intro APR'],
  ['apr', 'Regular APR'],
  ['balanceTransferApr', 'Balance transfer APR'],
  ['balanceTransferFee', 'Balance transfer fee'],
  ['foreignTransactionFee', 'Foreign transaction fee'],
  ['lateFee', 'Late fee'],
  ['penaltyApr', 'Penalty APR'],
  ['recommendedCredit', 'Recommended credit'],
];

interface CreditCardDetailsProps {
  card: CreditCardData | undefined;
  /** The card's name, for the list's label. */
  cardName: string;
  /** Unique per use (useId). */
  idPrefix: string;
}

export function CreditCardDetails({ card, cardName, idPrefix }: CreditCardDetailsProps) {
  if (!card) return null;
  const rewards = card.rewardRates ?? [];
  const terms = TERMS.flatMap(([key, label]) => {
    const value = card[key];
    return value ? [{ label, value }] : [];
  });
  if (rewards.length === 0 && terms.length === 0) return null;
  const titleId = `${idPrefix}-card`;
  return (
    <div className={styles.root} data-testid="credit-card-offer">
      <h4 id={titleId} className={styles.title}>
        Card details<span className="visually-hidden">{`: ${cardName}`}</span>
      </h4>
      <dl className={styles.list} aria-labelledby={titleId}>
        {rewards.length > 0 ? (
          <div className={styles.row}>
            <dt>Rewards</dt>
            <dd>
              {rewards.length === 1 ? (
                rewards[0]
              ) : (
                <ul className={styles.rates}>
                  {rewards.map((rate) => (
                    <li key={rate}>{rate}</li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ) : null}
        {terms.map(({ label, value }) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

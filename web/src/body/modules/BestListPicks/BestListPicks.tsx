/**
 * The top of a best list: its picks at a glance, each superlative with the product, linking
 * to the pick's module further down (ListicleModule's `listicle-{uuid}` anchors).
 */
import type { Article, Listicle } from '@bytewire/contracts';
import { useId } from 'react';
import { isFaqEntry, listicleOf } from '../../shortcode-data';
import styles from './BestListPicks.module.css';

export const PICKS_TITLE = 'Our picks';

export function BestListPicks({ article }: { article: Article }) {
  const id = useId();
  // The listicles were cleaned where the page entered: each has a uuid and a heading.
  // Picks only: not the FAQ entries, and only those the body shows (their anchors exist).
  const picks = (article.listicles ?? [])
    .map((item) => listicleOf(article, item.uuid))
    .filter(
      (pick): pick is Listicle => !!pick && !isFaqEntry(pick) && article.body.includes(pick.uuid),
    );
  if (picks.length === 0) return null;
  return (
    <nav className={styles.root} aria-labelledby={id}>
      <h2 id={id}>{PICKS_TITLE}</h2>
      <ol>
        {picks.map((pick) => (
          <li key={pick.uuid}>
            <a href={`#listicle-${pick.uuid}`}>
              {pick.subhed ? <span className={styles.superlative}>{pick.subhed}: </span> : null}
              {pick.hed}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

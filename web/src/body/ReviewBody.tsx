/**
 * A review's body: sanitised like an article's (SafeHtml), its commerce links and image
 * shortcodes from the review's own payloads. Reviews carry no related-stories module.
 */
import type { Review } from '@bytewire/contracts';
import { useMemo } from 'react';
import { BodyShortcode } from './BodyShortcode';
import { SafeHtml } from './SafeHtml';
import { bodyOffers } from './shortcode-data';

export function ReviewBody({ review }: { review: Review }) {
  const offers = useMemo(() => bodyOffers(review), [review]);
  return (
    <SafeHtml
      html={review.body}
      className="article__body"
      offers={offers}
      renderShortcode={(shortcode) => (
        <BodyShortcode shortcode={shortcode} article={review} related={[]} />
      )}
    />
  );
}

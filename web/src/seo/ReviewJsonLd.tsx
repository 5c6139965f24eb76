/** The JSON-LD block of a product review page (see review-structured-data). */
import type { Review } from '@bytewire/contracts';
import { useRootData } from '../app/use-root-data';
import { useCanonicalUrl } from '../page-components/use-canonical-url';
import { JsonLd } from './json-ld';
import { reviewStructuredData } from './review-structured-data';
import { useSchemaImageOf } from './use-schema-image';

export function ReviewJsonLd({ review, canonical }: { review: Review; canonical?: string }) {
  const { site } = useRootData();
  const canonicalUrl = useCanonicalUrl(canonical);
  const imageOf = useSchemaImageOf();
  return <JsonLd data={reviewStructuredData(review, site, canonicalUrl, imageOf)} />;
}

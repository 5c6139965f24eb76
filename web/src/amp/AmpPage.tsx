/** The AMP route tree's page element: the AMP screen of the loaded article, gallery or review. */
import { getRoute } from '@bytewire/routes';
import { useLoaderData } from 'react-router-dom';
import type { PageData } from '../app/page-loader';
import { ampContentOf } from './amp-content';
import { AmpArticle } from './AmpArticle';
import { AmpGallery } from './AmpGallery';
import { AmpReview } from './AmpReview';

export function AmpPage() {
  const { routeName, params, page } = useLoaderData<PageData>();
  const route = getRoute(routeName);
  const content = ampContentOf(route, page);
  const props = { page, route, params };
  switch (content?.kind) {
    case 'article':
      return <AmpArticle article={content.article} {...props} />;
    case 'gallery':
      return <AmpGallery gallery={content.gallery} {...props} />;
    case 'review':
      return <AmpReview review={content.review} {...props} />;
    default:
      // The renderer only renders pages ampContentOf accepts (see amp-render.tsx).
      throw new Error(`No AMP screen for the ${routeName} page`);
  }
}

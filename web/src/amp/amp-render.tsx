/**
 * The AMP variants of pages (routes with layout 'amp', spec 000 s2) as AMP HTML documents:
 * rendered once to a string (renderToStaticMarkup) through the AMP route tree, with AMP mode
 * on (amp-mode.ts), offer links tracked for AMP analytics' product clicks, no hydration data and no client scripts. Only a page that loaded (200)
 * and has what its AMP screen shows is rendered so; errors, redirects and anything else take
 * the normal path (the site's error pages).
 */
import { getRoute } from '@bytewire/routes';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { PageData } from '../app/page-loader';
import { PAGE_ROUTE_ID } from '../app/route-ids';
import { SanitiserProvider } from '../body/sanitiser-context';
import { serverSanitiserSource } from '../body/server-sanitiser';
import { OfferLinkTrackingContext } from '../components/review/MerchantOffers/offer-link-tracking';
import { ImageResizeContext, type ImageResize } from '../images/image-resize';
import { ampContentOf } from './amp-content';
import { AmpModeContext } from './amp-mode';
import { ampOfferLinkAttributes } from './amp-offer-link';
import { ampRoutes } from './amp-routes';

const HTML_START = '<html ';

/** Whether the handler's result is a loaded page of an AMP route that has an AMP screen. */
export function isAmpPage(context: StaticHandlerContext): boolean {
  if (context.statusCode !== 200 || context.errors) return false;
  const data = context.loaderData[PAGE_ROUTE_ID] as PageData | undefined;
  return !!data && ampContentOf(getRoute(data.routeName), data.page) !== undefined;
}

/** The AMP document's HTML; throws when it cannot be rendered. */
export function renderAmpHtml(context: StaticHandlerContext, imageResize: ImageResize): string {
  const router = createStaticRouter(ampRoutes, context);
  const markup = renderToStaticMarkup(
    <AmpModeContext value={true}>
      <SanitiserProvider source={serverSanitiserSource()}>
        <ImageResizeContext value={imageResize}>
          <OfferLinkTrackingContext value={ampOfferLinkAttributes}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </OfferLinkTrackingContext>
        </ImageResizeContext>
      </SanitiserProvider>
    </AmpModeContext>,
  );
  if (!markup.startsWith(HTML_START)) throw new Error('The AMP document has no html element');
  // AMP documents say so on their html element: `<html ⚡ lang="…">`.
  return `<!DOCTYPE html><html ⚡ ${markup.slice(HTML_START.length)}`;
}

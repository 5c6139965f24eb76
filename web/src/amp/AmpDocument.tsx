/**
 * The AMP document around an AMP page (the AMP route tree's root, see amp-routes.tsx): the
 * AMP runtime (with amp-consent and amp-analytics), boilerplate and the one inline stylesheet
 * in the head; a bar with the publication's logo, the page, the site footer, and the consent
 * prompt and analytics (AmpAnalytics) in the body. No site scripts, no hydration
 * data: AMP pages run only the AMP runtime. `⚡` is added by the renderer (amp-render.tsx):
 * React does not write attribute names outside XML's name characters.
 */
import { DEFAULT_LOCALE } from '@bytewire/site';
import { Link, Outlet, useLocation, useRouteLoaderData } from 'react-router-dom';
import type { PageData } from '../app/page-loader';
import { PAGE_ROUTE_ID } from '../app/route-ids';
import { useRootData } from '../app/use-root-data';
import { BrandLogo, GLOBAL_BRAND_CLASSES } from '../chrome/Brand/BrandLogo';
import { Footer } from '../chrome/Footer/Footer';
import { AmpAnalytics } from './AmpAnalytics';
import { AMP_ANALYTICS_URL, AMP_CONSENT_URL } from './amp-analytics-config';
import { ampAnalyticsOf } from './amp-analytics-page';
import { AMP_BOILERPLATE, AMP_BOILERPLATE_NOSCRIPT, AMP_RUNTIME_URL } from './amp-boilerplate';
import { AMP_STYLESHEET } from './amp-stylesheet';

export function AmpDocument() {
  const { site, footer, edition, restricted } = useRootData();
  const page = (useRouteLoaderData(PAGE_ROUTE_ID) as PageData | undefined)?.page;
  const { pathname } = useLocation();
  const analytics = ampAnalyticsOf({
    publicUrl: site.publicUrl,
    path: pathname,
    publicationName: site.publicationName,
    edition,
    restricted,
    page,
    settings: site.analytics,
  });
  return (
    <html lang={DEFAULT_LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script async src={AMP_RUNTIME_URL} />
        <script async custom-element="amp-consent" src={AMP_CONSENT_URL} />
        <script async custom-element="amp-analytics" src={AMP_ANALYTICS_URL} />
        <style amp-boilerplate="" dangerouslySetInnerHTML={{ __html: AMP_BOILERPLATE }} />
        <noscript>
          <style
            amp-boilerplate=""
            dangerouslySetInnerHTML={{ __html: AMP_BOILERPLATE_NOSCRIPT }}
          />
        </noscript>
        <style amp-custom="" dangerouslySetInnerHTML={{ __html: AMP_STYLESHEET }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="site-header">
          <div className="container site-header__bar">
            <Link to="/" className="site-header__logo">
              <BrandLogo publicationName={site.publicationName} classes={GLOBAL_BRAND_CLASSES} />
            </Link>
          </div>
        </header>
        <main id="main" className="container">
          <Outlet />
        </main>
        <Footer publicationName={site.publicationName} footer={footer} />
        <AmpAnalytics page={analytics.page} providers={analytics.providers} />
      </body>
    </html>
  );
}

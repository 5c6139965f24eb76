/**
 * The AMP document around an AMP page (the AMP route tree's root, see amp-routes.tsx): the
 * AMP runtime, boilerplate and the one inline stylesheet in the head; a bar with the
 * publication name, the page, and the site footer in the body. No site scripts, no hydration
 * data: AMP pages run only the AMP runtime. `⚡` is added by the renderer (amp-render.tsx):
 * React does not write attribute names outside XML's name characters.
 */
import { DEFAULT_LOCALE } from '@bytewire/site';
import { Link, Outlet } from 'react-router-dom';
import { useRootData } from '../app/use-root-data';
import { Footer } from '../layout/Footer';
import { AMP_BOILERPLATE, AMP_BOILERPLATE_NOSCRIPT, AMP_RUNTIME_URL } from './amp-boilerplate';
import { AMP_STYLESHEET } from './amp-stylesheet';

export function AmpDocument() {
  const { site, footer } = useRootData();
  return (
    <html lang={DEFAULT_LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script async src={AMP_RUNTIME_URL} />
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
              {site.publicationName}
            </Link>
          </div>
        </header>
        <main id="main" className="container">
          <Outlet />
        </main>
        <Footer publicationName={site.publicationName} footer={footer} />
      </body>
    </html>
  );
}

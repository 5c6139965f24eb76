/**
 * React renders the whole document. The stylesheets come from the client build's manifest
 * (through the root data, so the hydrating browser renders the same head).
 */
import { DEFAULT_LOCALE } from '@bytewire/site';
import { useEffect, type ReactNode } from 'react';
import { BRAND_ICON_LINKS } from './brand-icons';
import { FONT_PRELOAD_LINKS } from './font-preloads';

interface DocumentProps {
  stylesheets: readonly string[];
  children: ReactNode;
}

export function Document({ stylesheets, children }: DocumentProps) {
  useEffect(() => {
    // Effects run only in the browser, after hydration: the browser tests wait for this flag.
    document.documentElement.dataset.hydrated = 'true';
    // Then the consent banner (a chunk of its own) asks a reader who has to choose, and the
    // A/B event and analytics start (after-hydration.ts); a chunk that fails to load reloads
    // the page (installChunkReloadGuard).
    void import('../consent/consent-prompt');
    void import('../app/after-hydration').then(({ afterHydration }) => afterHydration());
  }, []);

  return (
    <html lang={DEFAULT_LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {BRAND_ICON_LINKS.map((link) => (
          <link key={link.href} {...link} />
        ))}
        {FONT_PRELOAD_LINKS.map((link) => (
          <link key={link.href} {...link} />
        ))}
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}

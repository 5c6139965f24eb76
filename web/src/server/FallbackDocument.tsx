/** The whole document when even the error page could not render on the server. */
import { DEFAULT_LOCALE } from '@bytewire/site';
import { ErrorPageFailed } from '../screens/StatusPage/ErrorPageFailed';

interface FallbackDocumentProps {
  publicationName: string;
  stylesheets: readonly string[];
}

export function FallbackDocument({ publicationName, stylesheets }: FallbackDocumentProps) {
  return (
    <html lang={DEFAULT_LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{publicationName}</title>
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <main id="main" className="container">
          <ErrorPageFailed />
        </main>
      </body>
    </html>
  );
}

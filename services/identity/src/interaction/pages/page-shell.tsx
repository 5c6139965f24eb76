import type { ReactNode } from 'react';

export interface ShellProps {
  /** The publication's name (PUBLICATION_NAME). */
  site: string;
  title: string;
  children: ReactNode;
}

/**
 * Every screen of the provider: one column, the publication's name, the screen's title. Styles
 * and the small script (checklist, "checking" status, logout) are files of the provider's own
 * origin, so the content security policy allows no inline code at all.
 */
export function PageShell({ site, title, children }: ShellProps) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} · ${site}`}</title>
        <link rel="stylesheet" href="/static/identity.css" />
        {/* No favicon request (it would be a 404 on every screen). */}
        <link rel="icon" href="data:," />
        <script src="/static/identity-pages.js" defer />
      </head>
      <body>
        <main className="card">
          <p className="site">{site}</p>
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

/** A message above a form: an error (alert) or news (status). */
export function Notice({ error, info }: { error?: string; info?: string }) {
  if (error) {
    return (
      <p className="notice error" role="alert">
        {error}
      </p>
    );
  }
  if (info) {
    return (
      <p className="notice info" role="status">
        {info}
      </p>
    );
  }
  return null;
}

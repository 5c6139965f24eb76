import type { ReactNode } from 'react';

export interface ShellProps {
  /** The publication's name (PUBLICATION_NAME). */
  site: string;
  title: string;
  /** A form sent back with an error: the document's title says so first (WCAG 3.3.1). */
  failed?: boolean;
  children: ReactNode;
}

/** The error notice's id, which the fields it is about name in aria-describedby. */
export const FORM_ERROR_ID = 'form-error';

/**
 * Every screen of the provider: one column, the publication's name, the screen's title. Styles
 * and the small script (checklist, "checking" status, logout) are files of the provider's own
 * origin, so the content security policy allows no inline code at all.
 */
export function PageShell({ site, title, failed = false, children }: ShellProps) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${failed ? 'Error: ' : ''}${title} · ${site}`}</title>
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

/**
 * A message above a form: an error (alert) or news (status). An error about no one field
 * (`focus`) takes the focus when the page loads (the autofocus attribute: no script needed),
 * as an invalid field does otherwise.
 */
export function Notice({ error, info, focus }: { error?: string; info?: string; focus?: boolean }) {
  if (error) {
    return (
      <p
        id={FORM_ERROR_ID}
        className="notice error"
        role="alert"
        tabIndex={focus ? -1 : undefined}
        autoFocus={focus}
      >
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

/**
 * The attributes of a field: when the form's error is about it, marked invalid, described by
 * the error notice (before its own description, if any) and focused when the page loads.
 */
export function fieldErrorProps(invalid: boolean, description?: string) {
  const describedBy = [invalid ? FORM_ERROR_ID : undefined, description].filter(Boolean);
  return {
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
    autoFocus: invalid || undefined,
  };
}

import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { ErrorPageFailed } from './ErrorPageFailed';
import { ErrorScreen } from './ErrorScreen';
import { NotFoundScreen } from './NotFoundScreen';

const markup = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe('status screens', () => {
  it('the 404 page has a title, the message, text beside an image and a link home', () => {
    const html = markup(<NotFoundScreen />);
    expect(html).toContain('<h1 id="status-page-title">Page not found</h1>');
    expect(html).toContain('This page could not be found.');
    expect(html).toMatch(/<p class="text">The link you followed/);
    expect(html).toMatch(/<img [^>]*src="\/brand\/not-found.svg"[^>]*alt="A broken signal trail/);
    expect(html).toMatch(/<a class="root" href="\/"[^>]*>Back to the home page<\/a>/);
  });

  it('the error screen names the status and links home', () => {
    const html = markup(<ErrorScreen status={502} />);
    expect(html).toContain('Error 502');
    expect(html).toContain('<h1 id="status-page-title">Something went wrong</h1>');
    expect(html).toMatch(/href="\/"[^>]*>Go to the home page<\/a>/);
  });

  it('the fallback says the error page failed and offers a plain link home', () => {
    const html = renderToStaticMarkup(<ErrorPageFailed />);
    expect(html).toContain('An error occurred while showing the error page.');
    expect(html).toContain('<a href="/">Go to the home page</a>');
  });
});

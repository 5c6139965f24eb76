import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { ErrorPageFailed } from './ErrorPageFailed';
import { ERROR_TITLE, ErrorScreen, errorTitle, REQUEST_ERROR_TITLE } from './ErrorScreen';
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

  it('a server error (5xx) says it is unexpected, in spec 001 s8’s words', () => {
    const html = markup(<ErrorScreen status={500} />);
    expect(html).toContain('An unexpected error occurred. Please try again later.');
  });

  it('a 400 tells the reader their request could not be answered, not that the site failed', () => {
    const html = markup(<ErrorScreen status={400} />);
    expect(html).toContain('Error 400');
    expect(html).toContain('<h1 id="status-page-title">We could not understand that request</h1>');
    expect(html).toContain('Check it and try again');
    expect(html).not.toContain('Something went wrong');
    expect(html).not.toMatch(/our side|unexpected error/i);
    expect(html).toMatch(/href="\/"[^>]*>Go to the home page<\/a>/);
  });

  it('titles the page for its status: request errors apart from server errors and 429', () => {
    expect(errorTitle(400)).toBe(REQUEST_ERROR_TITLE);
    expect(errorTitle(414)).toBe(REQUEST_ERROR_TITLE);
    expect(errorTitle(429)).toBe(ERROR_TITLE);
    expect(errorTitle(502)).toBe(ERROR_TITLE);
  });

  it('the fallback says the error page failed and offers a plain link home', () => {
    const html = renderToStaticMarkup(<ErrorPageFailed />);
    expect(html).toContain('An error occurred while showing the error page.');
    expect(html).toContain('<a href="/">Go to the home page</a>');
  });
});

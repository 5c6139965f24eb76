import type { FastifyReply } from 'fastify';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A page in the site's colours with a plain header (the name, linking home) and footer, so that
 * even with render away a reader knows where they are and how to go on.
 */
function pageHtml(name: string, title: string, message: string): string {
  return `<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#1a1a1a;background:#fff;display:flex;flex-direction:column;min-height:100vh}header,footer{background:#111;color:#fff;padding:1rem}header a{color:#fff;font-weight:700;font-size:1.25rem;text-decoration:none}main{flex:1;max-width:36rem;margin:0 auto;padding:10vh 1rem}a{color:#0a58ca}footer{font-size:.875rem}footer a{color:#fff}</style>
</head>
<body>
<header><a href="/">${name}</a></header>
<main>
<h1>${title}</h1>
<p>${message}</p>
<p><a href="/">Go to the home page</a></p>
</main>
<footer><a href="/">${name}</a></footer>
</body>
</html>
`;
}

/**
 * The gateway's own small HTML pages, for when render cannot answer (503), answers what the
 * gateway does not pass on (502), or cannot render the site's 404 page (see SiteNotFoundPage).
 * Never cached.
 */
export function sendErrorPage(
  reply: FastifyReply,
  statusCode: 404 | 502 | 503,
  publicationName: string,
): void {
  const name = escapeHtml(publicationName);
  const html =
    statusCode === 404
      ? pageHtml(
          name,
          'This page could not be found',
          `There is no page of ${name} at this address.`,
        )
      : pageHtml(name, `${name} is having trouble right now`, 'Please try again in a moment.');
  void reply
    .code(statusCode)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(html);
}

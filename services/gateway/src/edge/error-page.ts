import type { FastifyReply } from 'fastify';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function pageHtml(title: string, message: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1rem;color:#222}a{color:#0a58ca}</style>
</head>
<body>
<h1>${title}</h1>
<p>${message}</p>
<p><a href="/">Go to the home page</a></p>
</body>
</html>
`;
}

/**
 * The gateway's own small HTML pages, for when render cannot answer (503), answers what the
 * gateway does not pass on (502), or the path cannot be handed to it (404). Never cached.
 */
export function sendErrorPage(
  reply: FastifyReply,
  statusCode: 404 | 502 | 503,
  publicationName: string,
): void {
  const name = escapeHtml(publicationName);
  const html =
    statusCode === 404
      ? pageHtml('This page could not be found', `There is no page of ${name} at this address.`)
      : pageHtml(`${name} is having trouble right now`, 'Please try again in a moment.');
  void reply
    .code(statusCode)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(html);
}

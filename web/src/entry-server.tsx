/**
 * The server entry the render service calls once per page request. It runs the loaders
 * first (createStaticHandler.query), so the status (200, 301, 404, 5xx) is known before any
 * byte is written, then streams the React document with the router's hydration data.
 */
import type { RenderContext, RenderResult } from '@bytewire/ssr-contract';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  type RouterContext,
  type StaticHandlerContext,
} from 'react-router-dom';
import { errorStatus } from './app/error-status';
import {
  contentClientContext,
  serverRenderContext,
  type ServerRenderData,
} from './app/load-context';
import { PAGE_ROUTE_ID } from './app/route-ids';
import { routes } from './app/routes';
import { FallbackDocument } from './server/FallbackDocument';
import { memoizeContentClient } from './server/memoize-content-client';

const HTML_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
};

const handler = createStaticHandler(routes);

function requestContextFor(ctx: RenderContext): RouterContextProvider {
  const server: ServerRenderData = {
    site: {
      siteId: ctx.siteConfig.siteId,
      publicationName: ctx.siteConfig.publicationName,
      publicUrl: ctx.publicUrl,
    },
    stylesheets: ctx.clientEntry.css,
  };
  return new RouterContextProvider(
    new Map<RouterContext, unknown>([
      [contentClientContext, memoizeContentClient(ctx.contentClient)],
      [serverRenderContext, server],
    ]),
  );
}

function redirectOf(response: Response): RenderResult {
  const location = response.headers.get('Location');
  if (!location) throw new Error(`A loader answered ${response.status} without a Location`);
  return { kind: 'redirect', status: response.status, location };
}

function reportServerErrors(context: StaticHandlerContext, ctx: RenderContext): void {
  for (const error of Object.values(context.errors ?? {})) {
    if (errorStatus(error) >= 500) ctx.onError?.(error);
  }
}

/** The document for when even the error screen failed to render (also when render() threw). */
export function fallbackDocument(ctx: RenderContext): RenderResult {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    <FallbackDocument
      publicationName={ctx.siteConfig.publicationName}
      stylesheets={ctx.clientEntry.css}
    />,
  )}`;
  return {
    kind: 'document',
    status: 500,
    headers: HTML_HEADERS,
    pipe: (destination) => destination.end(html),
    abort: () => undefined,
  };
}

type Attempt = { ok: true; result: RenderResult } | { ok: false };

function streamDocument(context: StaticHandlerContext, ctx: RenderContext): Promise<Attempt> {
  const router = createStaticRouter(handler.dataRoutes, context);
  return new Promise((resolve) => {
    const stream = renderToPipeableStream(
      <StaticRouterProvider router={router} context={context} nonce={ctx.nonce} />,
      {
        bootstrapModules: [ctx.clientEntry.script],
        nonce: ctx.nonce,
        onShellReady() {
          resolve({
            ok: true,
            result: {
              kind: 'document',
              status: context.statusCode,
              headers: HTML_HEADERS,
              pipe: (destination) => stream.pipe(destination),
              abort: (reason) => stream.abort(reason),
            },
          });
        },
        onShellError() {
          // Reported through onError already.
          resolve({ ok: false });
        },
        onError(error) {
          ctx.onError?.(error);
        },
      },
    );
  });
}

/**
 * The page as the page route's error boundary shows a failure: server rendering has no error
 * boundaries, so a page that throws while rendering is rendered again in this state. The
 * message is generic because errors travel to the browser with the hydration data.
 */
function withRenderError(context: StaticHandlerContext): StaticHandlerContext {
  return {
    ...context,
    statusCode: 500,
    errors: { [PAGE_ROUTE_ID]: new Error('The page could not be rendered') },
  };
}

/** The page; else the error screen in its place; else the error page's own fallback. */
async function renderDocument(context: StaticHandlerContext, ctx: RenderContext) {
  const page = await streamDocument(context, ctx);
  if (page.ok) return page.result;
  const errorScreen = await streamDocument(withRenderError(context), ctx);
  return errorScreen.ok ? errorScreen.result : fallbackDocument(ctx);
}

export async function render(request: Request, ctx: RenderContext): Promise<RenderResult> {
  const context = await handler.query(request, { requestContext: requestContextFor(ctx) });
  // Loaders redirect (a slashless path, a renamed slug) by throwing a redirect response.
  if (context instanceof Response) return redirectOf(context);
  reportServerErrors(context, ctx);
  return renderDocument(context, ctx);
}

/**
 * The server entry the render service calls once per page request. It runs the loaders
 * first (createStaticHandler.query), so the status (200, 301, 404, 5xx) is known before any
 * byte is written, then renders the React document with the router's hydration data.
 */
import { CONTENT_IDS_HEADER, type RenderContext, type RenderResult } from '@bytewire/ssr-contract';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  type RouterContext,
  type StaticHandlerContext,
} from 'react-router-dom';
import { errorStatus } from './app/error-status';
import { deviceCookieFor } from './site-context/device';
import {
  chromeClientContext,
  contentClientContext,
  serverRenderContext,
  type ServerRenderData,
} from './app/load-context';
import { PAGE_ROUTE_ID } from './app/route-ids';
import { routes } from './app/routes';
import { isAmpPage, renderAmpHtml } from './amp/amp-render';
import { ImageResizeContext, type ImageResize } from './images/image-resize';
import { SanitiserProvider } from './body/sanitiser-context';
import { serverSanitiserSource } from './body/server-sanitiser';
import { contentIdsOf } from './server/content-ids';
import { FallbackDocument } from './server/FallbackDocument';
import { withHydrationPage } from './server/hydration-page';
import { memoizeContentClient } from './server/memoize-content-client';
import { routerHydrationScript } from './server/router-hydration-script';
import { screenScripts } from './server/screen-scripts';
import { ERROR_BUFFER_SCRIPT } from './errors/error-buffer';
import { bootstrapMarkup } from './server/bootstrap-scripts';
import { withDocumentEnds } from './server/document-end';
import { processSigner, RecordedSignatures } from './server/image-signatures';
import { maintenanceNoticeOf } from './site-status/maintenance-notice-text';

const HTML_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
};

const handler = createStaticHandler(routes);

/** React's mark of a Suspense boundary it rendered as its fallback, for the browser to fill. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

function requestContextFor(ctx: RenderContext): RouterContextProvider {
  const server: ServerRenderData = {
    site: {
      siteId: ctx.siteConfig.siteId,
      publicationName: ctx.siteConfig.publicationName,
      publicUrl: ctx.publicUrl,
      // The hosts only: the signing key stays on the server (images/page-signatures.ts).
      images: { hosts: ctx.images.hosts },
      gdprMode: ctx.gdprMode ?? true,
      ...(ctx.signIn ? { signIn: ctx.signIn } : {}),
      ...(ctx.discussion ? { discussion: ctx.discussion } : {}),
      // Checked again here, as any outside input, before it goes to the browser.
      ...maintenanceNoticeOf(ctx.maintenanceNotice),
      ...(ctx.adStack && Object.keys(ctx.adStack).length > 0 ? { adStack: ctx.adStack } : {}),
      ...(ctx.analytics ? { analytics: ctx.analytics } : {}),
    },
    stylesheets: ctx.clientEntry.css,
  };
  return new RouterContextProvider(
    new Map<RouterContext, unknown>([
      [contentClientContext, memoizeContentClient(ctx.contentClient)],
      [serverRenderContext, server],
      [chromeClientContext, ctx.chromeClient ?? null],
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
    html,
  };
}

type Attempt = { ok: true; result: RenderResult } | { ok: false };

/**
 * Resize URLs signed with node:crypto, each signature recorded for the document to pass on to
 * the browser (server/image-signatures.ts), which signs nothing itself.
 */
function imageResizeFor(ctx: RenderContext, signatures: RecordedSignatures): ImageResize {
  return {
    hosts: ctx.images.hosts,
    sign: signatures.sign,
    warn: (message, details) => ctx.onWarn?.(message, details),
  };
}

const serverSigner = (ctx: RenderContext) =>
  new RecordedSignatures(processSigner(ctx.images.signingKey));

/**
 * The document, rendered to a string rather than streamed: the loaders have run and the screen's
 * chunk is loaded (app/routes.tsx) before React starts, so nothing suspends and a stream would
 * only cut the same document into pieces. renderToString costs about a sixth less CPU per page
 * than renderToPipeableStream (docs/performance.md). A component that does suspend on the
 * server leaves its Suspense boundary to the browser (React's client rendering of a boundary),
 * reported as a warning; one that throws outside a boundary fails the attempt.
 */
function renderPage(context: StaticHandlerContext, ctx: RenderContext): Attempt {
  const router = createStaticRouter(handler.dataRoutes, context);
  const signatures = serverSigner(ctx);
  let html: string;
  try {
    html = renderToString(
      <SanitiserProvider source={serverSanitiserSource()}>
        <ImageResizeContext value={imageResizeFor(ctx, signatures)}>
          {/* The hydration data goes in at the document's end (server/router-hydration-script). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ImageResizeContext>
      </SanitiserProvider>,
    );
  } catch (error) {
    ctx.onError?.(error);
    return { ok: false };
  }
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) {
    ctx.onWarn?.('A Suspense boundary of the page was left to the browser to render', {
      path: context.location.pathname,
    });
  }
  const bootstrap = bootstrapMarkup({
    // First, inline: the buffer of errors raised before the error reporter loads.
    inlineScript: ERROR_BUFFER_SCRIPT,
    // The screen's chunks too: modulepreloaded in the head, fetched with the entry.
    modules: [ctx.clientEntry.script, ...screenScripts(context, ctx.clientEntry)],
  });
  const document = `<!DOCTYPE html>${withDocumentEnds(html, {
    head: bootstrap.head,
    body: bootstrap.body + routerHydrationScript(context) + signatures.scriptElement(),
  })}`;
  return {
    ok: true,
    result: {
      kind: 'document',
      status: context.statusCode,
      headers: HTML_HEADERS,
      scriptHashes: bootstrap.scriptHashes,
      html: document,
    },
  };
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
function renderDocument(context: StaticHandlerContext, ctx: RenderContext): RenderResult {
  const page = renderPage(context, ctx);
  if (page.ok) return page.result;
  const errorScreen = renderPage(withRenderError(context), ctx);
  return errorScreen.ok ? errorScreen.result : fallbackDocument(ctx);
}

/**
 * An AMP variant's page (route layout 'amp') as an AMP document: static markup, no hydration
 * (see amp/amp-render.tsx). One that fails to render shows the error screen, as any page.
 */
async function renderAmpDocument(
  context: StaticHandlerContext,
  ctx: RenderContext,
): Promise<RenderResult> {
  let html: string;
  try {
    // No hydration, so the signatures are not passed on.
    html = renderAmpHtml(context, imageResizeFor(ctx, serverSigner(ctx)));
  } catch (error) {
    ctx.onError?.(error);
    return renderDocument(withRenderError(context), ctx);
  }
  return {
    kind: 'document',
    status: context.statusCode,
    headers: HTML_HEADERS,
    amp: true,
    html,
  };
}

/** `?setDevice=` keeps its device in the cdn_device cookie for 7 days (spec 001 s9). */
function withDeviceCookie(result: RenderResult, request: Request): RenderResult {
  const cookie = deviceCookieFor(new URL(request.url).searchParams);
  if (result.kind !== 'document' || cookie === undefined) return result;
  return { ...result, headers: { ...result.headers, 'set-cookie': cookie } };
}

/** The content the page shows, for the gateway's page cache (see server/content-ids.ts). */
function withContentIds(result: RenderResult, context: StaticHandlerContext): RenderResult {
  const ids = contentIdsOf(context);
  if (result.kind !== 'document' || !ids) return result;
  return { ...result, headers: { ...result.headers, [CONTENT_IDS_HEADER]: ids } };
}

export async function render(request: Request, ctx: RenderContext): Promise<RenderResult> {
  const context = await handler.query(request, { requestContext: requestContextFor(ctx) });
  // Loaders redirect (a slashless path, a renamed slug) by throwing a redirect response.
  if (context instanceof Response) return redirectOf(context);
  reportServerErrors(context, ctx);
  const document = isAmpPage(context)
    ? await renderAmpDocument(context, ctx)
    : renderDocument(withHydrationPage(context), ctx);
  return withDeviceCookie(withContentIds(document, context), request);
}

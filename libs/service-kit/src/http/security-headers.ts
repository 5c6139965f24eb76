/**
 * The security headers of a service that answers browsers (helmet): content type sniffing off,
 * framing by the site itself only, a referrer policy that still tells a shop which page sent
 * the reader (buying advice), HSTS when the public URL is https, and a content security policy
 * for the service's own answers. An answer that needs another policy (a page with its nonce)
 * sets its own header, which takes the place of this one.
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

type CspDirectives = NonNullable<
  Exclude<HelmetOptions['contentSecurityPolicy'], boolean | undefined>['directives']
>;

export interface SecurityHeadersOptions {
  /** The origin readers reach the service at: https turns HSTS and upgrade-insecure-requests on. */
  publicUrl: string;
}

/** One year: what browsers' preload lists ask of HSTS. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Directives every policy of the site starts from: nothing is loaded from elsewhere unless a
 * directive says so, no plugins, no <base> rewriting links, forms post to the site, and only
 * the site frames its pages.
 */
export function baseContentSecurityPolicy(publicUrl: string): CspDirectives {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    // On plain http (a developer's machine), upgrading would break every subresource.
    upgradeInsecureRequests: isHttps(publicUrl) ? [] : null,
  };
}

/** The site's policy for what it answers itself: its stylesheets, images and no inline script. */
const OWN_ANSWERS_POLICY: CspDirectives = {
  scriptSrc: ["'self'"],
  // The small error pages carry their style inline.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
};

function isHttps(publicUrl: string): boolean {
  return new URL(publicUrl).protocol === 'https:';
}

/** Helmet's options for the service: built once, not per request. */
function securityHeaderOptions({ publicUrl }: SecurityHeadersOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...baseContentSecurityPolicy(publicUrl), ...OWN_ANSWERS_POLICY },
    },
    // Share and sign-in windows are popups of the page; a discussion login window talks back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // The identity provider is the same site; images and assets say `cross-origin` themselves.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps(publicUrl)
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false }
      : false,
    // Pages name the hosts they will use (preconnect); resolving them early is wanted.
    xDnsPrefetchControl: { allow: true },
  };
}

/** What helmet does to a response: a header set or removed, in order. */
type HeaderStep = { set: string; value: string } | { remove: string };

/**
 * The steps helmet's middleware takes on a response, recorded once: with these options every
 * header it writes is a constant (no directive is a function of the request), so each request
 * is given the same calls, without helmet's chain of a dozen middlewares. Undefined when
 * helmet fails to answer at once, reports an error or writes anything but a string (a list
 * would be one object shared by every answer): then it runs on every request.
 */
function recordedSteps(setHeaders: ReturnType<typeof helmet>): readonly HeaderStep[] | undefined {
  const steps: HeaderStep[] = [];
  let constant = true;
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      if (typeof value === 'string') steps.push({ set: name, value });
      else constant = false;
    },
    removeHeader: (name: string) => {
      steps.push({ remove: name });
    },
  };
  let finished = false;
  let failed = false;
  setHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    finished = true;
    failed = error !== undefined;
  });
  return finished && !failed && constant ? steps : undefined;
}

/**
 * Sets the headers on every answer of the fastify instance, before routing. Helmet's
 * middleware is made once here (@fastify/helmet would make it again on every request), and
 * what it writes is recorded once and replayed (see recordedSteps).
 */
export function registerSecurityHeaders(
  fastify: FastifyInstance,
  options: SecurityHeadersOptions,
): void {
  const setHeaders = helmet(securityHeaderOptions(options));
  const steps = recordedSteps(setHeaders);
  if (!steps) {
    fastify.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
    return;
  }
  fastify.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    for (const step of steps) {
      if ('set' in step) response.setHeader(step.set, step.value);
      else response.removeHeader(step.remove);
    }
    done();
  });
}

/** Images and scripts meant to be used by other sites too (feeds, newsletters, AMP caches). */
export const CROSS_ORIGIN_RESOURCE = { 'cross-origin-resource-policy': 'cross-origin' } as const;

/**
 * The page request context (issue 28, point 2): its readings, made once and kept, with the
 * precedence rules of @bytewire/site; its slots; the variant made of it, the same as the one
 * `pageVariantOf` makes of a raw request; and, through the real gateway with every step on
 * (experiments decision, vanity lookup, page cache in the Redis at REDIS_URL), one Cookie parse
 * and one edition resolution per page request.
 */
import { AB_STATE_HEADER, FEATURE_FLAGS_HEADER } from '@bytewire/experiments';
import { pageVariantOf, RENDER_BUILD_HEADER } from '@bytewire/page-cache';
import { deviceFrom, preferredEditionFrom } from '@bytewire/site';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import * as cookie from 'cookie';
import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { IncomingMessage, ServerResponse } from 'node:http';
import request from 'supertest';
import { forwardableSitePath, type ForwardablePath } from '../src/edge/forwardable-path';
import { NO_DECISION_HEADERS, type DecisionHeaders } from '../src/experiments/decision-headers';
import { decisionRequestOf } from '../src/experiments/decision-request';
import { contextVariantOf } from '../src/page-cache/page-cache';
import { single } from '../src/request/first-value';
import { PageRequestContext } from '../src/request/page-request-context';
import { FakeUpstream } from './fake-upstream';
import { createGateway } from './gateway';

// The site's rules as they are, counted.
jest.mock('@bytewire/site', () => {
  const actual = jest.requireActual<typeof import('@bytewire/site')>('@bytewire/site');
  return {
    ...actual,
    preferredEditionFrom: jest.fn(actual.preferredEditionFrom),
    deviceFrom: jest.fn(actual.deviceFrom),
  };
});

const editionRule = jest.mocked(preferredEditionFrom);
const deviceRule = jest.mocked(deviceFrom);

function fakeRequest(headers: Record<string, string | string[]>): FastifyRequest {
  return { id: 'req-1', method: 'GET', headers, pageContext: null } as unknown as FastifyRequest;
}

function targetOf(pathAndQuery: string): ForwardablePath {
  const target = forwardableSitePath(pathAndQuery);
  if (!target) throw new Error(`not forwardable: ${pathAndQuery}`);
  return target;
}

function contextOf(
  pathAndQuery: string,
  headers: Record<string, string | string[]> = {},
): PageRequestContext {
  return PageRequestContext.of(fakeRequest(headers), targetOf(pathAndQuery));
}

afterEach(() => jest.clearAllMocks());

describe('single', () => {
  it('takes the first of repeated values', () => {
    expect(single(['a', 'b'])).toBe('a');
    expect(single('a')).toBe('a');
    expect(single(undefined)).toBeUndefined();
    expect(single([])).toBeUndefined();
  });
});

describe('page request context', () => {
  it('is made once per request and rides on it', () => {
    const req = fakeRequest({});
    const context = PageRequestContext.of(req, targetOf('/news/'));
    expect(req.pageContext).toBe(context);
    expect(PageRequestContext.of(req, targetOf('/news/'))).toBe(context);
    expect(context.requestId).toBe('req-1');
    expect(context.method).toBe('GET');
  });

  it('parses the Cookie header once, whatever reads it', () => {
    const parse = jest.spyOn(cookie, 'parse');
    const context = contextOf('/news/', {
      cookie: 'cdn_device=desktop; fly_preferred_edition=us; a=1',
      'user-agent': 'Googlebot/2.1',
    });
    expect(parse).not.toHaveBeenCalled();
    expect(context.cookies).toEqual({ cdn_device: 'desktop', fly_preferred_edition: 'us', a: '1' });
    void context.edition;
    void context.device;
    void context.crawler;
    context.experiments = NO_DECISION_HEADERS;
    decisionRequestOf(context);
    contextVariantOf(context, 'build-1', '');
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });

  it('parses nothing without a Cookie header, and keeps the first of a repeated cookie', () => {
    const parse = jest.spyOn(cookie, 'parse');
    expect(contextOf('/news/').cookies).toEqual({});
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    expect(contextOf('/news/', { cookie: 'a=1; a=2' }).cookies).toEqual({ a: '1' });
  });

  it('resolves the edition once, from the query, the cookie and the CDN header', () => {
    const context = contextOf('/news/?preferredEdition=zz&x=1', {
      cookie: 'fly_preferred_edition=us',
      'x-edition': ['gb', 'fr'],
    });
    expect(context.edition).toBe('us');
    expect(context.edition).toBe('us');
    decisionRequestOf(context);
    expect(editionRule).toHaveBeenCalledTimes(1);
    const [sources] = editionRule.mock.calls[0];
    expect(sources.query.get('preferredEdition')).toBe('zz');
    expect(sources.cookie).toBe('us');
    expect(sources.header).toBe('gb');
  });

  it('falls back to the default edition when no source names a valid one', () => {
    expect(contextOf('/news/?edition=zz', { 'x-edition': 'qq' }).edition).toBe('us');
  });

  it.each([
    ['the query first', '/news/?setDevice=tablet', 'cdn_device=desktop', 'mobile', 'tablet'],
    ['then the cookie', '/news/', 'cdn_device=desktop', 'tablet', 'desktop'],
    ['an invalid cookie skipped', '/news/', 'cdn_device=fridge', 'tablet', 'tablet'],
    ['an invalid query skipped', '/news/?setDevice=fridge', '', 'desktop', 'desktop'],
    ['else mobile', '/news/', '', '', 'mobile'],
  ])('takes the device by the site’s rule: %s', (_name, path, cookies, header, device) => {
    const headers: Record<string, string> = {};
    if (cookies) headers.cookie = cookies;
    if (header) headers['x-device'] = header;
    const context = contextOf(path, headers);
    expect(context.device).toBe(device);
    expect(context.device).toBe(device);
    expect(deviceRule).toHaveBeenCalledTimes(1);
  });

  it('reads the edition and device of the query without the sign-in’s credentials', () => {
    const context = contextOf('/news/?code=x&state=y&setDevice=desktop');
    expect(context.target.query).toBe('setDevice=desktop');
    expect([...context.query.keys()]).toEqual(['setDevice']);
    expect(context.device).toBe('desktop');
  });

  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1)', true],
    ['Mozilla/5.0 (compatible; Yeti/1.1)', true],
    ['Mozilla/5.0 Firefox/140.0', false],
    [undefined, false],
  ])('decides whether %s is an excluded crawler', (userAgent, crawler) => {
    const context = contextOf('/news/', userAgent ? { 'user-agent': userAgent } : {});
    expect(context.crawler).toBe(crawler);
  });

  it('holds each step’s outcome once, and refuses a read before the step', () => {
    const context = contextOf('/news/');
    expect(() => context.experiments).toThrow(/experiments decision read before/);
    expect(() => context.vanity).toThrow(/vanity outcome read before/);
    expect(() => context.variant).toThrow(/variant read before/);
    context.experiments = NO_DECISION_HEADERS;
    context.vanity = { action: 'none', reason: 'no vanity entry' };
    context.variant = undefined;
    expect(context.experiments).toBe(NO_DECISION_HEADERS);
    expect(context.vanity.action).toBe('none');
    expect(context.variant).toBeUndefined();
    expect(() => (context.experiments = NO_DECISION_HEADERS)).toThrow(/made twice/);
  });

  it('makes the decision request of its readings, within the limits', () => {
    const cookies = Array.from({ length: 60 }, (_, i) => `c${i}=${i}`).join('; ');
    const context = contextOf('/reviews/?tag=a&tag=b&setDevice=tablet', {
      cookie: `big=${'x'.repeat(5000)}; ${cookies}`,
      'x-ab-test-variation': 'precap_vs_hero:2:hero',
      'user-agent': 'u'.repeat(600),
    });
    const decision = decisionRequestOf(context);
    expect(Object.keys(decision.cookies)).toHaveLength(50);
    expect(decision.cookies.big).toBeUndefined();
    expect(decision.query).toEqual({ tag: ['a', 'b'], setDevice: 'tablet' });
    expect(decision.variationHeader).toBe('precap_vs_hero:2:hero');
    expect(decision.context).toEqual({
      path: '/reviews/',
      device: 'tablet',
      edition: 'us',
      userAgent: 'u'.repeat(512),
    });
  });
});

describe('the variant of a context', () => {
  const decided: DecisionHeaders = {
    forwarded: { [AB_STATE_HEADER]: 'hero:1:variant', [FEATURE_FLAGS_HEADER]: 'ads=1' },
    response: {},
  };

  const cases: [string, Record<string, string | string[]>, DecisionHeaders][] = [
    ['/news/', {}, NO_DECISION_HEADERS],
    ['/news/?setDevice=desktop&pageNumber=2', { cookie: 'terms_interacted=1' }, decided],
    ['/news/?edition=us', { cookie: 'cdn_device=tablet; fly_preferred_edition=zz' }, decided],
    ['/news/', { 'x-device': 'desktop', 'x-edition': 'us', 'user-agent': 'Googlebot' }, decided],
    ['/news/', { 'x-device': ['tablet', 'desktop'], cookie: 'cdn_device=fridge' }, decided],
  ];

  it.each(cases)(
    '%s %j: as pageVariantOf makes it of the raw request',
    (path, headers, decision) => {
      const context = contextOf(path, headers);
      context.experiments = decision;
      const variantQuery = new URLSearchParams(context.target.query).get('pageNumber')
        ? 'pageNumber=2'
        : '';
      const raw: Record<string, string | string[] | undefined> = headers;
      const header = single(raw.cookie);
      expect(contextVariantOf(context, 'build-1', variantQuery)).toEqual(
        pageVariantOf({
          build: 'build-1',
          path: context.target.path,
          query: context.target.query,
          variantQuery,
          cookies: header ? cookie.parse(header) : {},
          userAgent: single(raw['user-agent']),
          editionHeader: single(raw['x-edition']),
          deviceHeader: single(raw['x-device']),
          abState: decision.forwarded[AB_STATE_HEADER],
          flags: decision.forwarded[FEATURE_FLAGS_HEADER],
        } as Parameters<typeof pageVariantOf>[0]),
      );
    },
  );
});

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** One decision for every reader: a test and a flag. */
function experimentsLike(req: IncomingMessage, res: ServerResponse): void {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        visitorId: 'visitor-1',
        tests: [{ id: 'hero', version: '1', bucket: 'control' }],
        flags: { ads: true },
        cookies: [],
        headers: {},
      }),
    );
  });
}

describe('one cacheable page request through the gateway, every step on', () => {
  const site = `ctx-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  let render: FakeUpstream;
  let experiments: FakeUpstream;
  let vanity: FakeUpstream;
  let app: NestFastifyApplication;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    const build = () => ({ [RENDER_BUILD_HEADER]: 'build-1' });
    render = await FakeUpstream.start(
      (_req, res) =>
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...build() })
          .end('<html><body>page</body></html>'),
      build,
    );
    experiments = await FakeUpstream.start(experimentsLike);
    // An empty dictionary: no entry for any path, the page goes on.
    vanity = await FakeUpstream.start((_req, res) =>
      res
        .writeHead(200, { 'content-type': 'application/json', etag: '"empty"' })
        .end('{"data":{"items":[]}}'),
    );
    app = await createGateway({
      RENDER_URL: render.url,
      CONTENT_API_URL: render.url,
      REDIS_URL,
      SITE_ID: site,
      PAGE_CACHE_ENABLED: 'true',
      EXPERIMENTS_URL: experiments.url,
      EXPERIMENTS_API_KEY: 'experiments-key-0123456789',
      EXPERIMENTS_SYNC_INTERVAL_MS: '0',
      // The first call of a fresh process may take longer than the default budget.
      EXPERIMENTS_TIMEOUT_MS: '2000',
      VANITY_URL: vanity.url,
      VANITY_API_KEY: 'vanity-key-0123456789',
    });
  });

  afterAll(async () => {
    await app.close();
    await Promise.all([render.close(), experiments.close(), vanity.close()]);
    const keys = await redis.keys(`bytewire:page-cache:{${site}}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('parses the Cookie header and resolves the edition once', async () => {
    const parse = jest.spyOn(cookie, 'parse');
    const res = await request(app.getHttpServer())
      .get('/latest/')
      .set('cookie', 'fly_preferred_edition=us; terms_interacted=1; cdn_device=desktop')
      .set('user-agent', 'Googlebot/2.1')
      .expect(200);
    // Every step ran: the decision, the vanity decision (in the dictionary held: no call per
    // page, only the dictionary's read at start), the cache (a miss, rendered).
    expect(experiments.received).toHaveLength(1);
    expect(vanity.received.map((r) => r.url)).toEqual([`/api/neutron/vanity/${site}/dictionary`]);
    expect(res.headers['x-cache']).toBe('miss');
    const [rendered] = render.received;
    expect(rendered.headers['x-ab-state']).toBe('hero:1:control');
    expect(rendered.headers['x-device']).toBe('desktop');
    expect(rendered.headers.cookie).toBe('terms_interacted=1');
    expect(parse).toHaveBeenCalledTimes(1);
    expect(editionRule).toHaveBeenCalledTimes(1);
    // The next request has a context of its own: one parse more, and the copy kept (once the
    // cache has stored it).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = await request(app.getHttpServer())
      .get('/latest/')
      .set('cookie', 'fly_preferred_edition=us; terms_interacted=1; cdn_device=desktop')
      .set('user-agent', 'Googlebot/2.1')
      .expect(200);
    expect(again.headers['x-cache']).toBe('hit');
    expect(parse).toHaveBeenCalledTimes(2);
    expect(editionRule).toHaveBeenCalledTimes(2);
    parse.mockRestore();
  });
});

/**
 * OFREP over HTTP (services/experiments/src/ofrep): every status and error code of the two
 * evaluation endpoints, the reasons, variants and JSON types of the answers, the bulk ETag, and
 * the variations GrowthBook's own SDK gives for the same features and contexts.
 */
import { GrowthBook } from '@growthbook/growthbook';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { retryAfterOf, TooManyRequests } from '@bytewire/service-kit';
import request from 'supertest';
import { OfrepRateLimit } from '../src/ofrep/ofrep-rate-limit';
import { ADMIN_KEY, API_KEY, cleanRedis, createApp, FLAGS, uniqueSite } from './support/app';
import { holdFeatures, OFREP_FEATURES } from './support/ofrep-features';

const CLIENT_KEY = 'sdk-ofrepTestClient01';
const FLAG = (key: string) => `/ofrep/v1/evaluate/flags/${key}`;
const FLAGS_PATH = '/ofrep/v1/evaluate/flags';

/** GrowthBook's own evaluation of a held feature for some attributes. */
function growthBookResult(key: string, attributes: Record<string, unknown>) {
  return new GrowthBook({ features: OFREP_FEATURES, attributes }).evalFeature(key);
}

describe('OFREP', () => {
  const savedEnv = { ...process.env };
  let site: string;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    site = uniqueSite();
    app = await createApp({ site, env: { SDK_CLIENT_KEYS: CLIENT_KEY } });
  });
  beforeEach(() => holdFeatures(app));
  afterAll(async () => {
    await app.close();
    await cleanRedis(site);
    process.env = { ...savedEnv };
  });

  const evaluate = (key: string, body: unknown, apiKey = API_KEY) =>
    request(app.getHttpServer())
      .post(FLAG(key))
      .set('x-api-key', apiKey)
      .send(body as object);

  describe('POST /ofrep/v1/evaluate/flags/{key}', () => {
    it('answers a site flag (a boolean without rules) as STATIC, with its JSON type', async () => {
      const res = await evaluate('ads', { context: { targetingKey: 'u1' } }).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({
        key: 'ads',
        value: true,
        reason: 'STATIC',
        variant: 'default',
        metadata: { source: 'defaultValue' },
      });
      const off = await evaluate('cohesion', { context: {} }).expect(200);
      expect(off.body).toMatchObject({ key: 'cohesion', value: false, reason: 'STATIC' });
    });

    it.each([
      ['items-per-page', 10],
      ['score-threshold', 0.75],
      ['layout-config', { columns: 3, sidebar: true }],
    ])('keeps the JSON type of %s', async (key, value) => {
      const res = await evaluate(key, { context: { targetingKey: 'u1' } }).expect(200);
      expect(res.body.value).toStrictEqual(value);
    });

    it('answers a force rule as TARGETING_MATCH, its rule id as the variant', async () => {
      const res = await evaluate('headline-style', {
        context: { targetingKey: 'u1', country: 'CA' },
      }).expect(200);
      expect(res.body).toEqual({
        key: 'headline-style',
        value: 'bold',
        reason: 'TARGETING_MATCH',
        variant: 'fr_canada',
        metadata: { source: 'force', ruleId: 'fr_canada' },
      });
      const object = await evaluate('layout-config', { context: { plan: 'premium' } }).expect(200);
      expect(object.body).toMatchObject({
        value: { columns: 4, sidebar: false },
        reason: 'TARGETING_MATCH',
      });
    });

    it('answers DEFAULT when a feature has rules and none applies', async () => {
      const res = await evaluate('headline-style', {
        context: { targetingKey: 'u1', country: 'FR' },
      }).expect(200);
      expect(res.body).toMatchObject({ value: 'classic', reason: 'DEFAULT', variant: 'default' });
    });

    it('answers an experiment as SPLIT with the variation GrowthBook gives the targeting key', async () => {
      const variants = new Set<string>();
      for (let i = 0; i < 40; i += 1) {
        const context = { targetingKey: `user-${i}`, country: 'US' };
        const expected = growthBookResult('headline-style', {
          ...context,
          id: context.targetingKey,
        });
        const res = await evaluate('headline-style', { context }).expect(200);
        expect(res.body).toEqual({
          key: 'headline-style',
          value: expected.value,
          reason: 'SPLIT',
          variant: expected.experimentResult?.key,
          metadata: expect.objectContaining({
            source: 'experiment',
            ruleId: 'exp_headline',
            experimentKey: 'headline-exp',
            variationId: expected.experimentResult?.variationId,
            hashAttribute: 'id',
          }),
        });
        variants.add(res.body.variant);
      }
      expect(variants).toEqual(new Set(['control', 'modern', 'bold']));
    });

    it('answers a percentage rollout as SPLIT for those it takes, DEFAULT for the others', async () => {
      const reasons = new Set<string>();
      for (let i = 0; i < 30; i += 1) {
        const context = { targetingKey: `user-${i}` };
        const expected = growthBookResult('beta-banner', { id: context.targetingKey });
        const res = await evaluate('beta-banner', { context }).expect(200);
        expect(res.body.value).toBe(expected.value);
        expect(res.body.reason).toBe(expected.source === 'force' ? 'SPLIT' : 'DEFAULT');
        reasons.add(res.body.reason);
      }
      expect(reasons).toEqual(new Set(['SPLIT', 'DEFAULT']));
    });

    it('reads an id attribute as the targeting key when no targetingKey is given', async () => {
      const expected = growthBookResult('beta-banner', { id: 'user-7' });
      const res = await evaluate('beta-banner', { context: { id: 'user-7' } }).expect(200);
      expect(res.body.value).toBe(expected.value);
    });

    it('answers a feature closed by its prerequisite as DISABLED, without a value', async () => {
      const res = await evaluate('gated-widget', { context: { targetingKey: 'u1' } }).expect(200);
      expect(res.body).toEqual({
        key: 'gated-widget',
        reason: 'DISABLED',
        metadata: { source: 'prerequisite' },
      });
    });

    it('leaves the value out (the code default applies) when the feature has none', async () => {
      const res = await evaluate('no-default', { context: { country: 'FR' } }).expect(200);
      expect(res.body).not.toHaveProperty('value');
      expect(res.body).toMatchObject({ key: 'no-default', reason: 'DEFAULT' });
      const matched = await evaluate('no-default', { context: { country: 'CA' } }).expect(200);
      expect(matched.body).toMatchObject({ value: 'maple', reason: 'TARGETING_MATCH' });
    });

    it('answers 404 FLAG_NOT_FOUND for an unknown key', async () => {
      const res = await evaluate('no-such-flag', { context: {} }).expect(404);
      expect(res.body).toEqual({
        key: 'no-such-flag',
        errorCode: 'FLAG_NOT_FOUND',
        errorDetails: "Flag 'no-such-flag' was not found",
      });
    });

    it.each(['constructor', 'toString', '__proto__'])(
      'answers 404 FLAG_NOT_FOUND for %s (no key of an object prototype)',
      async (key) => {
        const res = await evaluate(key, { context: {} }).expect(404);
        expect(res.body).toMatchObject({ key, errorCode: 'FLAG_NOT_FOUND' });
      },
    );

    it('answers 400 TARGETING_KEY_MISSING when a rule that could apply buckets by the targeting key', async () => {
      const rollout = await evaluate('beta-banner', { context: {} }).expect(400);
      expect(rollout.body).toMatchObject({
        key: 'beta-banner',
        errorCode: 'TARGETING_KEY_MISSING',
      });
      const experiment = await evaluate('headline-style', { context: { country: 'US' } });
      expect(experiment.status).toBe(400);
      expect(experiment.body.errorCode).toBe('TARGETING_KEY_MISSING');
      // The experiment's condition excludes France, and a force rule takes Canada first.
      await evaluate('headline-style', { context: { country: 'FR' } })
        .expect(200)
        .expect((res) => expect(res.body.reason).toBe('DEFAULT'));
      await evaluate('headline-style', { context: { country: 'CA' } })
        .expect(200)
        .expect((res) => expect(res.body.reason).toBe('TARGETING_MATCH'));
    });

    it('answers 500 GENERAL for cyclic prerequisites', async () => {
      const res = await evaluate('cycle-a', { context: {} }).expect(500);
      expect(res.body).toMatchObject({ key: 'cycle-a', errorCode: 'GENERAL' });
    });

    it.each([
      ['a context that is not an object', { context: 'user-1' }],
      ['a null context', { context: null }],
      ['a list as context', { context: ['user-1'] }],
      ['a targetingKey that is not a string', { context: { targetingKey: 42 } }],
      ['a constructor attribute', { context: { constructor: { a: 1 } } }],
    ])('answers 400 INVALID_CONTEXT for %s', async (_name, body) => {
      const res = await evaluate('ads', body).expect(400);
      expect(res.body).toEqual({
        key: 'ads',
        errorCode: 'INVALID_CONTEXT',
        errorDetails: expect.any(String),
      });
    });

    it('answers 400 INVALID_CONTEXT for a body over the size limit', async () => {
      const res = await evaluate('ads', { context: { notes: 'x'.repeat(70 * 1024) } }).expect(400);
      expect(res.body).toMatchObject({ key: 'ads', errorCode: 'INVALID_CONTEXT' });
    });

    it.each([
      ['a body that is not JSON', 'application/json', '{"context": '],
      ['an empty JSON body', 'application/json', ''],
      ['a JSON list', 'application/json', '[1, 2]'],
      ['a media type without a parser', 'application/xml', '<context/>'],
      ['a text body', 'text/plain', 'context'],
    ])('answers 400 PARSE_ERROR for %s', async (_name, type, body) => {
      const res = await request(app.getHttpServer())
        .post(FLAG('ads'))
        .set('x-api-key', API_KEY)
        .set('content-type', type)
        .send(body)
        .expect(400);
      expect(res.body).toEqual({
        key: 'ads',
        errorCode: 'PARSE_ERROR',
        errorDetails: expect.any(String),
      });
    });

    it('takes a body without a context as an empty context', async () => {
      const res = await evaluate('ads', {}).expect(200);
      expect(res.body.value).toBe(true);
    });
  });

  describe('keys', () => {
    it.each([
      ['x-api-key', API_KEY],
      ['x-api-key', ADMIN_KEY],
      ['authorization', `Bearer ${API_KEY}`],
      ['authorization', `bearer ${ADMIN_KEY}`],
    ])('takes %s: %s', async (header, value) => {
      await request(app.getHttpServer())
        .post(FLAG('ads'))
        .set(header, value)
        .send({ context: {} })
        .expect(200);
    });

    it.each([
      ['no key', {}],
      ['an unknown key', { 'x-api-key': 'not-a-key-of-this-service' }],
      ['an unknown bearer token', { authorization: 'Bearer not-a-key-of-this-service' }],
      ['the key in another scheme', { authorization: `Basic ${API_KEY}` }],
    ])('answers 401 for %s, before reading the body', async (_name, headers) => {
      for (const path of [FLAG('ads'), FLAGS_PATH]) {
        const res = await request(app.getHttpServer())
          .post(path)
          .set(headers)
          .set('content-type', 'application/json')
          .send('not json')
          .expect(401);
        expect(res.body).toEqual({ errorDetails: 'A valid API key is required' });
      }
    });

    it.each([
      ['x-api-key', CLIENT_KEY],
      ['authorization', `Bearer ${CLIENT_KEY}`],
    ])('answers 403 for a GrowthBook SDK client key (%s)', async (header, value) => {
      for (const path of [FLAG('ads'), FLAGS_PATH]) {
        const res = await request(app.getHttpServer())
          .post(path)
          .set(header, value)
          .send({ context: {} })
          .expect(403);
        expect(res.body.errorDetails).toMatch(/client key/);
      }
    });
  });

  describe('POST /ofrep/v1/evaluate/flags', () => {
    const bulk = (body: unknown, headers: Record<string, string> = {}) =>
      request(app.getHttpServer())
        .post(FLAGS_PATH)
        .set('x-api-key', API_KEY)
        .set(headers)
        .send(body as object);

    it('evaluates every flag for the context, failures in the list', async () => {
      const context = { targetingKey: 'user-3', country: 'US', plan: 'premium' };
      const res = await bulk({ context }).expect(200);
      const siteFlags = FLAGS.split(',').map((item) => item.split('=')[0]);
      const keys = (res.body.flags as { key: string }[]).map((flag) => flag.key);
      expect(new Set(keys)).toEqual(new Set([...siteFlags, ...Object.keys(OFREP_FEATURES)]));
      expect(res.body.metadata).toEqual({ version: expect.stringMatching(/^[\w-]+$/) });
      for (const flag of res.body.flags as { key: string }[]) {
        const single = await request(app.getHttpServer())
          .post(FLAG(flag.key))
          .set('x-api-key', API_KEY)
          .send({ context });
        expect(flag).toEqual({ key: flag.key, ...single.body });
      }
      const cycle = (res.body.flags as { key: string }[]).find((flag) => flag.key === 'cycle-a');
      expect(cycle).toMatchObject({ errorCode: 'GENERAL' });
    });

    it('lists TARGETING_KEY_MISSING per flag and evaluates the rest', async () => {
      const res = await bulk({ context: {} }).expect(200);
      const byKey = new Map(
        (res.body.flags as { key: string }[]).map((flag) => [flag.key, flag] as const),
      );
      expect(byKey.get('beta-banner')).toMatchObject({ errorCode: 'TARGETING_KEY_MISSING' });
      expect(byKey.get('ads')).toMatchObject({ value: true, reason: 'STATIC' });
    });

    it('answers 304 without a body to the ETag of the same context, whatever its key order', async () => {
      const first = await bulk({ context: { targetingKey: 'u9', country: 'CA', plan: 'free' } });
      expect(first.status).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      const same = { context: { plan: 'free', country: 'CA', targetingKey: 'u9' } };
      const again = await bulk(same, { 'if-none-match': etag }).expect(304);
      expect(again.text).toBe('');
      expect(again.headers.etag).toBe(etag);
      await bulk(same, { 'if-none-match': `"other", W/${etag}` }).expect(304);
      await bulk(same, { 'if-none-match': '"other"' }).expect(200);
      const other = await bulk(
        { context: { targetingKey: 'u10', country: 'CA', plan: 'free' } },
        { 'if-none-match': etag },
      ).expect(200);
      expect(other.headers.etag).not.toBe(etag);
    });

    it('answers 200 with a new ETag once the definitions change', async () => {
      const body = { context: { targetingKey: 'u9' } };
      const before = await bulk(body).expect(200);
      holdFeatures(app, { ...OFREP_FEATURES, 'items-per-page': { defaultValue: 20 } });
      const after = await bulk(body, { 'if-none-match': before.headers.etag as string }).expect(
        200,
      );
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.body.metadata.version).not.toBe(before.body.metadata.version);
      const items = (after.body.flags as { key: string; value: unknown }[]).find(
        (flag) => flag.key === 'items-per-page',
      );
      expect(items?.value).toBe(20);
    });

    it.each([
      ['a body that is not JSON', 'application/json', '{', 'PARSE_ERROR'],
      ['a context that is not an object', 'application/json', '{"context": 1}', 'INVALID_CONTEXT'],
    ])('answers 400 for %s, without a key', async (_name, type, body, errorCode) => {
      const res = await request(app.getHttpServer())
        .post(FLAGS_PATH)
        .set('x-api-key', API_KEY)
        .set('content-type', type)
        .send(body)
        .expect(400);
      expect(res.body).toEqual({ errorCode, errorDetails: expect.any(String) });
    });
  });
});

describe('OfrepRateLimit', () => {
  it('counts each key in one-minute windows, and nothing at 0', () => {
    let now = 1_000_000;
    const limit = new OfrepRateLimit(2, () => now);
    limit.hit('caller');
    limit.hit('caller');
    now += 45_000;
    expect(() => limit.hit('caller')).toThrow(TooManyRequests);
    limit.hit('admin');
    let refusal: unknown;
    try {
      limit.hit('caller');
    } catch (error) {
      refusal = error;
    }
    expect(retryAfterOf(refusal)).toBe('15');
    now += 15_000;
    limit.hit('caller');
    const off = new OfrepRateLimit(0, () => now);
    for (let i = 0; i < 100; i += 1) off.hit('caller');
  });
});

describe('OFREP rate limit', () => {
  const savedEnv = { ...process.env };
  let site: string;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    site = uniqueSite();
    app = await createApp({ site, env: { OFREP_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await app.close();
    await cleanRedis(site);
    process.env = { ...savedEnv };
  });

  it('answers 429 with Retry-After past the limit of a key, both endpoints counted', async () => {
    const server = app.getHttpServer();
    const send = (path: string, key: string) =>
      request(server).post(path).set('x-api-key', key).send({ context: {} });
    await send(FLAG('ads'), API_KEY).expect(200);
    await send(FLAGS_PATH, API_KEY).expect(200);
    await send(FLAG('ads'), API_KEY).expect(200);
    const refused = await send(FLAG('ads'), API_KEY).expect(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body).toEqual({ errorDetails: expect.stringMatching(/more than 3/i) });
    await send(FLAGS_PATH, API_KEY).expect(429);
    // The admin key counts apart.
    await send(FLAG('ads'), ADMIN_KEY).expect(200);
  });

  it.each(['-1', '1.5', 'many'])(
    'stops at start-up on OFREP_RATE_LIMIT_PER_MINUTE=%s',
    async (value) => {
      await expect(
        createApp({ site: uniqueSite(), env: { OFREP_RATE_LIMIT_PER_MINUTE: value } }),
      ).rejects.toThrow('OFREP_RATE_LIMIT_PER_MINUTE');
    },
  );
});

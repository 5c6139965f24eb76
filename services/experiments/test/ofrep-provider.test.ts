/**
 * The check of OFREP as a product adopts it: the official OpenFeature server SDK with the
 * official OFREP provider, pointed at a listening service (its base URL, the callers' key in a
 * header), evaluates flags of each type, gets reasons, variants and metadata, and each error
 * the way the provider reports it.
 */
import { GrowthBook } from '@growthbook/growthbook';
import {
  OFREPApiTooManyRequestsError,
  OFREPApiUnauthorizedError,
  OFREPForbiddenError,
} from '@openfeature/ofrep-core';
import { OFREPProvider } from '@openfeature/ofrep-provider';
import { type Client, ErrorCode, OpenFeature } from '@openfeature/server-sdk';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AddressInfo } from 'node:net';
import { ADMIN_KEY, API_KEY, cleanRedis, createApp, uniqueSite } from './support/app';
import { holdFeatures, OFREP_FEATURES } from './support/ofrep-features';

const CLIENT_KEY = 'sdk-ofrepProviderTest01';

/** A listening app's base URL (loopback, a port of its own). */
async function listen(app: NestFastifyApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** An OpenFeature client of its own domain, its provider sending `headers`, with the errors its hooks saw. */
async function clientFor(
  domain: string,
  baseUrl: string,
  headers: Record<string, string>,
): Promise<{ client: Client; errors: unknown[] }> {
  await OpenFeature.setProviderAndWait(domain, new OFREPProvider({ baseUrl, headers }));
  const client = OpenFeature.getClient(domain);
  const errors: unknown[] = [];
  client.addHooks({ error: (_context, error) => void errors.push(error) });
  return { client, errors };
}

describe('OpenFeature with the OFREP provider', () => {
  const savedEnv = { ...process.env };
  let site: string;
  let app: NestFastifyApplication;
  let baseUrl: string;
  let client: Client;

  beforeAll(async () => {
    site = uniqueSite();
    app = await createApp({ site, env: { SDK_CLIENT_KEYS: CLIENT_KEY } });
    baseUrl = await listen(app);
    ({ client } = await clientFor('callers', baseUrl, { 'X-API-Key': API_KEY }));
  });
  beforeEach(() => holdFeatures(app));
  afterAll(async () => {
    await OpenFeature.clearProviders();
    await app.close();
    await cleanRedis(site);
    process.env = { ...savedEnv };
  });

  it('evaluates a boolean flag (a site flag) as STATIC', async () => {
    const details = await client.getBooleanDetails('ads', false, { targetingKey: 'u1' });
    expect(details).toMatchObject({
      flagKey: 'ads',
      value: true,
      reason: 'STATIC',
      variant: 'default',
      flagMetadata: { source: 'defaultValue' },
    });
    expect(details.errorCode).toBeUndefined();
    expect(await client.getBooleanValue('cohesion', true)).toBe(false);
  });

  it('evaluates a string flag: a targeting match, and an experiment as GrowthBook splits it', async () => {
    const forced = await client.getStringDetails('headline-style', 'none', {
      targetingKey: 'u1',
      country: 'CA',
    });
    expect(forced).toMatchObject({
      value: 'bold',
      reason: 'TARGETING_MATCH',
      variant: 'fr_canada',
    });

    const variants = new Set<string | undefined>();
    for (let i = 0; i < 30; i += 1) {
      const context = { targetingKey: `reader-${i}`, country: 'US' };
      const expected = new GrowthBook({
        features: OFREP_FEATURES,
        attributes: { ...context, id: context.targetingKey },
      }).evalFeature('headline-style');
      const split = await client.getStringDetails('headline-style', 'none', context);
      expect(split).toMatchObject({
        value: expected.value,
        reason: 'SPLIT',
        variant: expected.experimentResult?.key,
        flagMetadata: {
          source: 'experiment',
          experimentKey: 'headline-exp',
          variationId: expected.experimentResult?.variationId,
        },
      });
      variants.add(split.variant);
    }
    expect(variants).toEqual(new Set(['control', 'modern', 'bold']));
  });

  it('evaluates number flags, integer and float', async () => {
    expect(await client.getNumberDetails('items-per-page', 0)).toMatchObject({
      value: 10,
      reason: 'STATIC',
    });
    expect(await client.getNumberValue('score-threshold', 0)).toBe(0.75);
  });

  it('evaluates an object flag, by default and by targeting', async () => {
    expect(await client.getObjectDetails('layout-config', {}, { plan: 'free' })).toMatchObject({
      value: { columns: 3, sidebar: true },
      reason: 'DEFAULT',
    });
    expect(await client.getObjectValue('layout-config', {}, { plan: 'premium' })).toEqual({
      columns: 4,
      sidebar: false,
    });
  });

  it('gets FLAG_NOT_FOUND for an unknown flag, and the code default', async () => {
    const details = await client.getBooleanDetails('no-such-flag', true);
    expect(details).toMatchObject({
      value: true,
      reason: 'ERROR',
      errorCode: ErrorCode.FLAG_NOT_FOUND,
      errorMessage: "Flag 'no-such-flag' was not found",
    });
  });

  it('gets TYPE_MISMATCH asking a boolean of a string flag', async () => {
    const details = await client.getBooleanDetails('headline-style', false, { country: 'CA' });
    expect(details).toMatchObject({
      value: false,
      reason: 'ERROR',
      errorCode: ErrorCode.TYPE_MISMATCH,
    });
  });

  it('gets TARGETING_KEY_MISSING for a rollout without a targeting key, and a value with one', async () => {
    const missing = await client.getBooleanDetails('beta-banner', false, {});
    expect(missing).toMatchObject({
      value: false,
      errorCode: ErrorCode.TARGETING_KEY_MISSING,
    });
    const keyed = await client.getBooleanDetails('beta-banner', false, { targetingKey: 'u1' });
    expect(keyed.errorCode).toBeUndefined();
    expect(['SPLIT', 'DEFAULT']).toContain(keyed.reason);
  });

  it('gets INVALID_CONTEXT for a targeting key that is not a string', async () => {
    const details = await client.getBooleanDetails('ads', false, {
      targetingKey: 42 as unknown as string,
    });
    expect(details).toMatchObject({ value: false, errorCode: ErrorCode.INVALID_CONTEXT });
  });

  it('gets its code default for a disabled flag (OFREP codeDefaultFlag: no value)', async () => {
    // Provider 0.1.3 predates OFREP's codeDefaultFlag (ADR 0006) and takes an answer without a
    // value for an unexpected one (GENERAL); the application's default applies either way.
    const details = await client.getBooleanDetails('gated-widget', false, { targetingKey: 'u1' });
    expect(details.value).toBe(false);
    expect(details.errorCode).toBe(ErrorCode.GENERAL);
  });

  it('gets 401 for an unknown key and 403 for a GrowthBook SDK client key, as errors of the provider', async () => {
    const unknown = await clientFor('unknown-key', baseUrl, { 'X-API-Key': 'not-a-key-at-all' });
    const refused = await unknown.client.getBooleanDetails('ads', false);
    expect(refused).toMatchObject({ value: false, reason: 'ERROR', errorCode: ErrorCode.GENERAL });
    expect(unknown.errors).toEqual([expect.any(OFREPApiUnauthorizedError)]);

    const sdkKey = await clientFor('client-key', baseUrl, {
      Authorization: `Bearer ${CLIENT_KEY}`,
    });
    const forbidden = await sdkKey.client.getBooleanDetails('ads', false);
    expect(forbidden).toMatchObject({ value: false, errorCode: ErrorCode.GENERAL });
    expect(sdkKey.errors).toEqual([expect.any(OFREPForbiddenError)]);

    const admin = await clientFor('admin-key', baseUrl, { Authorization: `Bearer ${ADMIN_KEY}` });
    expect(await admin.client.getBooleanDetails('ads', false)).toMatchObject({ value: true });
    expect(admin.errors).toEqual([]);
  });
});

describe('OpenFeature with the OFREP provider, past the rate limit', () => {
  const savedEnv = { ...process.env };
  let site: string;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    site = uniqueSite();
    app = await createApp({ site, env: { OFREP_RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(async () => {
    await OpenFeature.clearProviders();
    await app.close();
    await cleanRedis(site);
    process.env = { ...savedEnv };
  });

  it('gets the 429 with its Retry-After, then waits without asking until then', async () => {
    const { client, errors } = await clientFor('limited', await listen(app), {
      'X-API-Key': API_KEY,
    });
    expect(await client.getBooleanValue('ads', false)).toBe(true);
    expect(await client.getBooleanValue('ads', false)).toBe(true);
    const limited = await client.getBooleanDetails('ads', false);
    expect(limited).toMatchObject({ value: false, errorCode: ErrorCode.GENERAL });
    expect(errors).toEqual([expect.any(OFREPApiTooManyRequestsError)]);
    const retryAfter = (errors[0] as OFREPApiTooManyRequestsError).retryAfterSeconds;
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The provider pauses itself until the Retry-After date: no request, its own error.
    const paused = await client.getBooleanDetails('ads', false);
    expect(paused.errorMessage).toMatch(/paused due to TooManyRequests/);
  });
});

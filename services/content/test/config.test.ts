import { validateEnv } from '@bytewire/service-kit';
import { ContentConfig, ContentEnv } from '../src/config/environment';
import { createApp } from './helpers/app';

const now = new Date('2026-06-01T12:34:56Z');
const valid = {
  CONTENT_API_KEY: 'a-long-enough-key-123',
  IMAGE_SIGNING_KEY: 'an-image-signing-key-123',
};
const validate = validateEnv(ContentEnv);

function load(env: Record<string, string | undefined>) {
  return new ContentConfig(validate(env), now);
}

function problem(env: Record<string, string | undefined>): string {
  try {
    load(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the environment to be rejected');
}

describe('environment', () => {
  it('has defaults for everything but the key', () => {
    const config = load(valid);
    expect(config).toMatchObject({
      siteId: 'bytewire',
      publicationName: 'Bytewire',
      corpusSeed: 20261120,
    });
    // The default anchor is now, truncated to the hour.
    expect(config.corpusAnchor.toISOString()).toBe('2026-06-01T12:00:00.000Z');
    // No sister edition unless configured: the spec gives no addresses.
    expect(config.sisterEditions).toEqual([]);
    expect(load({ ...valid, SISTER_EDITIONS: '' }).sisterEditions).toEqual([]);
  });

  it('reads every variable', () => {
    const config = load({
      ...valid,
      SITE_ID: 'other-site',
      PUBLICATION_NAME: 'Other',
      CORPUS_ANCHOR: '2026-01-02',
      CORPUS_SEED: '7',
      SISTER_EDITIONS:
        'fr|France|https://fr.sister-edition.test/,de|Germany|https://de.sister-edition.test/',
    });
    expect(config).toMatchObject({ siteId: 'other-site', publicationName: 'Other', corpusSeed: 7 });
    expect(config.sisterEditions).toEqual([
      { code: 'fr', label: 'France', url: 'https://fr.sister-edition.test/' },
      { code: 'de', label: 'Germany', url: 'https://de.sister-edition.test/' },
    ]);
    expect(config.corpusAnchor.toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });

  it.each<[string, Record<string, string | undefined>, RegExp]>([
    ['a missing key', {}, /CONTENT_API_KEY is required/],
    ['a short key', { CONTENT_API_KEY: 'short' }, /CONTENT_API_KEY must be at least 16 characters/],
    [
      'a missing image signing key',
      { CONTENT_API_KEY: valid.CONTENT_API_KEY },
      /IMAGE_SIGNING_KEY is required/,
    ],
    [
      'a short image signing key',
      { ...valid, IMAGE_SIGNING_KEY: 'short' },
      /IMAGE_SIGNING_KEY must be at least 16 characters/,
    ],
    ['a bad port', { ...valid, PORT: 'http' }, /PORT must be/],
    ['a port out of range', { ...valid, PORT: '70000' }, /PORT must not be greater than 65535/],
    [
      'a bad anchor',
      { ...valid, CORPUS_ANCHOR: 'yesterday' },
      /CORPUS_ANCHOR must be an ISO 8601 date/,
    ],
    [
      'a future anchor',
      { ...valid, CORPUS_ANCHOR: '2030-01-01T00:00:00Z' },
      /CORPUS_ANCHOR must be a valid date that is not in the future/,
    ],
    ['a bad seed', { ...valid, CORPUS_SEED: '-1' }, /CORPUS_SEED must be/],
    ['a seed out of range', { ...valid, CORPUS_SEED: '9999999999' }, /CORPUS_SEED must be/],
    ['a bad site id', { ...valid, SITE_ID: 'Not A Site' }, /SITE_ID must be/],
    [
      'a sister edition on http',
      { ...valid, SISTER_EDITIONS: 'fr|France|http://fr.sister-edition.test/' },
      /SISTER_EDITIONS must be .*entry 1 \(fr\) has a URL that is not https/,
    ],
    [
      'a repeated sister edition code',
      { ...valid, SISTER_EDITIONS: 'fr|France|https://a.test/,fr|France|https://b.test/' },
      /SISTER_EDITIONS must be .*entry 2 \(fr\) repeats a code/,
    ],
    [
      'a sister edition without its URL',
      { ...valid, SISTER_EDITIONS: 'fr|France' },
      /SISTER_EDITIONS must be .*code\|label\|https-url/,
    ],
  ])('rejects %s, naming the variable', (_, env, message) => {
    expect(problem(env)).toMatch(/^Invalid environment: /);
    expect(problem(env)).toMatch(message);
  });

  it('stops the app at start-up with the message', async () => {
    await expect(createApp({ CONTENT_API_KEY: 'too-short' })).rejects.toThrow(
      /CONTENT_API_KEY must be at least 16 characters/,
    );
  });

  it('stops the app at start-up on a bad SISTER_EDITIONS, naming it', async () => {
    try {
      await expect(
        createApp({ SISTER_EDITIONS: 'fr|France|https://fr.sister-edition.test/,de|Germany|/de/' }),
      ).rejects.toThrow(/SISTER_EDITIONS must be .*entry 2 \(de\) has no absolute URL/);
    } finally {
      delete process.env.SISTER_EDITIONS;
    }
  });
});

/**
 * The translation catalogue (spec 001 s9: en-US only; en-US.json for the first paint,
 * en-US.late.json for the parts loaded after hydration): t() reads it, fills placeholders and
 * shows a missing key as itself with a warning; every key the code asks for is in it (and
 * every key in it is asked for); the header's tooltips and the 404 page read their keys
 * (spec 001 s8, s9).
 */
import type { ChromeClient } from '@bytewire/content-client';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FOOTER, HEADER, page } from '../../test/support/pages';
import { fixtureClient, renderPath } from '../../test/support/render-path';
import firstPaint from './en-US.json';
import late from './en-US.late.json';
import { t, type MessageKey } from './t';
import { t as lateT } from './t-late';

const SOURCES = path.join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The keys of every `t('…')` call in the web app's sources, by the catalogue `t` reads. */
function keysUsed(): Record<'first' | 'late', Set<string>> {
  const keys = { first: new Set<string>(), late: new Set<string>() };
  for (const file of sourceFiles(SOURCES)) {
    const source = readFileSync(file, 'utf8');
    const from = /import \{ t \} from '[./]*i18n\/(t|t-late)'/.exec(source)?.[1];
    const calls = [...source.matchAll(/\bt\(\s*'([^']+)'/g)].map((match) => match[1]!);
    if (calls.length === 0 || from === undefined) continue;
    for (const key of calls) keys[from === 't' ? 'first' : 'late'].add(key);
  }
  return keys;
}

describe('t()', () => {
  it('returns the catalogue string, its placeholders filled', () => {
    expect(lateT('siteStatus.offline')).toBe('You are offline. Some content may not load.');
    expect(t('header.signInOrJoin', { siteName: 'Bytewire' })).toBe('Sign in or join Bytewire');
    // A placeholder without a value stays as written; a value for no placeholder is unused.
    expect(t('header.signInOrJoin')).toBe('Sign in or join {siteName}');
    expect(t('header.siteName', { other: 'x' })).toBe('{siteName}');
  });

  it('returns a missing key itself, with a warning outside production', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(t('no.such.key' as MessageKey)).toBe('no.such.key');
      expect(warn).toHaveBeenCalledWith('Missing translation key: no.such.key');
      // Inherited properties are no keys.
      expect(t('toString' as MessageKey)).toBe('toString');
    } finally {
      warn.mockRestore();
    }
  });

  it('has every key the code uses, and uses every key it has', () => {
    const used = keysUsed();
    for (const [name, catalogue] of [
      ['first', firstPaint],
      ['late', late],
    ] as const) {
      expect(used[name].size).toBeGreaterThan(3);
      const known = new Set(Object.keys(catalogue));
      expect([...used[name]].filter((key) => !known.has(key))).toEqual([]);
      expect([...known].filter((key) => !used[name].has(key))).toEqual([]);
      for (const value of Object.values(catalogue)) expect(value.trim()).not.toBe('');
    }
    // One catalogue of the locale, split by when the page needs it: no key in both.
    expect(Object.keys(firstPaint).filter((key) => Object.hasOwn(late, key))).toEqual([]);
  });
});

describe('strings from the catalogue in the server render', () => {
  const chromeClient: ChromeClient = {
    getHeaderLinks: async () => [
      { linkText: 'Account', data: 'account', icon: 'user', hideText: true, clickToOpen: true },
    ],
    getTrending: async () => [],
    getSuggestions: async () => ({ topics: [], content: [], videos: [] }),
  } as unknown as ChromeClient;
  const client = () =>
    fixtureClient({
      'front-door/home': { ...page('front-door', 'Home', []), header: HEADER, footer: FOOTER },
    });

  it('gives the header tooltips of the site name and of sign in or join (spec 001 s9)', async () => {
    const { html } = await renderPath('/', client(), { chromeClient });
    expect(html).toMatch(
      new RegExp(
        `<a [^>]*title="${t('header.siteName', { siteName: 'Bytewire' })}"[^>]*data-testid="header-logo"`,
      ),
    );
    expect(html).toContain(`title="${t('header.signInOrJoin', { siteName: 'Bytewire' })}"`);
  });

  it('gives the 404 page its title, text and back link (spec 001 s8)', async () => {
    const { status, html } = await renderPath('/no-such-section/at/all/', client());
    expect(status).toBe(404);
    expect(html).toContain(`<h1 id="status-page-title">${t('notFound.title')}</h1>`);
    expect(html).toContain(t('notFound.text'));
    expect(html).toMatch(new RegExp(`<a [^>]*href="/"[^>]*>${t('notFound.back')}</a>`));
  });
});

// No credential in any page or in the client bundle (issue 10): every API key, admin key,
// password and signing or cookie key the cluster's services hold is looked for in the HTML of
// each kind of page (its hydration data included), the AMP page, the error page, the identity
// provider's screens and every file the browser can be sent from web/dist/client. The keys are
// the cluster's own, made fresh for this run (global-setup.ts), so a hit is a real leak.
// IMAGE_SIGNING_KEY is among them: pages carry the signatures of their own images, and the
// browser sends any other image through render's signing redirect (docs/architecture.md).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { anArticle, aReview } from '../support/corpus';

const base = () => process.env.BASE_URL ?? '';
const CLIENT_DIST = path.resolve(__dirname, '../../web/dist/client');

/** What to look for, by variable: each key of a list apart; a PEM key by its secret end. */
function secrets(): [string, string][] {
  const credentials = JSON.parse(process.env.CLUSTER_CREDENTIALS ?? '{}') as Record<string, string>;
  const found: [string, string][] = [];
  for (const [name, value] of Object.entries(credentials)) {
    if (value.includes('PRIVATE KEY')) {
      // The last lines of a PKCS#8 RSA key are its CRT values: never public (the modulus is).
      const body = value.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
      found.push([name, body.slice(-120, -8)]);
      continue;
    }
    for (const part of value.split(',')) if (part.length >= 12) found.push([name, part]);
  }
  return found;
}

function leaksIn(text: string): string[] {
  return secrets()
    .filter(([, secret]) => text.includes(secret))
    .map(([name]) => name);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

test.describe('no credential reaches a browser', () => {
  test('the cluster holds credentials to look for', () => {
    const names = new Set(secrets().map(([name]) => name));
    expect(names.size).toBeGreaterThanOrEqual(13);
  });

  test('in no page: doors, an article, a review, AMP, members, 404, the identity screens', async () => {
    const article = (await anArticle()).path;
    const paths = [
      '/',
      '/news/',
      '/reviews/',
      article,
      (await aReview()).path,
      `/google-amp${article}`,
      '/members/newsletters/',
      '/no-such-page-here/',
    ];
    const pages = paths.map((p) => `${base()}${p}`);
    const identity = process.env.IDENTITY_URL;
    if (identity) pages.push(`${identity}/reset`);
    for (const url of pages) {
      const response = await fetch(url, { redirect: 'follow' });
      const html = await response.text();
      expect(html.length, `${url} answered a page`).toBeGreaterThan(200);
      expect(leaksIn(html), `credentials in ${url}`).toEqual([]);
    }
  });

  test('in no file of the client bundle', () => {
    const files = filesUnder(CLIENT_DIST);
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
    for (const file of files) {
      const leaks = leaksIn(readFileSync(file, 'latin1'));
      expect(leaks, `credentials in ${path.relative(CLIENT_DIST, file)}`).toEqual([]);
    }
  });
});

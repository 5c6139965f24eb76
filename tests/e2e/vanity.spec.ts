// Vanity URLs through the whole cluster (spec 000 s4): the gateway decides from the dictionary it
// holds, read from the vanity service's Redis copy of the content API's dictionary. A MASK entry shows its
// target's page while the address bar keeps the vanity path (and hydrates, and comes back on
// Back); redirects answer 301 and 302; NOT_FOUND is the 404 page; an expired entry and an
// excluded path change nothing.
import { expect, test, type Page } from '../support/test';

const BASE_URL = process.env.BASE_URL ?? '';

interface Entry {
  urlType: string;
  urlPath: string;
  targets?: { edition?: string; targetType: string; target: string | { slug?: string } }[];
}

async function dictionary(): Promise<Entry[]> {
  const res = await fetch(`${process.env.VANITY_URL}/api/neutron/vanity/bytewire/dictionary`, {
    headers: { 'x-api-key': process.env.VANITY_API_KEY ?? '' },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { items: Entry[] } }).data.items;
}

async function entryAt(urlPath: string): Promise<Entry> {
  const found = (await dictionary()).find((e) => e.urlPath === urlPath);
  if (!found) throw new Error(`no vanity entry at ${urlPath} in the corpus`);
  return found;
}

async function open(page: Page, path: string) {
  const response = await page.goto(`${BASE_URL}${path}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response;
}

/** Status and Location of a request that does not follow redirects. */
async function answer(path: string): Promise<{ status: number; location: string | null }> {
  const res = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
  await res.body?.cancel();
  return { status: res.status, location: res.headers.get('location') };
}

test('a MASK entry shows its target under the vanity URL, hydrated, and again after Back', async ({
  page,
}) => {
  const entry = await entryAt('/best-laptops/');
  expect(entry.urlType).toBe('MASK');
  const target = entry.targets?.find((t) => t.edition === 'us')?.target;
  if (typeof target !== 'object' || !target.slug) throw new Error('expected an object target');

  // The target's own page, for its headline and canonical link.
  await open(page, `/article/${target.slug}/`);
  const headline = await page.locator('h1').first().innerText();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');

  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const response = await open(page, '/best-laptops/');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/best-laptops/');
  await expect(page.locator('h1').first()).toHaveText(headline);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical ?? '');

  // Away by a client navigation, then Back: the remembered mask shows the target again.
  await page.getByTestId('header-logo').click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await page.goBack();
  await expect(page).toHaveURL(`${BASE_URL}/best-laptops/`);
  await expect(page.locator('h1').first()).toHaveText(headline);
  expect(errors).toEqual([]);
});

test('redirect entries answer 301 and 302 to their targets', async () => {
  expect((await entryAt('/newsletter/')).urlType).toBe('PERMANENT_REDIRECT');
  expect(await answer('/newsletter/')).toEqual({ status: 301, location: '/newsletters/' });
  expect((await entryAt('/black-friday/')).urlType).toBe('TEMPORARY_REDIRECT');
  expect(await answer('/black-friday/?utm_email=1')).toEqual({ status: 302, location: '/deals/' });
});

test('a TEMPORARY_MASK entry shows its target under the vanity URL; an OK entry changes nothing', async ({
  page,
}) => {
  const entry = await entryAt('/holiday/');
  expect(entry.urlType).toBe('TEMPORARY_MASK');
  const target = entry.targets?.find((t) => t.edition === 'us')?.target;
  if (typeof target !== 'string') throw new Error('expected a url target');
  await open(page, target);
  const headline = await page.locator('h1').first().innerText();
  const response = await open(page, '/holiday/');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/holiday/');
  await expect(page.locator('h1').first()).toHaveText(headline);

  // OK: nothing to do; '/tips/' is no route, so it stays the ordinary 404 page.
  expect((await entryAt('/tips/')).urlType).toBe('OK');
  expect(await answer('/tips/')).toEqual({ status: 404, location: null });
});

test('hostile dictionary entries never redirect, mask or split a header', async ({ page }) => {
  for (const path of ['/evil-script/', '/evil-split/', '/evil-host/', '/evil-mask/']) {
    const res = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
    const body = await res.text();
    expect(res.status, path).toBe(404);
    expect(res.headers.get('location'), path).toBeNull();
    expect(res.headers.get('set-cookie') ?? '', path).not.toContain('session=stolen');
    expect(body, path).not.toContain('evil.example');
  }
  await open(page, '/evil-mask/');
  expect(new URL(page.url()).pathname).toBe('/evil-mask/');
});

test('a NOT_FOUND entry is the 404 page; expired, disabled and other-edition entries change nothing', async ({
  page,
}) => {
  expect((await entryAt('/store/')).urlType).toBe('NOT_FOUND');
  const notFound = await open(page, '/store/');
  expect(notFound?.status()).toBe(404);

  // Expired, disabled, or with a target for another edition only: each stays what the path
  // is without vanity (no route: the ordinary 404 page).
  for (const path of ['/cyber-monday/', '/summer-sale/', '/gadgets/']) {
    expect(await answer(path), path).toEqual({ status: 404, location: null });
  }
  // '/deals/' has an entry redirecting to itself: the page as usual.
  expect((await answer('/deals/')).status).toBe(200);
});

// The path shapes of spec 000 s2 and spec 001 s2 that issue 29 found missing, through the real
// cluster: the old video share path and /blog/ redirect (301) to their pages, /recommends/ is
// the editors' picks, /user/logout/ signs out and returns to the root (never cached, never
// indexed), and /contact/ is the About page's "Work with Us" contact: a form whose errors are
// linked to their fields, with focus on the first to fix, and whose message lands in the
// cluster's outbox with the spec's 'Your e-mail was sent successfully!'.
import { randomBytes } from 'node:crypto';
import { composerPage } from '../support/corpus';
import { forgetContactSends } from '../support/contact-sends';
import { expect, test } from '../support/test';

const base = () => process.env.BASE_URL as string;
/** newsletter-proxy's CONTACT_MAIL_TO default: the cluster does not set it. */
const CONTACT_MAIL_TO = process.env.CONTACT_MAIL_TO ?? 'contact@bytewire.example';
const SENT = 'Your e-mail was sent successfully!';

async function outbox(to: string): Promise<{ subject: string; text: string; replyTo?: string }[]> {
  const response = await fetch(
    `${process.env.IDENTITY_URL}/outbox?${new URLSearchParams({ to })}`,
    { headers: { 'x-api-key': process.env.IDENTITY_OUTBOX_KEY ?? '' } },
  );
  return ((await response.json()) as { items: { subject: string; text: string }[] }).items;
}

/** A video of the video door, as the content API lists it. */
async function aVideoSlug(): Promise<string> {
  const door = await composerPage('door', 'video');
  for (const component of door.components) {
    for (const item of component.items ?? []) {
      const slug = /^\/video\/([a-z0-9-]+)\/$/.exec(item.url ?? '')?.[1] ?? item.slug;
      if (slug && /^[a-z0-9-]+$/.test(slug)) return slug;
    }
  }
  throw new Error('the video door lists no video');
}

test.describe('moved path shapes', () => {
  test('/videos/share/{slug}/ redirects 301 to the video share page, which answers', async ({
    request,
  }) => {
    const slug = await aVideoSlug();
    for (const path of [`/videos/share/${slug}/`, `/videos/share/${slug}`]) {
      const res = await request.get(`${base()}${path}?utm_source=x`, { maxRedirects: 0 });
      expect(res.status(), path).toBe(301);
      expect(res.headers()['location']).toBe(`/video/share/${slug}/?utm_source=x`);
    }
    const target = await request.get(`${base()}/video/share/${slug}/`);
    expect(target.status()).toBe(200);
    const missing = await request.get(`${base()}/videos/share/`, { maxRedirects: 0 });
    expect(missing.status()).toBe(404);
  });

  test('/blog/ redirects 301 to the latest stories', async ({ request }) => {
    for (const path of ['/blog/', '/blog']) {
      const res = await request.get(`${base()}${path}`, { maxRedirects: 0 });
      expect(res.status(), path).toBe(301);
      expect(res.headers()['location']).toBe('/latest/');
    }
    expect((await request.get(`${base()}/blog/some-post/`, { maxRedirects: 0 })).status()).toBe(
      404,
    );
  });
});

test('/recommends/ lists the Editors’ Choice products and the buying guides', async ({ page }) => {
  const response = await page.goto(`${base()}/recommends/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bytewire Recommends');
  await expect(page.getByRole('heading', { name: "Editors' Choice" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Buying guides' })).toBeVisible();
  expect(await page.locator('main a[href^="/product/"]').count()).toBeGreaterThan(0);
});

test('the header’s More menu leads to /recommends/', async ({ request }) => {
  const html = await (await request.get(`${base()}/`)).text();
  expect(html).toContain('href="/recommends/"');
});

test.describe('/user/logout/', () => {
  test('answers a page that is never cached nor indexed', async ({ request }) => {
    const res = await request.get(`${base()}/user/logout/`);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-cache');
    expect(await res.text()).toMatch(/<meta name="robots" content="noindex/);
  });

  test('a reader who is not signed in returns to the root', async ({ page }) => {
    await page.goto(`${base()}/user/logout/`);
    await page.waitForURL(`${base()}/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  });
});

test('the About page’s Work with Us contact is a link to the contact form', async ({ page }) => {
  await page.goto(`${base()}/about/`);
  const contact = page.getByRole('link', { name: 'Contact us', exact: true });
  await expect(contact).toHaveAttribute('href', '/contact/');
  await expect(page.locator('main')).not.toContainText('partners@');
  await contact.click();
  await page.waitForURL(`${base()}/contact/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
});

test.describe('/contact/', () => {
  test.beforeEach(forgetContactSends);

  test('errors are linked to their fields and focus goes to the first to fix', async ({ page }) => {
    const response = await page.goto(`${base()}/contact/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Your email address').fill('reader@');
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(form.getByRole('alert')).toHaveText('Please fill out all required fields');
    const name = form.getByLabel('Your name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please fill out all required fields');
    const email = form.getByLabel('Your email address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Please enter in a valid email address/);

    await name.fill('Ada');
    await form.getByLabel('Subject').fill('Hello');
    await form.getByLabel('Message').fill('Hi there.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(email).toBeFocused();
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a valid message is sent: the spec’s message, and the mail is in the outbox', async ({
    page,
  }) => {
    await page.goto(`${base()}/contact/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const form = page.getByRole('form', { name: 'Contact form' });
    const subject = `A correction ${randomBytes(4).toString('hex')}`;
    await form.getByLabel('Your name').fill('Ada Lovelace');
    await form.getByLabel('Your email address').fill('ada@example.org');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('The X1 review gives the wrong weight.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toHaveText(SENT);
    await expect(form.getByRole('alert')).toHaveCount(0);

    const mail = (await outbox(CONTACT_MAIL_TO)).find((m) => m.subject.endsWith(subject));
    expect(mail).toBeDefined();
    expect(mail?.replyTo).toBe('ada@example.org');
    expect(mail?.text).toContain('The X1 review gives the wrong weight.');
  });

  test('the endpoint refuses a post without the form’s token, or with a header injection', async ({
    request,
  }) => {
    const post = (body: Record<string, string>, headers: Record<string, string> = {}) =>
      request.post(`${base()}/user/contact/xhr/`, {
        form: body,
        headers: { 'x-requested-with': 'XMLHttpRequest', ...headers },
      });
    const fields = {
      'contact[name]': 'Ada',
      'contact[email]': 'ada@example.org',
      'contact[subject]': 'Hello',
      'contact[message]': 'Hi.',
    };
    const forged = await post({ ...fields, 'contact[_token]': 'A'.repeat(43) });
    expect(forged.status()).toBe(403);

    const token = await request.get(`${base()}/user/contact/token/`);
    expect(token.status()).toBe(204);
    const cookie = (token.headers()['set-cookie'] ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^email_share_token=[\w-]{43}$/);
    const injected = await post(
      {
        ...fields,
        'contact[subject]': 'Hello\r\nBcc: victim@example.com',
        'contact[_token]': cookie.split('=')[1] ?? '',
      },
      { cookie },
    );
    expect(injected.status()).toBe(400);
    expect((await injected.json()).message).toBe(
      'The subject must be on one line, without special characters.',
    );
  });
});

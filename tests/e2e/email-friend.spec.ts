// Email-a-friend through the whole cluster (spec 001 s7): the gateway gives the form its token
// cookie and captcha challenge from the newsletter proxy, the captcha is solved (ALTCHA's proof
// of work, as the page's widget does), the form is posted with the spec's field names, and the
// mail lands in the cluster's outbox, read at the identity provider. A post without the token
// cookie, as from another site, sends nothing. Then the same from an article in the browser:
// the modal solves its captcha itself and the friend's mail names the article.
import { expect, test } from '../support/test';
import { randomBytes } from 'node:crypto';
import { anArticle } from '../support/corpus';
import { forgetEmailShareSends } from '../support/email-share-sends';

const BASE_URL = process.env.BASE_URL ?? '';
const SITE = process.env.SITE_PUBLIC_URL ?? '';

async function outbox(to: string): Promise<{ subject: string; text: string }[]> {
  const response = await fetch(
    `${process.env.IDENTITY_URL}/outbox?${new URLSearchParams({ to })}`,
    {
      headers: { 'x-api-key': process.env.IDENTITY_OUTBOX_KEY ?? '' },
    },
  );
  return ((await response.json()) as { items: { subject: string; text: string }[] }).items;
}

test.beforeEach(forgetEmailShareSends);

const friend = () => `friend.${randomBytes(5).toString('hex')}@example.com`;

test('a reader shares a page with a friend; the mail reaches the outbox', async () => {
  const challenge = await fetch(`${BASE_URL}/user/email-friend/challenge/`);
  expect(challenge.status).toBe(200);
  const cookie = (challenge.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(cookie).toMatch(/^email_share_token=[\w-]{43}$/);
  const token = cookie.split('=')[1] ?? '';
  // altcha-lib is an ES module; this suite is compiled to CommonJS.
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/sha');
  const solved = (await challenge.json()) as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge: solved, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge: solved, solution })).toString('base64');
  const to = friend();
  const form = new URLSearchParams({
    'email_share[to]': to,
    'email_share[from]': 'reader@example.org',
    'email_share[name]': 'Ada',
    'email_share[message]': 'Thought of you.',
    'email_share[_token]': token,
    'email_share_from[title]': 'A story',
    'email_share_from[url]': `${SITE}/news/`,
    captcha,
  });
  const post = (headers: Record<string, string>) =>
    fetch(`${BASE_URL}/user/email-friend/xhr/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-requested-with': 'XMLHttpRequest',
        ...headers,
      },
      body: form.toString(),
    });

  const forged = await post({});
  expect(forged.status).toBe(403);
  const sent = await post({ cookie });
  expect(sent.status).toBe(200);
  expect(await sent.json()).toEqual({
    data: { item: { code: 'Success', message: 'Your e-mail was sent successfully!' } },
  });
  const [mail] = await outbox(to);
  expect(mail?.subject).toBe('Ada shared “A story” with you');
  expect(mail?.text).toContain(`${SITE}/news/`);
  expect(mail?.text).toContain('Thought of you.');
});

test('from an article, the modal solves its captcha and sends; the mail names the article', async ({
  page,
}) => {
  const article = await anArticle();
  const response = await page.goto(`${BASE_URL}${article.path}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.locator('button[data-share="email"]').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('group', { name: 'Captcha' })).toContainText(
    'Checked: you are not a robot.',
  );
  const to = friend();
  await dialog.getByLabel('Send to').fill(to);
  await dialog.getByLabel('Your email address').fill('reader@example.org');
  await dialog.getByLabel('Your name').fill('Ada');
  await dialog.getByLabel('Message (optional)').fill('Worth a read.');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your e-mail was sent successfully!');

  const [mail] = await outbox(to);
  expect(mail?.subject).toMatch(/^Ada shared “.+” with you$/);
  expect(mail?.text).toContain(`${SITE}${article.path}`);
  expect(mail?.text).toContain('Worth a read.');
  // The spent answer is replaced: a second send from the same modal goes through too.
  await expect(dialog.getByRole('group', { name: 'Captcha' })).toContainText(
    'Checked: you are not a robot.',
  );
  const second = friend();
  await dialog.getByLabel('Send to').fill(second);
  await dialog.getByLabel('Your email address').fill('reader@example.org');
  await dialog.getByLabel('Your name').fill('Ada');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your e-mail was sent successfully!');
  expect(await outbox(second)).toHaveLength(1);
});

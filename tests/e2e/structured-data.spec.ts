// Structured data (spec 000 s9) through the whole cluster: an article page's JSON-LD blocks
// all parse and name an article schema type (or FAQPage for FAQ markup).
import { expect, test } from '@playwright/test';
import { anArticle } from '../support/corpus';

const base = () => process.env.BASE_URL as string;

const ARTICLE_TYPES = ['NewsArticle', 'Article', 'AdvertiserContentArticle'];

test('an article page carries JSON-LD that parses, with an article schema type', async ({
  page,
}) => {
  const { path, headline } = await anArticle();
  const res = await page.goto(`${base()}${path}`);
  expect(res?.status()).toBe(200);

  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const blocks = texts.map((text) => JSON.parse(text) as Record<string, unknown>);
  const articles = blocks.filter((b) => ARTICLE_TYPES.includes(b['@type'] as string));
  expect(articles).toHaveLength(1);
  for (const block of blocks) {
    expect(block['@context']).toBe('https://schema.org');
    expect([...ARTICLE_TYPES, 'FAQPage']).toContain(block['@type']);
  }
  expect(articles[0]).toMatchObject({
    headline,
    mainEntityOfPage: expect.stringMatching(new RegExp(`${path}$`)),
    publisher: { '@type': 'Organization' },
  });
});

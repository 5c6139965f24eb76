/**
 * The share bar on story pages, in the server render: an article page shows it with the
 * absolute canonical URL and the comments deep link (the article URL plus #comments-{id}, spec
 * 001 s1) leading to its comments section; its AMP copy does not (spec 001 s2). A site without
 * a discussion service, or a story that suppresses comments, has neither link nor section.
 */
import { JSDOM } from 'jsdom';
import { ARTICLE, articlePage } from '../support/pages';
import { fixtureClient, renderPath } from '../support/render-path';

const SITE = 'https://www.bytewire.example';

const DISCUSSION = { discussion: { shortname: 'bytewire', apiKey: '' } };

async function documentOf(
  path: string,
  extra: Parameters<typeof renderPath>[2] = DISCUSSION,
  article = ARTICLE,
): Promise<Document> {
  const client = fixtureClient({ [`article/${ARTICLE.slug}`]: articlePage(article) });
  const result = await renderPath(path, client, extra);
  expect(result.status).toBe(200);
  return new JSDOM(result.html).window.document;
}

describe('the share bar on article pages', () => {
  it('shares the absolute canonical URL of the article', async () => {
    const doc = await documentOf(`/article/${ARTICLE.slug}/`);
    const bar = doc.querySelector('article header [role="group"][aria-label="Share this story"]');
    expect(bar).not.toBeNull();
    const facebook = bar!.querySelector<HTMLAnchorElement>('[data-share="facebook"]')!;
    const shared = new URL(facebook.href).searchParams.get('u');
    expect(shared).toBe(`${SITE}/article/${ARTICLE.slug}/`);
    expect(bar!.querySelector('[data-share="comments"]')!.getAttribute('href')).toBe(
      `${SITE}/article/${ARTICLE.slug}/#comments-${ARTICLE.id}`,
    );
    const kinds = [...bar!.querySelectorAll<HTMLElement>('[data-share]')].map(
      (el) => el.dataset.share,
    );
    expect(kinds).toEqual([
      'facebook',
      'twitter',
      'linkedin',
      'email',
      'reddit',
      'flipboard',
      'pinterest',
      'comments',
    ]);
  });

  it('is not on the AMP copy', async () => {
    const doc = await documentOf(`/google-amp/article/${ARTICLE.slug}/`);
    expect(doc.querySelector('h1')).not.toBeNull();
    expect(doc.querySelector('[role="group"][aria-label="Share this story"]')).toBeNull();
  });

  it('the deep link leads to the comments section, headed, after the story', async () => {
    const doc = await documentOf(`/article/${ARTICLE.slug}/`);
    const section = doc.getElementById(`comments-${ARTICLE.id}`);
    expect(section?.tagName).toBe('SECTION');
    expect(section!.closest('article')).not.toBeNull();
    const heading = doc.getElementById(section!.getAttribute('aria-labelledby')!);
    expect(heading?.textContent).toBe('Comments');
    // Nothing of the discussion service in the server's HTML: it waits for consent.
    expect(doc.documentElement.outerHTML).not.toContain('disqus.com');
  });

  it('without a discussion service: no comments link and no section', async () => {
    const doc = await documentOf(`/article/${ARTICLE.slug}/`, {});
    expect(doc.querySelector('[data-share="comments"]')).toBeNull();
    expect(doc.getElementById(`comments-${ARTICLE.id}`)).toBeNull();
    expect(doc.querySelector('[data-share="facebook"]')).not.toBeNull();
  });

  it('a story that suppresses comments has neither', async () => {
    const doc = await documentOf(`/article/${ARTICLE.slug}/`, DISCUSSION, {
      ...ARTICLE,
      suppressComments: true,
    });
    expect(doc.querySelector('[data-share="comments"]')).toBeNull();
    expect(doc.getElementById(`comments-${ARTICLE.id}`)).toBeNull();
  });
});

/**
 * A story added by seamless scrolling reads as the landing story does (issue 29): the byline
 * names its co-authors and editors, the bio box follows the body one heading level down, and a
 * story with affiliate links says it earns commission.
 */
import type { Article, Author } from '@bytewire/contracts';
import { rootFragment } from '../../../test/support/root-markup';
import { SanitiserProvider } from '../../body/sanitiser-context';
import { serverSanitiserSource } from '../../body/server-sanitiser';
import { SEAMLESS_PROGRAM_TYPE, type SeamlessTracking } from '../tracking';
import { SeamlessStoryView } from './SeamlessStoryView';

const person = (id: string, firstName: string, bio?: string) =>
  ({ id, firstName, lastName: 'Writer', ...(bio ? { bio } : {}) }) as Author;

const ARTICLE = {
  id: 'story-9',
  slug: 'the-best-laptops',
  headline: 'The best laptops',
  body: '<p>Our picks.</p>',
  type: 'article',
  author: person('a-1', 'Maya', 'Maya covers laptops.'),
  moreAuthors: [person('a-2', 'Tessa', 'Tessa covers phones.')],
  editors: [person('a-3', 'Omar')],
  datePublished: '2026-11-01T10:00:00Z',
} as unknown as Article;

const TRACKING: SeamlessTracking = {
  linkTag: 'down.1',
  clickText: 'down.1',
  pageNumber: 2,
  programSource: 'seamless',
  programType: SEAMLESS_PROGRAM_TYPE,
};

function view(item: Article) {
  return rootFragment(
    <SanitiserProvider source={serverSanitiserSource()}>
      <SeamlessStoryView
        story={{ kind: 'article', item }}
        path="/article/the-best-laptops/"
        tracking={TRACKING}
      />
    </SanitiserProvider>,
  ).querySelector('article')!;
}

it('names co-authors and editors, and ends with about the authors one level down', () => {
  const article = view(ARTICLE);
  expect(article.querySelector('h2')!.textContent).toBe('The best laptops');
  const header = article.querySelector('header')!.textContent ?? '';
  expect(header).toContain('Tessa Writer');
  expect(header).toContain('Omar Writer');
  const bio = article.querySelector('[data-testid="author-bio"]')!;
  expect(bio.querySelector('h3')!.textContent).toBe('About the authors');
  expect(bio.querySelectorAll('h4')).toHaveLength(2);
});

it('says a story with affiliate links earns commission; not one without', () => {
  const COMMISSION = 'We may earn a commission';
  expect(view(ARTICLE).textContent).not.toContain(COMMISSION);
  const withOffers = {
    ...ARTICLE,
    additionalShortcodeData: { offers: { 'offer-1': { url: 'https://shop.example/x' } } },
  } as unknown as Article;
  expect(view(withOffers).textContent).toContain(COMMISSION);
});

it('leaves the bio box out when the story suppresses it', () => {
  const article = view({ ...ARTICLE, suppressBio: true });
  expect(article.querySelector('[data-testid="author-bio"]')).toBeNull();
});

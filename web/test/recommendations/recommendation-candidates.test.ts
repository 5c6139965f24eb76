/** The candidates an article offers the decision service: its lists' stories, each once. */
import type { PageContent } from '../../src/app/page-loader';
import { recommendationCandidates } from '../../src/recommendations/recommendation-candidates';

const link = (url: string, title = url) => ({
  id: url,
  contentType: 'article',
  slug: url,
  title,
  url,
});

function pageOf(...lists: object[][]): PageContent {
  return {
    components: lists.map((items) => ({
      meta: { componentType: 'ContentList', componentDisplayName: 'List' },
      errors: [],
      items,
    })),
  } as unknown as PageContent;
}

it('offers the stories of the page’s lists, once each, not the page’s own, in page order', () => {
  const page = pageOf(
    [link('/article/own/'), link('/article/a/'), link('/article/b/')],
    [link('/article/b/'), link('/review/c/')],
  );
  expect(
    recommendationCandidates(page, 'https://bytewire.test/article/own/').map((l) => l.url),
  ).toEqual(['/article/a/', '/article/b/', '/review/c/']);
});

it('leaves out what the gateway would refuse: other sites, odd paths, untitled links', () => {
  const page = pageOf([
    link('https://elsewhere.test/x/'),
    link('/Article/Upper/'),
    link('/article/no-slash'),
    link('/article/untitled/', ''),
    link('/article/fine/'),
  ]);
  expect(recommendationCandidates(page, undefined).map((l) => l.url)).toEqual(['/article/fine/']);
});

it('offers at most twelve', () => {
  const many = Array.from({ length: 20 }, (_, i) => link(`/article/s${i}/`));
  expect(recommendationCandidates(pageOf(many), undefined)).toHaveLength(12);
});

/** The restricted state's page view (spec 001 s1): the page shown, nothing that follows the reader. */
import {
  RESTRICTED_PAGEVIEW_FIELDS,
  restrictedPageView,
} from '../../src/analytics/restricted-analytics';

const FULL_VIEW = {
  type: 'pageview',
  pageUrl: 'https://bytewire.test/article/a-story/?utm_source=mail#top',
  canonicalUrl: 'https://bytewire.test/article/a-story/',
  title: 'A story | Bytewire',
  referrer: 'https://elsewhere.test/',
  screenSize: '1280x720',
  language: 'en-US',
  pageType: 'article',
  siteName: 'Bytewire',
  siteType: 'web',
  edition: 'us',
  deviceType: 'desktop',
  pageViewGuid: 'a1b2',
  pageViewCount: '3',
  hasVideo: 'false',
  testName: 'hero',
  testVersion: '1',
  testGroup: 'control',
  soastaBucket: 'hero_1_control',
  articleId: '42',
  postId: '42',
  contentType: 'article',
  articleType: 'Article',
  articleSubType: '',
  articleAuthorName: 'Ada Lovelace',
  articleAuthorNames: 'Ada Lovelace',
  topicName: 'Laptops',
  topicSlugs: 'laptops',
  siteSection: 'laptops',
  traffic_source: 'referral',
  reportSuiteId: 'bytewire-prod',
  cohesionRevisionId: 'rev-7',
};

it('keeps only what says which page was shown, its URL without query or fragment', () => {
  expect(restrictedPageView(FULL_VIEW)).toEqual({
    type: 'pageview',
    pageUrl: 'https://bytewire.test/article/a-story/',
    canonicalUrl: 'https://bytewire.test/article/a-story/',
    title: 'A story | Bytewire',
    pageType: 'article',
    siteName: 'Bytewire',
    siteType: 'web',
    edition: 'us',
    deviceType: 'desktop',
    contentType: 'article',
    articleId: '42',
    postId: '42',
    articleType: 'Article',
    articleSubType: '',
    reportSuiteId: 'bytewire-prod',
    cohesionRevisionId: 'rev-7',
  });
});

it('never keeps an identifier, the referrer, the screen, the tests, the authors or the topics', () => {
  for (const field of [
    'pageViewGuid',
    'pageViewCount',
    'referrer',
    'traffic_source',
    'screenSize',
    'language',
    'testName',
    'soastaBucket',
    'articleAuthorName',
    'topicSlugs',
    'siteSection',
  ]) {
    expect(RESTRICTED_PAGEVIEW_FIELDS).not.toContain(field);
  }
});

/** The tracking data of spec 001 s3, made from a page's data, the edition, device and tests. */
import type { Page } from '@bytewire/contracts';
import { trackingData } from '../../src/analytics/tracking-data';

const article = {
  id: 'a-42',
  slug: 'a-phone',
  typeName: 'Article',
  subType: 'news',
  section: 'phones',
  author: { id: 'u1', firstName: 'Ada', lastName: 'Lovelace' },
  moreAuthors: [{ id: 'u2', firstName: 'Alan', lastName: 'Turing' }],
  topics: [
    { id: 't1', slug: 'phones', name: 'Phones' },
    { id: 't2', slug: 'android', name: 'Android' },
  ],
  video: { id: 'v1' },
  contentPlatform: { revisionId: 'rev-9' },
};

const page = {
  pageType: 'article',
  id: 'a-42',
  queryParams: {},
  meta: { title: 'A phone' },
  isSeamless: false,
  components: [
    {
      name: 'article',
      fetcherName: 'article',
      status: 200,
      errors: [],
      required: true,
      meta: { componentName: 'a', componentDisplayName: 'A', componentType: 'Article' },
      item: article,
    },
  ],
} as unknown as Page;

const input = {
  page,
  siteName: 'Bytewire',
  edition: 'uk',
  device: 'mobile',
  abTests: [
    { id: 'hero', version: '2', bucket: 'b' },
    { id: 'genius_link', version: '1', bucket: 'test' },
  ],
  pageViewGuid: 'guid-1',
  pageViewCount: 3,
  trafficSource: 'search',
  reportSuiteId: 'bytewire-prod',
};

describe('trackingData', () => {
  it('describes an article: ids, type, authors, topics, video, tests, edition and device', () => {
    expect(trackingData(input)).toEqual({
      pageType: 'article',
      siteName: 'Bytewire',
      siteType: 'web',
      edition: 'uk',
      deviceType: 'mobile',
      pageViewGuid: 'guid-1',
      pageViewCount: '3',
      hasVideo: 'true',
      testName: 'hero|genius_link',
      testVersion: '2|1',
      testGroup: 'b|test',
      soastaBucket: 'hero_2_b|genius_link_1_test',
      traffic_source: 'search',
      reportSuiteId: 'bytewire-prod',
      cohesionRevisionId: 'rev-9',
      articleId: 'a-42',
      postId: 'a-42',
      contentType: 'article',
      articleType: 'Article',
      articleSubType: 'news',
      articleAuthorName: 'Ada Lovelace',
      articleAuthorNames: 'Ada Lovelace|Alan Turing',
      topicName: 'Phones',
      topicSlugs: 'phones|android',
      siteSection: 'phones',
    });
  });

  it('describes a page with no data and no test', () => {
    const data = trackingData({ ...input, page: undefined, abTests: [] });
    expect(data).toMatchObject({ pageType: 'error', hasVideo: 'false', testName: '' });
    expect(data.articleId).toBeUndefined();
    expect(data.cohesionRevisionId).toBeUndefined();
  });

  it('leaves out the revision id and report suite when there are none', () => {
    const bare = { ...article, contentPlatform: {} };
    const data = trackingData({
      ...input,
      reportSuiteId: undefined,
      page: { ...page, components: [{ ...page.components[0]!, item: bare }] },
    });
    expect(data).not.toHaveProperty('cohesionRevisionId');
    expect(data).not.toHaveProperty('reportSuiteId');
    expect(data.traffic_source).toBe('search');
  });

  it.each([404, 500])('tracks an error page of status %i as spec 001 s8 says', (status) => {
    const data = trackingData({ ...input, page: undefined, errorStatus: status });
    expect(data).toMatchObject({
      pageType: 'error_page',
      articleType: `error_${status}`,
      siteSection: 'error',
      channelType: 'error:error_page',
    });
  });

  it('cuts every value to the 256 characters the endpoint takes', () => {
    const long = {
      ...article,
      topics: Array.from({ length: 80 }, (_, i) => ({ id: `${i}`, slug: `topic-${i}`, name: 'T' })),
    };
    const data = trackingData({
      ...input,
      page: { ...page, components: [{ ...page.components[0]!, item: long }] },
    });
    expect(data.topicSlugs?.length).toBe(256);
  });
});

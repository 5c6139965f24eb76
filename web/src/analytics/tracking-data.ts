/**
 * The tracking data of spec 001 s3, sent with each page view: what the page is (type, ids,
 * content type and subtype, topics, authors, whether it has a video), who sees it where
 * (device, edition) and in which A/B test, where they came from (traffic_source) and the
 * site's report suite. Flat strings, as the collection endpoint takes them.
 */
import type { Article, Content, HTopic, Page, PageComponent } from '@bytewire/contracts';
import type { TestState } from '@bytewire/experiments';

export type TrackingData = Record<string, string>;

export interface TrackingInput {
  page: Omit<Page, 'header' | 'footer'> | undefined;
  siteName: string;
  edition: string;
  device: string;
  abTests: readonly TestState[];
  pageViewGuid: string;
  pageViewCount: number;
  /** The status of an error page (404, 500...); absent on a page that was found. */
  errorStatus?: number;
  /** Where the reader came from (traffic-source.ts). */
  trafficSource: string;
  /** The site's analytics report suite (render's ANALYTICS_REPORT_SUITE_ID); absent: none. */
  reportSuiteId?: string;
}

/** Spec 001 s8: how error pages are tracked. */
export const ERROR_PAGE_TYPE = 'error_page';
export const ERROR_SITE_SECTION = 'error';
export const ERROR_CHANNEL_TYPE = 'error:error_page';

/** The page's main item: its required component's, else the first object component's. */
export function mainItem(page: TrackingInput['page']): { item?: Content; type?: string } {
  const components: PageComponent[] = page?.components ?? [];
  const main = components.find((c) => c.required && c.item) ?? components.find((c) => c.item);
  return { item: main?.item as Content | undefined, type: main?.meta.componentType };
}

const joined = (values: (string | undefined)[]): string =>
  values.filter((value): value is string => Boolean(value)).join('|');

/** Spec 001 s3's soastaBucket: `{test id}_{version}_{bucket}` of each test, joined. */
const bucketOf = ({ id, version, bucket }: TestState) => `${id}_${version}_${bucket}`;

export function trackingData(input: TrackingInput): TrackingData {
  const { page } = input;
  const { item, type } = mainItem(page);
  const article = item as Partial<Article> | undefined;
  const topics: HTopic[] = item?.topics ?? [];
  const authors = [item?.author, ...(article?.moreAuthors ?? [])].map((a) =>
    a ? `${a.firstName} ${a.lastName}`.trim() : undefined,
  );
  const data: TrackingData = {
    pageType: page?.pageType ?? 'error',
    siteName: input.siteName,
    siteType: 'web',
    edition: input.edition,
    deviceType: input.device,
    pageViewGuid: input.pageViewGuid,
    pageViewCount: String(input.pageViewCount),
    hasVideo: String(Boolean(article?.video) || type === 'Video'),
    testName: joined(input.abTests.map((t) => t.id)),
    testVersion: joined(input.abTests.map((t) => t.version)),
    testGroup: joined(input.abTests.map((t) => t.bucket)),
    soastaBucket: joined(input.abTests.map(bucketOf)),
    traffic_source: input.trafficSource,
  };
  if (input.reportSuiteId) data.reportSuiteId = input.reportSuiteId;
  if (item) {
    data.articleId = item.id;
    data.postId = item.id;
    data.contentType = (type ?? item.typeName ?? '').toLowerCase();
    data.articleType = item.typeName ?? type ?? '';
    data.articleSubType = item.subType ?? '';
    data.articleAuthorName = authors[0] ?? '';
    data.articleAuthorNames = joined(authors);
    data.topicName = topics[0]?.name ?? '';
    data.topicSlugs = joined(topics.map((topic) => topic.slug));
    data.siteSection = item.section ?? topics[0]?.slug ?? '';
    // The content platform's revision of the item, when it has one (spec 001 s3).
    const revision = item.contentPlatform?.revisionId;
    if (typeof revision === 'string' && revision) data.cohesionRevisionId = revision;
  }
  if (input.errorStatus !== undefined) {
    data.pageType = ERROR_PAGE_TYPE;
    data.articleType = `error_${input.errorStatus}`;
    data.siteSection = ERROR_SITE_SECTION;
    data.channelType = ERROR_CHANNEL_TYPE;
  }
  // The endpoint takes strings of at most 256 characters: long lists are cut, not refused.
  for (const [name, value] of Object.entries(data)) data[name] = value.slice(0, 256);
  return data;
}

/**
 * The RSS feeds of spec 000 s2: /news/rss.xml lists the news door's first page and
 * /topic/{slug}/rss.xml the topic page's main listing, read from the content API's composer
 * pages like the pages themselves (same route table entry, edition and error rules).
 */
import type { ContentClient } from '@bytewire/content-client';
import {
  NON_SPECIFIC_ERROR_MESSAGE,
  isSlug,
  resolveComponentErrors,
  type Page,
} from '@bytewire/contracts';
import {
  buildPath,
  contentSlugFor,
  feedPath,
  FEED_MAX_AGE_SECONDS,
  getRoute,
  isRestrictedTopicPage,
  leadsToRestricted,
  type RouteDefinition,
  type SiteFeed,
} from '@bytewire/routes';
import {
  DEFAULT_EDITION,
  DEFAULT_LOCALE,
  isRestrictedTopic,
  RESTRICTED_PAGE_MESSAGE,
  RESTRICTED_STATUS,
} from '@bytewire/site';
import { Injectable, Logger } from '@nestjs/common';
import { ContentClients } from '../content/content-clients';
import { FeedSite } from './feed-site';
import { RSS_CONTENT_TYPE, FeedFailure, type FeedAnswer } from './feed-answer';
import { feedItemsOf, listTexts, mainListOf } from './feed-items';
import { rssXml } from './rss-feed';
import { xmlText } from './xml-text';

/** One feed: the page it follows, and where a renamed subject's feed moved to. */
interface FeedSource {
  feed: SiteFeed;
  route: RouteDefinition;
  params: Record<string, string>;
  /** The channel's name when the listing gives none. */
  fallbackTitle: string;
  /** The feed of the slug a renamed subject has now (component error 301). */
  renamedTo?: (slug: string) => SiteFeed;
  /** For a reader of the restricted state (spec 001 s1): no restricted topic's story. */
  restricted: boolean;
}

/** `meta.description` of a page, when it is a usable string (the envelope check skips meta). */
function pageDescription(page: Page): string | undefined {
  const meta: unknown = page.meta;
  const value =
    typeof meta === 'object' && meta !== null
      ? (meta as { description?: unknown }).description
      : undefined;
  return typeof value === 'string' ? xmlText(value) || undefined : undefined;
}

@Injectable()
export class RssFeeds {
  private readonly logger = new Logger(RssFeeds.name);
  constructor(
    private readonly contentClients: ContentClients,
    private readonly site: FeedSite,
  ) {}

  news(requestId: string, restricted = false): Promise<FeedAnswer> {
    return this.build(this.contentClients.forRequest(requestId), {
      feed: { kind: 'news-rss' },
      route: getRoute('news'),
      params: {},
      fallbackTitle: 'News',
      restricted,
    });
  }

  topic(requestId: string, topicSlug: string, restricted = false): Promise<FeedAnswer> {
    // The gateway answers this itself; render keeps the rule for whoever else calls it.
    if (restricted && isRestrictedTopic(topicSlug)) {
      return Promise.reject(new FeedFailure(RESTRICTED_STATUS, RESTRICTED_PAGE_MESSAGE));
    }
    return this.build(this.contentClients.forRequest(requestId), {
      feed: { kind: 'topic-rss', topicSlug },
      route: getRoute('topic'),
      params: { slug: topicSlug },
      fallbackTitle: topicSlug,
      renamedTo: (slug) => ({ kind: 'topic-rss', topicSlug: slug }),
      restricted,
    });
  }

  private async build(client: ContentClient, source: FeedSource): Promise<FeedAnswer> {
    const { route, params } = source;
    const page = await client.getPage({
      type: route.content.type,
      slug: contentSlugFor(route, params),
      edition: route.editions ? DEFAULT_EDITION : undefined,
      // The header and footer are of no use to a feed.
      query: { contentOnly: 'true' },
    });

    const outcome = resolveComponentErrors(page, DEFAULT_EDITION);
    if (outcome.kind === 'not-found') throw new FeedFailure(404, outcome.message);
    if (outcome.kind === 'redirect') {
      if (!source.renamedTo || !isSlug(outcome.slug)) {
        throw new FeedFailure(404, `${outcome.message}, and no feed follows it`);
      }
      return { kind: 'redirect', location: feedPath(source.renamedTo(outcome.slug)) };
    }
    if (outcome.kind === 'error') throw new FeedFailure(502, NON_SPECIFIC_ERROR_MESSAGE);

    const main = mainListOf(page);
    if (!main)
      throw new FeedFailure(502, 'The content API page has no content list to make a feed of');
    // A sub-topic of a restricted topic (smart watches under wearables): its slug alone does
    // not say so, the listed topic's ancestry does.
    if (source.restricted && isRestrictedTopicPage(page)) {
      throw new FeedFailure(RESTRICTED_STATUS, RESTRICTED_PAGE_MESSAGE);
    }
    const list = source.restricted
      ? { ...main, items: (main.items ?? []).filter((item) => !leadsToRestricted(item)) }
      : main;
    const { items, dropped } = feedItemsOf(list, this.site.publicOrigin);
    if (dropped > 0) {
      this.logger.warn({ feed: source.feed, dropped }, 'listed items left out of the feed');
    }

    const texts = listTexts(list.list);
    const title = `${this.site.publicationName}: ${texts.title ?? source.fallbackTitle}`;
    const body = rssXml(
      {
        title,
        link: `${this.site.publicOrigin}${buildPath(route.name, params)}`,
        description: texts.description ?? pageDescription(page) ?? title,
        self: `${this.site.publicOrigin}${feedPath(source.feed)}`,
        language: DEFAULT_LOCALE.toLowerCase(),
        copyright: `Copyright ${this.site.publicationName}`,
        generator: this.site.publicationName,
        ttlMinutes: Math.round(FEED_MAX_AGE_SECONDS / 60),
      },
      items,
    );
    return { kind: 'document', contentType: RSS_CONTENT_TYPE, body };
  }
}

/**
 * RSS 2.0 documents (https://www.rssboard.org/rss-specification), written by the `feed`
 * library: the channel's title, link and description, its own address as atom:link rel=self,
 * and per entry title, link, guid (the link: a permalink), pubDate (RFC 822) and description.
 */
import { Feed } from 'feed';
import type { FeedItem } from './feed-items';

export interface RssChannel {
  title: string;
  /** Absolute URL of the page the feed follows (the news door, the topic page). */
  link: string;
  description: string;
  /** Absolute URL of the feed itself. */
  self: string;
  /** RFC 1766 language tag of the channel, e.g. en-us. */
  language: string;
  copyright: string;
  /** The publication that writes the feed. */
  generator: string;
  /** Minutes a reader may keep the feed before asking again. */
  ttlMinutes: number;
}

export function rssXml(channel: RssChannel, items: readonly FeedItem[]): string {
  const feed = new Feed({
    id: channel.link,
    title: channel.title,
    link: channel.link,
    description: channel.description,
    feedLinks: { rss: channel.self },
    language: channel.language,
    copyright: channel.copyright,
    ttl: channel.ttlMinutes,
    generator: channel.generator,
    // The newest entry's date, so that an unchanged listing gives the same document.
    updated: items.reduce<Date | undefined>(
      (newest, item) => (newest && newest >= item.published ? newest : item.published),
      undefined,
    ),
  });
  for (const item of items) {
    feed.addItem({
      title: item.title,
      link: item.link,
      guid: item.link,
      date: item.published,
      description: item.description,
      category: item.categories.map((name) => ({ name })),
    });
  }
  return feed.rss2();
}

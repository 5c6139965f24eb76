import { NotFoundException } from '@nestjs/common';
import type {
  ContentLink,
  EditorialLink,
  HTopic,
  PageComponent,
  RichText,
} from '@bytewire/contracts';
import { contentItemPath, doorPath, feedPath } from '@bytewire/routes';
import { lookup, quote } from '../../common/inputs';
import { slimTopics } from '../../corpus/content-links';
import { listing, object } from '../components';
import type { PageBody } from '../page-body';
import type { PageContext } from '../page-context';
import {
  AUTH_FLOW_TEXTS,
  fillSite,
  MEMBER_TEXTS,
  STATIC_TEXTS,
  type StaticText,
} from '../static/static-texts';
import { DOORS } from './door.page';
import { recommendsComponents } from './recommends.page';

function textPage(
  ctx: PageContext,
  text: StaticText,
  extra: PageComponent[] = [],
  noIndex?: boolean,
): PageBody {
  const title = fillSite(text.title, ctx);
  const richText: RichText = {
    id: `${ctx.req.type}-${ctx.req.slug}`,
    title,
    description: fillSite(text.description, ctx),
    content: fillSite(text.html, ctx),
  };
  return {
    id: `${ctx.req.type}:${ctx.req.slug}`,
    meta: { title, description: richText.description, canonicalUrl: text.canonicalUrl, noIndex },
    components: [
      object(ctx, { name: 'text', displayName: title, type: 'Text' }, richText),
      ...extra,
    ],
  };
}

/**
 * A link to a topic's page or feed names its topic, ancestors included, so that a reader of
 * the restricted state (spec 001 s1) loses a smart-watches link as wearables' own: the
 * topic's URL names only its own slug.
 */
function topicEditorialLink(
  topic: HTopic,
  label: string,
  linkUrl: string,
): EditorialLink & Pick<ContentLink, 'topics'> {
  return { label, linkText: topic.name, linkUrl, topics: slimTopics([topic]) };
}

/** Components some static pages add below their text. */
function extras(ctx: PageContext): PageComponent[] {
  const { index } = ctx;
  const team = () => index.corpus.authors.filter((a) => a.bureau);
  switch (ctx.req.slug) {
    case 'about':
      return [
        // The text has a "Work with us" section of its own: these are its links, labelled apart.
        listing(
          ctx,
          { name: 'workWithUs', displayName: 'Partner with us', type: 'EditorialLinks' },
          [
            { label: 'Partner with us', linkText: 'Advertise', linkUrl: '/advertise/' },
            {
              label: 'Partner with us',
              linkText: 'Media kit',
              linkUrl: `https://media.${ctx.siteId}.example/media-kit.pdf`,
            },
            { label: 'Partner with us', linkText: 'Reprints and licensing', linkUrl: '/reprints/' },
            { label: 'Partner with us', linkText: 'Contact us', linkUrl: '/contact/' },
          ] satisfies EditorialLink[],
        ),
        listing(
          ctx,
          { name: 'team', displayName: 'Our team', type: 'AuthorList' },
          team().slice(0, 6),
          {
            list: {
              title: 'Our team',
              viewMoreText: 'Meet the whole team',
              viewMoreUrl: '/meet-the-team/',
            },
          },
        ),
      ];
    case 'meet-the-team':
      return [
        listing(
          ctx,
          { name: 'team', displayName: 'Our team', type: 'AuthorList' },
          [...team()].sort((a, b) => a.lastName.localeCompare(b.lastName)),
          {
            list: { title: 'Editors and reporters' },
          },
        ),
      ];
    case 'recommends':
      return recommendsComponents(ctx);
    case 'sitemap':
      return [
        listing(ctx, { name: 'sections', displayName: 'Sections', type: 'EditorialLinks' }, [
          ...Object.entries(DOORS).map(([slug, door]) => ({
            label: 'Sections',
            linkText: door.title,
            linkUrl: doorPath(slug),
          })),
          ...index.corpus.topics.map((t) =>
            topicEditorialLink(t, 'Topics', contentItemPath('topic', t.slug)),
          ),
          ...['about', 'editorial-guidelines', 'newsletters', 'reprints', 'privacy-policy'].map(
            (slug) => ({
              label: 'About us',
              linkText: fillSite(STATIC_TEXTS[slug].title, ctx),
              linkUrl: STATIC_TEXTS[slug].canonicalUrl,
            }),
          ),
        ] satisfies EditorialLink[]),
      ];
    case 'rssfeeds':
      return [
        listing(ctx, { name: 'feeds', displayName: 'Feeds', type: 'EditorialLinks' }, [
          { label: 'Feeds', linkText: 'All news', linkUrl: feedPath({ kind: 'news-rss' }) },
          ...index.corpus.topics.map((t) =>
            topicEditorialLink(
              t,
              'Topic feeds',
              feedPath({ kind: 'topic-rss', topicSlug: t.slug }),
            ),
          ),
        ] satisfies EditorialLink[]),
      ];
    default:
      return [];
  }
}

/** Static pages: about, editorial guidelines, reprints, newsletters, privacy, team, sitemaps. */
export function staticPage(ctx: PageContext): PageBody {
  const text = lookup(STATIC_TEXTS, ctx.req.slug);
  if (!text) throw new NotFoundException(`Unknown static page ${quote(ctx.req.slug)}`);
  // The error page is no content of its own to index.
  return textPage(ctx, text, extras(ctx), ctx.req.slug === 'static-error' || undefined);
}

/** The member area's frame (preferences, newsletters); never indexed. */
export function memberPage(ctx: PageContext): PageBody {
  const text = lookup(MEMBER_TEXTS, ctx.req.slug);
  if (!text)
    throw new NotFoundException(
      `Unknown member page ${quote(ctx.req.slug)}: use preferences or newsletters`,
    );
  return textPage(ctx, text, [], true);
}

/** The sign-in flow's pages (terms of service, registration success, signing in); never indexed. */
export function authFlowPage(ctx: PageContext): PageBody {
  const text = lookup(AUTH_FLOW_TEXTS, ctx.req.slug);
  if (!text)
    throw new NotFoundException(
      `Unknown auth flow page ${quote(ctx.req.slug)}: use terms-of-service, registration-success, sign-in or sign-out`,
    );
  return textPage(ctx, text, [], true);
}

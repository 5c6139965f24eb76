import type { ContentDate, VanityResponse, VanityTarget } from '@bytewire/contracts';
import { toContentDate } from '@bytewire/contracts';
import { buildPath, contentItemPath, type RouteName } from '@bytewire/routes';
import type { GenContext } from './context';
import { partRng } from './context';

const DAY = 86_400_000;

export interface VanityRefs {
  /** Slug of an article to mask (a best-list). */
  articleSlug: string;
  /** Slugs of two collections. */
  giftCollection: string;
  schoolCollection: string;
}

/**
 * The vanity dictionary: every urlType, url and object targets, enabled true, false and
 * absent, expired and future expiry dates, a target for another edition only, an object
 * target without a slug, an entry carrying an error and one with its targets under data.
 * Targets on the site are built from the route table; the rest (paths the site has no page
 * for, other sites, hostile values) are data as an editor would have typed them.
 */
export function buildVanity(ctx: GenContext, refs: VanityRefs): VanityResponse[] {
  const rng = partRng(ctx, 'vanity');
  const expired: ContentDate = toContentDate(new Date(ctx.anchor.getTime() - 30 * DAY));
  const future: ContentDate = toContentDate(new Date(ctx.anchor.getTime() + 400 * DAY));
  const url = (target: string, edition = 'us'): VanityTarget => ({
    edition,
    targetType: 'url',
    target,
  });
  /** A url target on a page of the site: a route of the table without parameters. */
  const page = (name: RouteName): VanityTarget => url(buildPath(name));
  const object = (targetType: string, slug: string | undefined, edition = 'us'): VanityTarget => ({
    edition,
    targetType,
    target: { slug, availableOn: slug ? [{ edition, slug }] : [] },
  });
  const entry = (e: Omit<VanityResponse, 'id'>): VanityResponse => ({ id: rng.uuid(), ...e });
  return [
    entry({ urlType: 'OK', urlPath: '/tips/', enabled: true, targets: [page('how-to')] }),
    entry({ urlType: 'OK', urlPath: '/contact/', targets: [page('about')] }),
    entry({ urlType: 'NOT_FOUND', urlPath: '/store/', enabled: true, targets: [url('/store/')] }),
    entry({ urlType: 'NOT_FOUND', urlPath: '/press/', targets: [url('/press/')] }),
    entry({
      urlType: 'NOT_FOUND',
      urlPath: '/old-reviews/',
      enabled: false,
      targets: [page('reviews')],
    }),
    entry({
      urlType: 'MASK',
      urlPath: '/best-laptops/',
      enabled: true,
      targets: [object('article', refs.articleSlug)],
    }),
    entry({
      urlType: 'MASK',
      urlPath: '/innovation/',
      targets: [url(contentItemPath('feature', 'innovation-index'))],
    }),
    entry({
      urlType: 'MASK',
      urlPath: '/app/',
      enabled: true,
      targets: [object('article', undefined)],
    }),
    entry({
      urlType: 'TEMPORARY_MASK',
      urlPath: '/holiday/',
      enabled: true,
      dateExpired: future,
      targets: [url(contentItemPath('collection', refs.giftCollection))],
    }),
    entry({
      urlType: 'TEMPORARY_MASK',
      urlPath: '/back-to-school/',
      targets: [object('collection', refs.schoolCollection)],
    }),
    entry({
      urlType: 'PERMANENT_REDIRECT',
      urlPath: '/newsletter/',
      targets: [page('newsletters')],
    }),
    entry({
      urlType: 'PERMANENT_REDIRECT',
      urlPath: '/vpn/',
      enabled: true,
      targets: [url(contentItemPath('topic', 'vpn')), url('https://www.example.fr/vpn/', 'fr')],
    }),
    entry({
      urlType: 'PERMANENT_REDIRECT',
      urlPath: '/podcast/',
      enabled: true,
      targets: [url(`https://podcasts.${ctx.siteId}.example/`)],
    }),
    entry({
      urlType: 'PERMANENT_REDIRECT',
      urlPath: '/gift-guide/',
      enabled: true,
      targets: [object('collection', refs.giftCollection)],
    }),
    entry({
      urlType: 'PERMANENT_REDIRECT',
      urlPath: '/cyber-monday/',
      dateExpired: expired,
      targets: [page('deals')],
    }),
    entry({
      urlType: 'PERMANENT_REDIRECT',
      urlPath: '/careers/',
      enabled: true,
      dateExpired: future,
      targets: [page('about')],
    }),
    entry({ urlType: 'PERMANENT_REDIRECT', urlPath: '/about-us/', targets: [page('about')] }),
    entry({
      urlType: 'PERMANENT_REDIRECT',
      urlPath: '/jobs/',
      data: { targets: [page('about')] },
    }),
    entry({
      urlType: 'PERMANENT_REDIRECT',
      urlPath: '/gadgets/',
      enabled: true,
      targets: [url('https://www.example.de/gadgets/', 'de')],
    }),
    entry({
      urlType: 'TEMPORARY_REDIRECT',
      urlPath: '/black-friday/',
      dateExpired: future,
      targets: [page('deals')],
    }),
    entry({
      urlType: 'TEMPORARY_REDIRECT',
      urlPath: '/summer-sale/',
      enabled: false,
      targets: [page('deals')],
    }),
    entry({
      urlType: 'TEMPORARY_REDIRECT',
      urlPath: '/prime-day/',
      enabled: true,
      dateExpired: expired,
      targets: [url(contentItemPath('topic', 'amazon'))],
    }),
    entry({
      urlType: 'TEMPORARY_REDIRECT',
      urlPath: '/deals/',
      enabled: true,
      targets: [page('deals')],
    }),
    entry({
      urlType: 'TEMPORARY_REDIRECT',
      urlPath: '/live/',
      enabled: true,
      targets: [page('news')],
      error: { code: 503, message: 'Vanity target could not be resolved' },
    }),
    entry({
      urlType: 'TEMPORARY_REDIRECT',
      urlPath: '/gift-cards/',
      enabled: true,
      targets: [page('deals')],
    }),
    // Hostile entries, as a compromised or careless editor could save them: none of them may
    // ever become a redirect, a mask or a header (they must change nothing).
    entry({
      urlType: 'PERMANENT_REDIRECT',
      urlPath: '/evil-script/',
      enabled: true,
      targets: [url('javascript:alert(document.cookie)')],
    }),
    entry({
      urlType: 'TEMPORARY_REDIRECT',
      urlPath: '/evil-split/',
      enabled: true,
      targets: [url('/deals/\r\nSet-Cookie: session=stolen')],
    }),
    entry({
      urlType: 'PERMANENT_REDIRECT',
      urlPath: '/evil-host/',
      enabled: true,
      targets: [url('//evil.example/')],
    }),
    entry({
      urlType: 'MASK',
      urlPath: '/evil-mask/',
      enabled: true,
      targets: [url('https://evil.example/phish/')],
    }),
  ];
}

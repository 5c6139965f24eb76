/** The pure rules of seamless scrolling, with spec 000's numbers and names. */
import type { Collection } from '@bytewire/contracts';
import { getRoute } from '@bytewire/routes';
import { applyTitleTemplate } from '../../src/document/title-template';
import { isSeamlessExcludedCrawler, SEAMLESS_EXCLUDED_CRAWLERS } from '../../src/seamless/crawlers';
import {
  currentPageIndex,
  directionBetween,
  enterLine,
  LANDING_PAGE,
  marginFraction,
} from '../../src/seamless/current-page';
import { seamlessIdentifier, slugFromUrl } from '../../src/seamless/identifier';
import {
  SEAMLESS_LIMIT,
  seamlessListingRequest,
  SPECIAL_FEATURE_LIMIT,
} from '../../src/seamless/listing-request';
import {
  ARTICLE_OBSERVER_MARGIN,
  loadMarginFor,
  SEAMLESS_ENTER_MARGIN,
  SEAMLESS_OBSERVER_MARGIN,
} from '../../src/seamless/observer-margins';
import {
  seamlessTracking,
  SEAMLESS_PROGRAM_TYPE,
  trackingAttributes,
} from '../../src/seamless/tracking';

describe('the next item identifier (spec 000 s2)', () => {
  it('is the id, else the slug, else the slug parsed from the url', () => {
    expect(seamlessIdentifier({ id: 'c-7', slug: 's', url: '/article/u/' })).toBe('c-7');
    expect(seamlessIdentifier({ slug: 'a-slug', url: '/article/u/' })).toBe('a-slug');
    expect(seamlessIdentifier({ url: '/finance/credit-cards/pick-a-card/' })).toBe('pick-a-card');
    expect(seamlessIdentifier({ url: 'https://www.example.com/article/abs-url/?x=1#y' })).toBe(
      'abs-url',
    );
  });

  it('is undefined when nothing names the item', () => {
    expect(seamlessIdentifier({ title: 'No name' })).toBeUndefined();
    expect(seamlessIdentifier({ url: '/' })).toBeUndefined();
    expect(slugFromUrl('/article/Not A Slug/')).toBeUndefined();
    expect(slugFromUrl('/article/%E0%A4%A/')).toBeUndefined();
  });
});

describe('crawlers excluded from seamless scrolling (spec 000 s2)', () => {
  it('names Yeti, Baiduspider, Linespider and googlebot', () => {
    expect(SEAMLESS_EXCLUDED_CRAWLERS).toEqual(['Yeti', 'Baiduspider', 'Linespider', 'googlebot']);
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    'Mozilla/5.0 (compatible; Yeti/1.1; +http://naver.me/spd)',
    'Mozilla/5.0 (compatible; Linespider/1.1; +https://lin.ee/4dwXkTH)',
  ])('excludes %s', (userAgent) => {
    expect(isSeamlessExcludedCrawler(userAgent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    '',
  ])('keeps seamless scrolling for %p', (userAgent) => {
    expect(isSeamlessExcludedCrawler(userAgent)).toBe(false);
  });

  it('keeps it when there is no User-Agent', () => {
    expect(isSeamlessExcludedCrawler(null)).toBe(false);
    expect(isSeamlessExcludedCrawler(undefined)).toBe(false);
  });
});

function collection(type: string, id = `col-${type}`): Collection {
  return {
    id,
    slug: `${type}-slug`,
    title: type,
    collectionType: { id: `ct-${type}`, slug: type },
  };
}

describe('the seamless listing request (spec 000 s7, s9)', () => {
  it('lists 3 after a story, by slug and content id, with the edition', () => {
    expect(SEAMLESS_LIMIT).toBe(3);
    expect(seamlessListingRequest({ id: 'c-1', slug: 'story' }, 'us')).toEqual({
      slug: 'story',
      contentId: 'c-1',
      limit: 3,
      collectionId: undefined,
      edition: 'us',
    });
  });

  it('lists 10 in the collection order when the primary collection is a special feature', () => {
    expect(SPECIAL_FEATURE_LIMIT).toBe(10);
    const request = seamlessListingRequest(
      { id: 'c-1', slug: 'story', primaryCollection: collection('special-feature', 'gift-guide') },
      undefined,
    );
    expect(request).toMatchObject({ limit: 10, collectionId: 'gift-guide' });
  });

  it('recognises a special feature by its typeSlug too', () => {
    const primaryCollection: Collection = {
      id: 'x',
      slug: 'x',
      title: 'X',
      typeSlug: 'special-feature',
    };
    expect(seamlessListingRequest({ id: 'c', slug: 's', primaryCollection }, 'us').limit).toBe(10);
  });

  it('lists 3, with no collection, for any other collection', () => {
    for (const type of ['series', 'hub']) {
      const request = seamlessListingRequest(
        { id: 'c-1', slug: 'story', primaryCollection: collection(type) },
        'us',
      );
      expect(request).toMatchObject({ limit: 3, collectionId: undefined });
    }
  });

  it('leaves out an empty slug or id (the client then requests nothing)', () => {
    expect(seamlessListingRequest({ id: '', slug: '' }, 'us')).toMatchObject({
      slug: undefined,
      contentId: undefined,
    });
  });
});

describe('observer margins (spec 000 s9)', () => {
  it('loads within 100% of the viewport on article screens, 50% elsewhere', () => {
    expect(SEAMLESS_OBSERVER_MARGIN).toBe('50%');
    expect(ARTICLE_OBSERVER_MARGIN).toBe('100%');
    expect(loadMarginFor(getRoute('article').screen)).toBe('100%');
    expect(loadMarginFor(getRoute('article-topic').screen)).toBe('100%');
    expect(loadMarginFor('review')).toBe('50%');
  });

  it('has an enter margin of -20%: a page enters once its top passes 80% of the viewport', () => {
    expect(SEAMLESS_ENTER_MARGIN).toBe('-20%');
    expect(marginFraction('-20%')).toBeCloseTo(0.2);
    expect(enterLine(1000)).toBeCloseTo(800);
    expect(() => marginFraction('20px')).toThrow('Not a percentage margin');
  });
});

describe('the current page', () => {
  it('is the landing page until the first added page enters', () => {
    expect(currentPageIndex([], 1000)).toBe(LANDING_PAGE);
    expect(currentPageIndex([801], 1000)).toBe(LANDING_PAGE);
    expect(currentPageIndex([799], 1000)).toBe(0);
  });

  it('is the last added page that has entered', () => {
    expect(currentPageIndex([-3000, -200, 900], 1000)).toBe(1);
    expect(currentPageIndex([-3000, -2000, 100], 1000)).toBe(2);
  });

  it('is reached down or up', () => {
    expect(directionBetween(LANDING_PAGE, 0)).toBe('down');
    expect(directionBetween(2, 1)).toBe('up');
    expect(directionBetween(0, LANDING_PAGE)).toBe('up');
  });
});

describe('tracking data (spec 000 s2)', () => {
  it('has a link tag and click text direction.position, the page number and the program source', () => {
    const tracking = seamlessTracking({
      direction: 'down',
      position: 2,
      pageNumber: 3,
      source: 'latest',
    });
    expect(tracking).toEqual({
      linkTag: 'down.2',
      clickText: 'down.2',
      pageNumber: 3,
      programSource: 'latest',
      programType: 'contentaboutcontent',
    });
    expect(SEAMLESS_PROGRAM_TYPE).toBe('contentaboutcontent');
  });

  it('names the source seamless when the listing gives none', () => {
    expect(seamlessTracking({ direction: 'up', position: 0, pageNumber: 1 })).toMatchObject({
      linkTag: 'up.0',
      programSource: 'seamless',
    });
  });

  it('is written as data-track-* attributes', () => {
    const tracking = seamlessTracking({
      direction: 'up',
      position: 1,
      pageNumber: 2,
      source: 'collection',
    });
    expect(trackingAttributes(tracking)).toEqual({
      'data-track-link-tag': 'up.1',
      'data-track-click-text': 'up.1',
      'data-track-page-number': '2',
      'data-track-program-source': 'collection',
      'data-track-program-type': 'contentaboutcontent',
    });
  });
});

describe('the title template (spec 000 s2)', () => {
  it('is "%s | publication"', () => {
    expect(applyTitleTemplate('Next story', 'Bytewire')).toBe('Next story | Bytewire');
  });

  it('keeps a title that names the publication, and falls back to the publication', () => {
    expect(applyTitleTemplate('About Bytewire', 'Bytewire')).toBe('About Bytewire');
    expect(applyTitleTemplate(undefined, 'Bytewire')).toBe('Bytewire');
    expect(applyTitleTemplate('   ', 'Bytewire')).toBe('Bytewire');
  });

  it('takes the title literally', () => {
    expect(applyTitleTemplate('Save 50%p on $& deals', 'Bytewire')).toBe(
      'Save 50%p on $& deals | Bytewire',
    );
  });
});

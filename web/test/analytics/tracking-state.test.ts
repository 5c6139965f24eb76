/**
 * @jest-environment jsdom
 */
/**
 * The global tracking state (spec 001 s3): brand, edition, affiliate disclosure, overlay,
 * innovation index, environment and version, tracked components; published read-only.
 */
import type { PageComponent } from '@bytewire/contracts';
import type { PageData } from '../../src/app/page-loader';
import { trackedComponents } from '../../src/analytics/tracked-components';
import {
  publishTrackingState,
  trackingState,
  TRACKING_STATE_PROPERTY,
} from '../../src/analytics/tracking-state';

const component = (name: string, type: string, item?: object, status = 200): PageComponent =>
  ({
    name,
    fetcherName: name,
    status,
    errors: status < 400 ? [] : [{ code: status }],
    required: Boolean(item),
    meta: { componentName: name, componentDisplayName: name, componentType: type },
    ...(item ? { item } : {}),
  }) as unknown as PageComponent;

const pageData = (routeName: string, components: PageComponent[]): PageData =>
  ({
    routeName,
    params: {},
    page: { pageType: 'article', components, meta: { title: 't' }, queryParams: {} },
  }) as unknown as PageData;

const bestList = { id: 'a1', slug: 's', type: 'best_list', section: 'bottom_funnel' };
const plainStory = { id: 'a2', slug: 's', section: 'news' };

const input = (data: PageData | undefined) => ({
  data,
  brand: 'Bytewire',
  edition: 'uk',
  environment: 'production',
  version: 'abc123',
  doc: document,
});

afterEach(() => {
  document.documentElement.removeAttribute('data-overlay-active');
  document.body.removeAttribute('data-overlay-active');
});

describe('trackingState', () => {
  it('says a story with affiliate links carries the disclosure, a plain one does not', () => {
    const withLinks = trackingState(
      input(pageData('article', [component('a', 'Article', bestList)])),
    );
    const plain = trackingState(
      input(pageData('article', [component('a', 'Article', plainStory)])),
    );
    expect(withLinks.hasAffiliateDisclosure).toBe(true);
    expect(plain.hasAffiliateDisclosure).toBe(false);
  });

  it('reads the global overlay from data-overlay-active on <html> or <body>', () => {
    expect(trackingState(input(undefined)).overlayActive).toBe(false);
    document.body.setAttribute('data-overlay-active', 'true');
    expect(trackingState(input(undefined)).overlayActive).toBe(true);
    document.body.setAttribute('data-overlay-active', 'false');
    expect(trackingState(input(undefined)).overlayActive).toBe(false);
    document.documentElement.setAttribute('data-overlay-active', 'true');
    expect(trackingState(input(undefined)).overlayActive).toBe(true);
  });

  it('marks the innovation index page, and no other', () => {
    expect(trackingState(input(pageData('innovation-index', []))).innovationIndexTrends).toBe(true);
    expect(trackingState(input(pageData('feature', []))).innovationIndexTrends).toBe(false);
  });

  it('carries brand, edition, environment (production by default) and version', () => {
    const state = trackingState({ ...input(undefined), environment: '' });
    expect(state).toMatchObject({
      brand: 'Bytewire',
      edition: 'uk',
      environment: 'production',
      version: 'abc123',
    });
  });
});

describe('trackedComponents', () => {
  it('maps each component to whether it came with its data; the value joins the true ones', () => {
    const tracked = trackedComponents([
      component('hero', 'Article', plainStory),
      component('latest', 'List'),
      component('broken', 'List', undefined, 500),
    ]);
    expect({ ...tracked.map }).toEqual({ hero: true, latest: true, broken: false });
    expect(tracked.value).toBe('hero|latest');
  });

  it('takes a component named __proto__ as a name, and bounds a flood of them', () => {
    const many = Array.from({ length: 500 }, (_, i) => component(`c${i}`, 'List'));
    const tracked = trackedComponents([component('__proto__', 'List'), ...many]);
    expect(Object.keys(tracked.map)).toContain('__proto__');
    expect(Object.keys(tracked.map).length).toBeLessThanOrEqual(60);
    expect(tracked.value.length).toBeLessThanOrEqual(256);
  });
});

describe('publishTrackingState', () => {
  it('puts the state on the window where no partner can change it, and replaces it per view', () => {
    const first = trackingState(input(pageData('article', [])));
    publishTrackingState(window, first);
    const published = (window as unknown as Record<string, { edition: string }>)[
      TRACKING_STATE_PROPERTY
    ]!;
    expect(published.edition).toBe('uk');
    expect(() => {
      (published as { edition: string }).edition = 'us';
    }).toThrow();
    publishTrackingState(window, { ...first, edition: 'au' });
    expect(
      (window as unknown as Record<string, { edition: string }>)[TRACKING_STATE_PROPERTY]!.edition,
    ).toBe('au');
  });
});

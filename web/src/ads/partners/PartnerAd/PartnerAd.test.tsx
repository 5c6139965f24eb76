// The partner ads' containers as the server renders them: a labelled region per configured
// part, the contextual ad's 300x300 held; none without configuration or flags, for the
// restricted state, on a page suppressing ads (suppressAds, adSuppress=all), or in AMP.
import type { AdStackConfig } from '@bytewire/site';
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AmpModeContext } from '../../../amp/amp-mode';
import type { RootData } from '../../../app/root-loader';
import { ROOT_ROUTE_ID } from '../../../app/route-ids';
import { PartnerAd, type PartnerAdProps } from './PartnerAd';

const STACK: AdStackConfig = {
  searchAds: { src: 'https://search-ads.stand-in.example/ads.js', pubId: 'partner-pub-1' },
  contextualAds: { src: 'https://contextual.stand-in.example/tag.js', siteId: 'bytewire' },
  recommendationWidget: {
    src: 'https://widget.stand-in.example/loader.js',
    publisherId: 'bytewire-pub',
  },
};

interface Render {
  adStack?: AdStackConfig;
  flags?: Record<string, boolean>;
  restricted?: boolean;
  path?: string;
  amp?: boolean;
}

function render(props: PartnerAdProps, options: Render = {}): DocumentFragment {
  const root = {
    site: { siteId: 'bytewire', adStack: 'adStack' in options ? options.adStack : STACK },
    flags: options.flags ?? { ads: true, adDisplay: true },
    restricted: options.restricted ?? false,
  } as unknown as RootData;
  const router = createMemoryRouter(
    [{ id: ROOT_ROUTE_ID, path: '*', loader: () => root, element: <PartnerAd {...props} /> }],
    {
      initialEntries: [options.path ?? '/news/a-story/'],
      hydrationData: { loaderData: { [ROOT_ROUTE_ID]: root } },
    },
  );
  return JSDOM.fragment(
    renderToStaticMarkup(
      <AmpModeContext.Provider value={options.amp ?? false}>
        <RouterProvider router={router} />
      </AmpModeContext.Provider>,
    ),
  );
}

const container = (fragment: DocumentFragment) =>
  fragment.querySelector<HTMLElement>('[data-partner-ad]');

describe('PartnerAd', () => {
  it('renders an empty, labelled region for each configured part', () => {
    const labels = {
      search: 'Sponsored links',
      contextual: 'Advertisement',
      recommendations: 'Recommended by our partners',
    } as const;
    for (const [part, label] of Object.entries(labels)) {
      const box = container(render({ part: part as PartnerAdProps['part'] }));
      expect(box?.tagName).toBe('SECTION');
      expect(box?.dataset.partnerAd).toBe(part);
      expect(box?.getAttribute('aria-label')).toBe(label);
      expect(box?.childNodes).toHaveLength(0);
    }
  });

  it("holds the contextual ad's 300x300 from the start", () => {
    // CSS modules are their own class names in tests: PartnerAd.module.css's .contextual.
    expect(container(render({ part: 'contextual' }))?.classList.contains('contextual')).toBe(true);
    expect(container(render({ part: 'search' }))?.classList.contains('contextual')).toBe(false);
  });

  it('renders nothing for a part that is not configured, or without its flags', () => {
    expect(container(render({ part: 'search' }, { adStack: undefined }))).toBeNull();
    const contextualOnly = { contextualAds: STACK.contextualAds };
    expect(container(render({ part: 'recommendations' }, { adStack: contextualOnly }))).toBeNull();
    expect(container(render({ part: 'search' }, { flags: { adDisplay: true } }))).toBeNull();
    expect(container(render({ part: 'contextual' }, { flags: { ads: true } }))).toBeNull();
    expect(container(render({ part: 'search' }, { flags: { ads: true } }))).not.toBeNull();
  });

  it('renders nothing for the restricted state, a suppressing page, or in AMP', () => {
    expect(container(render({ part: 'contextual' }, { restricted: true }))).toBeNull();
    expect(
      container(render({ part: 'contextual' }, { path: '/news/a-story/?adSuppress=all' })),
    ).toBeNull();
    expect(container(render({ part: 'contextual', item: { suppressAds: true } }))).toBeNull();
    expect(container(render({ part: 'contextual', item: { suppressAds: false } }))).not.toBeNull();
    expect(container(render({ part: 'recommendations' }, { amp: true }))).toBeNull();
  });
});

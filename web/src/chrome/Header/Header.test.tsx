/**
 * The header's menus and the layouts in the server render (spec 001 s2, s4, s5): menu links by
 * the priority of s5, the header model built from header_links, collapsed toggles and hidden
 * panels in the HTML, the large header on the front door, no header in the empty layout, the
 * skybox slot hidden on sponsored-article routes, the error layout for a missing page, and
 * swallowed header-link failures. Opening and closing menus is tested in a browser
 * (tests/e2e/header-menus.spec.ts).
 */
import type { ChromeClient } from '@bytewire/content-client';
import type { MenuItem } from '@bytewire/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AccountMenu } from '../HeaderMenu/AccountMenu';
import { menuItemUrl } from '../menu/menu-link';
import { headerModel } from '../menu/menu-model';
import type { MenuControls } from '../menu/use-menus';
import { layoutOf } from '../../layout/page-layout';
import { ROOT_ROUTE_ID } from '../../app/route-ids';
import { ARTICLE, articlePage, FOOTER, HEADER, page } from '../../../test/support/pages';
import { fixtureClient, renderPath } from '../../../test/support/render-path';
import { MOBILE_NAV_AD_CODE } from '../../ads/ad-constants';
import { slotConfig } from '../../ads/ad-slots';

const ITEMS: MenuItem[] = [
  { linkText: 'Trending', data: 'trending' },
  {
    linkText: 'Topics',
    data: 'topics',
    sections: [
      {
        linkText: 'Tech',
        mainTopic: true,
        subNav: [
          [
            { linkText: 'Laptops', topicSlug: 'laptops' },
            { linkText: 'Phones', topicSlug: 'smartphones' },
          ],
          [{ linkText: 'Reviews', linkUrl: '/reviews/' }],
        ],
      },
      { linkText: 'Security', subNav: [[{ linkText: 'VPN', topicSlug: 'vpn' }]] },
    ],
  },
  {
    linkText: 'Buying Guides',
    data: 'buying-guides',
    subNav: [[{ linkText: 'Best laptops', linkUrl: '/article/best-laptops/' }], [], [], []],
  },
  {
    linkText: 'More',
    data: 'more',
    sections: [
      { linkText: 'See all topics', route: 'topics' },
      { linkText: 'Newsletters', route: 'newsletters' },
    ],
  },
  { linkText: 'Search', data: 'search', icon: 'search', hideText: true, clickToOpen: true },
  { linkText: 'Menu', data: 'accordion', icon: 'menu', hideText: true, clickToOpen: true },
  {
    linkText: 'Account',
    data: 'account',
    icon: 'user',
    hideText: true,
    clickToOpen: true,
    sections: [
      { linkText: 'Preferences', route: 'member', activePage: 'preferences' },
      { linkText: 'Newsletters', route: 'member', activePage: 'newsletters' },
      { linkText: 'Log out', linkUrl: '/user/logout/' },
    ],
  },
  {
    linkText: 'Editions',
    data: 'editions',
    clickToOpen: true,
    sections: [
      { linkText: 'United States', data: 'us', route: 'front-door' },
      { linkText: 'France', data: 'fr', linkUrl: 'https://fr.sister-edition.test/' },
      { linkText: 'Nowhere', data: 'xx', linkUrl: 'javascript:alert(1)' },
    ],
  },
];

function chromeClient(items: MenuItem[] | Error): ChromeClient & { editions: string[] } {
  const editions: string[] = [];
  return {
    editions,
    async getHeaderLinks(edition) {
      editions.push(edition);
      if (items instanceof Error) throw items;
      return items;
    },
    getTrending: async () => [],
    getSuggestions: async () => ({ topics: [], content: [], videos: [] }),
  };
}

const SPONSORED = { ...ARTICLE, slug: 'paid-story', sponsored: true };

function client() {
  return fixtureClient({
    'front-door/home': { ...page('front-door', 'Home', []), header: HEADER, footer: FOOTER },
    [`article/${ARTICLE.slug}`]: articlePage(),
    'article/paid-story': articlePage(SPONSORED),
    'auth-flow/terms-of-service': {
      ...page('auth-flow', 'Terms of service', []),
      header: HEADER,
      footer: FOOTER,
    },
  });
}

const headerOf = (html: string) =>
  html.slice(html.indexOf('<header'), html.indexOf('</header>') + '</header>'.length);

describe('menu links (spec 001 s5 priority)', () => {
  it('takes the topic slug, then activePage, then the route, else the editorial link', () => {
    const all = {
      linkText: 'x',
      topicSlug: 'vpn',
      activePage: 'newsletters',
      route: 'about',
      linkUrl: '/elsewhere/',
    };
    expect(menuItemUrl(all)).toBe('/topic/vpn/');
    expect(menuItemUrl({ ...all, topicSlug: undefined })).toBe('/members/newsletters/');
    expect(menuItemUrl({ ...all, topicSlug: undefined, activePage: undefined })).toBe('/about/');
    expect(menuItemUrl({ linkText: 'x', linkUrl: '/elsewhere/' })).toBe('/elsewhere/');
    expect(menuItemUrl({ linkText: 'x' })).toBeUndefined();
  });

  it('passes over a value that makes no path to the next one', () => {
    expect(menuItemUrl({ linkText: 'x', topicSlug: '../admin', route: 'about' })).toBe('/about/');
    expect(menuItemUrl({ linkText: 'x', activePage: 'admin', linkUrl: '/ok/' })).toBe('/ok/');
    expect(menuItemUrl({ linkText: 'x', route: 'no-such-route' })).toBeUndefined();
  });
});

describe('header model', () => {
  it('splits the Topics sections into menus of their own and keeps the tools apart', () => {
    const model = headerModel(ITEMS);
    expect(model.menus.map((m) => [m.id, m.kind])).toEqual([
      ['trending', 'trending'],
      ['tech', 'columns'],
      ['security', 'columns'],
      ['buying-guides', 'columns'],
      ['more', 'list'],
    ]);
    expect(model.search?.linkText).toBe('Search');
    expect(model.accordion?.linkText).toBe('Menu');
    expect(model.account?.sections).toHaveLength(3);
    expect(model.editions?.sections).toHaveLength(3);
  });

  it('gives two menus of one name two ids and leaves out menus with no links', () => {
    const model = headerModel([
      { linkText: 'Deals', sections: [{ linkText: 'a', linkUrl: '/a/' }] },
      { linkText: 'Deals', sections: [{ linkText: 'b', linkUrl: '/b/' }] },
      { linkText: 'Empty' },
    ]);
    expect(model.menus.map((m) => m.id)).toEqual(['deals', 'deals-2']);
  });
});

describe('layouts (spec 001 s2)', () => {
  it('falls back to default for an unknown layout name', () => {
    expect(layoutOf('empty')).toBe('empty');
    expect(layoutOf('error')).toBe('error');
    expect(layoutOf('fancy')).toBe('default');
    expect(layoutOf(undefined)).toBe('default');
  });
});

describe('the header in the server render', () => {
  it('renders every menu collapsed, its panel hidden, its links in the HTML', async () => {
    const chrome = chromeClient(ITEMS);
    const { html } = await renderPath(`/article/${ARTICLE.slug}/`, client(), {
      chromeClient: chrome,
    });
    const header = headerOf(html);
    expect(chrome.editions).toEqual(['us']);
    for (const id of ['trending', 'tech', 'security', 'buying-guides', 'more', 'search']) {
      expect(header).toMatch(
        new RegExp(`data-menu="${id}" aria-expanded="false" aria-controls="menu-panel-${id}"`),
      );
      expect(header).toMatch(new RegExp(`id="menu-panel-${id}"[^>]* hidden=""`));
    }
    expect(header).toContain('href="/topic/laptops/"');
    expect(header).toContain('href="/topic/smartphones/"');
    expect(header).toContain('href="/reviews/"');
    expect(header).toContain('href="/topic/"');
    expect(header).toContain('href="/article/best-laptops/"');
    // The edition with an unusable URL is left out; the sister site opens in a new tab; the
    // edition being read (us) links its front door in place, marked current, and is the only
    // one marked.
    expect(header).toMatch(/<a [^>]*href="https:\/\/fr.sister-edition.test\/"[^>]*target="_blank"/);
    expect(header).not.toContain('javascript:');
    const editionsNav = header.slice(header.indexOf('<nav aria-label="Editions">'));
    expect(editionsNav).toMatch(
      /<a [^>]*href="\/"[^>]*aria-current="true"[^>]*>United States<\/a>/,
    );
    expect(editionsNav.slice(0, editionsNav.indexOf('</nav>')).match(/aria-current/g)).toHaveLength(
      1,
    );
    // Signed out: the sign-in or join icon, naming the site.
    expect(header).toContain('title="Sign in or join Bytewire"');
    expect(header).not.toContain('href="/user/logout/"');
    // Logo to the front door, slogan to About.
    expect(header).toMatch(/<a [^>]*data-testid="header-logo" href="\/"/);
    expect(header).toMatch(new RegExp(`<a [^>]*href="/about/"[^>]*>${HEADER.slogan}</a>`));
    expect(header).not.toContain('data-large');
  });

  it('lists only this site’s edition when no sister edition is configured', async () => {
    // The content service's answer without SISTER_EDITIONS: no sister edition, no dead link.
    const items = ITEMS.map((item) =>
      item.data === 'editions'
        ? { ...item, sections: [{ linkText: 'United States', data: 'us', route: 'front-door' }] }
        : item,
    );
    const { html } = await renderPath(`/article/${ARTICLE.slug}/`, client(), {
      chromeClient: chromeClient(items),
    });
    const header = headerOf(html);
    expect(header).toMatch(/data-menu="editions" aria-expanded="false"/);
    const nav = header.slice(header.indexOf('<nav aria-label="Editions">'));
    const editionsNav = nav.slice(0, nav.indexOf('</nav>'));
    expect(editionsNav.match(/<a /g)).toHaveLength(1);
    expect(editionsNav).toMatch(
      /<a [^>]*href="\/"[^>]*aria-current="true"[^>]*>United States<\/a>/,
    );
    // The accordion's Editions section too: the one link, nothing external.
    const accordion = header.slice(header.indexOf('id="accordion-panel-editions"'));
    expect(accordion.slice(0, accordion.indexOf('</ul>')).match(/<a /g)).toHaveLength(1);
    expect(header).not.toContain('target="_blank"');
    expect(header).not.toContain('opens in a new tab');
  });

  it('is large on the front door (showLargeHeader)', async () => {
    const { html } = await renderPath('/', client(), { chromeClient: chromeClient(ITEMS) });
    expect(headerOf(html)).toMatch(/<header [^>]*data-testid="site-header" data-large="true"/);
  });

  it('shows no menus, and no error, when header links fail (spec 001 s8)', async () => {
    const { status, html } = await renderPath(`/article/${ARTICLE.slug}/`, client(), {
      chromeClient: chromeClient(new Error('down')),
    });
    expect(status).toBe(200);
    expect(headerOf(html)).toContain('data-testid="header-logo"');
    expect(headerOf(html)).not.toContain('data-menu="trending"');
  });

  it('has no header or footer in the empty layout (auth flow, showHeader false)', async () => {
    const { html } = await renderPath('/auth/flow/terms-of-service/', client(), {
      chromeClient: chromeClient(ITEMS),
    });
    expect(html).toContain('data-layout="empty"');
    expect(html).not.toContain('data-testid="site-header"');
    expect(html).not.toContain('<footer');
  });

  it("holds the mobile nav's ad slot in the accordion, under spec 001 s9's ad code", async () => {
    const { html } = await renderPath(`/article/${ARTICLE.slug}/`, client(), {
      chromeClient: chromeClient(ITEMS),
    });
    const accordion = headerOf(html).slice(headerOf(html).indexOf('id="menu-panel-accordion"'));
    expect(accordion).toContain(`data-ad-slot="${MOBILE_NAV_AD_CODE}"`);
    expect(slotConfig(MOBILE_NAV_AD_CODE)).toMatchObject({ constraint: 'mobile', lazyLoad: true });
  });

  it('has the skybox slot on articles but not on sponsored-article routes', async () => {
    const article = await renderPath(`/article/${ARTICLE.slug}/`, client());
    expect(article.html).toContain('data-ad-slot="skybox"');
    expect(article.html).toContain('data-layout="default"');
    const sponsored = await renderPath('/paid-content/article/paid-story/', client());
    expect(sponsored.status).toBe(200);
    expect(sponsored.html).not.toContain('data-ad-slot="skybox"');
    expect(sponsored.html).toContain('data-ad-slot="interstitial"');
  });

  it('switches to the error layout, without ad slots, for a page that fails', async () => {
    const { status, html } = await renderPath('/article/no-such-story/', client());
    expect(status).toBe(404);
    expect(html).toContain('data-layout="error"');
    expect(html).not.toContain('data-ad-slot=');
    expect(html).toContain('data-testid="site-header"');
  });
});

describe('account menu (spec 001 s6)', () => {
  const controls: MenuControls = {
    openId: null,
    isOpen: () => false,
    toggle: () => undefined,
    hover: () => undefined,
    closeAll: () => undefined,
  };
  const account = headerModel(ITEMS).account!;

  function markup(signedIn: boolean, readerName?: string): string {
    const router = createMemoryRouter(
      [
        {
          id: ROOT_ROUTE_ID,
          path: '/',
          loader: () => ({
            site: { siteId: 'bytewire', publicUrl: 'https://www.bytewire.example' },
          }),
          element: (
            <ul>
              <AccountMenu
                item={account}
                signedIn={signedIn}
                readerName={readerName}
                publicationName="Bytewire"
                menus={controls}
              />
            </ul>
          ),
        },
      ],
      {
        hydrationData: {
          loaderData: {
            [ROOT_ROUTE_ID]: {
              site: { siteId: 'bytewire', publicUrl: 'https://www.bytewire.example' },
            },
          },
        },
      },
    );
    return renderToStaticMarkup(<RouterProvider router={router} />);
  }

  it('shows Preferences, Newsletters and Log out to a signed-in reader', () => {
    const html = markup(true);
    expect(html).toContain('data-menu="account"');
    expect(html).toContain('href="/members/preferences/"');
    expect(html).toContain('href="/members/newsletters/"');
    expect(html).toContain('href="/user/logout/"');
    expect(html).not.toContain('Sign in or join');
  });

  it('shows a signed-in reader their initial and name, where a signed-out one sees the icon', () => {
    const html = markup(true, 'ada');
    expect(html).toMatch(/<span class="initial" aria-hidden="true" data-signed-in="">A<\/span>/);
    expect(html).toContain('<span class="visually-hidden">Account: Signed in as ada</span>');
    expect(html).toContain('<p class="signedInAs">Signed in as ada</p>');
    const out = markup(false);
    expect(out).not.toContain('data-signed-in');
    expect(out).not.toContain('Signed in');
    // Without a name yet (the profile still loading), still the signed-in state.
    expect(markup(true)).toContain('Account: Signed in</span>');
  });

  it('shows the sign-in or join icon to a signed-out reader', () => {
    const html = markup(false);
    expect(html).toContain('title="Sign in or join Bytewire"');
    expect(html).not.toContain('href="/user/logout/"');
  });
});

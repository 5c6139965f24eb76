/**
 * The footer and the terms-of-use banner in the server render (spec 001 s2, s4, s9): the
 * columns, social buttons and policy line all open in new tabs and say so; the state-privacy
 * link follows the footer's privacy setting; the banner shows until the request carries
 * `terms_interacted`; cookies are written with SameSite=Lax, Secure and Path=/.
 */
import type { NavLink, Page, PageFooter } from '@bytewire/contracts';
import { JSDOM } from 'jsdom';
import {
  cookieString,
  readCookie,
  TERMS_INTERACTED_COOKIE,
  termsInteracted,
} from '../../src/browser/cookies';
import { render } from '../../src/entry-server';
import { ARTICLE, articlePage } from '../support/pages';
import { CLIENT_ENTRY, fixtureClient, IMAGES } from '../support/render-path';

const nav = (label: string, url: string, extra: Partial<NavLink> = {}): NavLink => ({
  label,
  url,
  ...extra,
});

function footer(statePrivacyLaw: boolean): PageFooter {
  return {
    slogan: 'Technology news that works for you',
    columns: {
      alpha: [nav('Topics', '/topic/'), nav('Galleries', '/pictures/')],
      beta: [nav('About', '/about/')],
      charlie: [nav('Licensing', 'https://licensing.bytewire.example/', { external: true })],
    },
    copyright: '© 2026 Bytewire. All rights reserved.',
    parentCompany: 'Northwire Media',
    policyLinks: [
      nav('Privacy Policy', '/privacy-policy/'),
      nav('Your Privacy Choices', '/do-not-sell/', { showWhen: 'statePrivacyLaw' }),
      nav('Cookie Settings', '#cookie-settings', {
        newTab: true,
        translationKey: 'footer.cookieSettings',
      }),
      nav('Terms of Use', 'https://legal.bytewire.example/terms/', {
        translationKey: 'footer.termsOfUse',
      }),
    ],
    social: ['Facebook', 'Twitter', 'LinkedIn', 'YouTube', 'Instagram', 'TikTok'].map((n) =>
      nav(n, `https://www.${n.toLowerCase()}.com/bytewire`),
    ),
    backgroundImage: { desktop: '/bg/desktop.svg', mobile: '/bg/mobile.svg' },
    privacy: { statePrivacyLaw },
  };
}

async function htmlOf(
  options: { cookie?: string; statePrivacyLaw?: boolean; flags?: string } = {},
) {
  const page: Page = { ...articlePage(), footer: footer(options.statePrivacyLaw ?? false) };
  const client = fixtureClient({ [`article/${ARTICLE.slug}`]: page });
  const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
  // The gateway's resolved feature flags (libs/experiments' forwarded headers).
  if (options.flags) headers['x-feature-flags'] = options.flags;
  const result = await render(
    new Request(`http://render.internal/article/${ARTICLE.slug}/`, { headers }),
    {
      contentClient: client,
      siteConfig: { siteId: 'bytewire', publicationName: 'Bytewire' },
      publicUrl: 'https://www.bytewire.example',
      clientEntry: CLIENT_ENTRY,
      images: IMAGES,
      onError: () => undefined,
    },
  );
  if (result.kind !== 'document') throw new Error(`expected a document, got ${result.kind}`);
  const { html } = result;
  const start = html.indexOf('<footer');
  return { html, footerHtml: html.slice(start, html.indexOf('</footer>', start)) };
}

const anchors = (html: string) => html.match(/<a [^>]*>/g) ?? [];

describe('footer', () => {
  it('renders the three columns, the slogan, the copyright and six social buttons', async () => {
    const { footerHtml } = await htmlOf();
    for (const column of ['alpha', 'beta', 'charlie']) {
      expect(footerHtml).toContain(`data-column="${column}"`);
    }
    expect(footerHtml).toContain('Technology news that works for you');
    expect(footerHtml).toContain('© 2026 Bytewire. All rights reserved.');
    const social = new JSDOM(footerHtml).window.document.querySelector(
      'ul[aria-label="Follow us"]',
    );
    expect(social?.querySelectorAll('li > a')).toHaveLength(6);
    expect(footerHtml).toMatch(/<span class="visually-hidden">Bytewire on <\/span>TikTok/);
  });

  it('opens every link in a new tab with noopener and says so to screen readers', async () => {
    const { footerHtml } = await htmlOf();
    const links = anchors(footerHtml);
    // Four column links, six social buttons, two policy links (the state-privacy one is off;
    // Cookie settings is a button).
    expect(links).toHaveLength(4 + 6 + 2);
    for (const link of links) {
      expect(link).toContain('target="_blank"');
      expect(link).toMatch(/rel="noopener( nofollow)?"/);
    }
    expect(footerHtml.match(/\(opens in a new tab\)/g)).toHaveLength(links.length);
    expect(footerHtml).toMatch(/<a href="\/about\/" target="_blank" rel="noopener">/);
    expect(footerHtml).toMatch(
      /<a href="https:\/\/licensing.bytewire.example\/" target="_blank" rel="noopener nofollow">/,
    );
  });

  it('shows the state-privacy-law link only when the privacy setting enables it', async () => {
    expect((await htmlOf({ statePrivacyLaw: false })).footerHtml).not.toContain(
      'Your Privacy Choices',
    );
    expect((await htmlOf({ statePrivacyLaw: true })).footerHtml).toContain('Your Privacy Choices');
  });

  it('has one cookie-settings control, a button in the policy line, whatever the consent flag', async () => {
    for (const flags of ['consent=1', 'consent=0', undefined]) {
      const { footerHtml } = await htmlOf({ flags });
      const doc = new JSDOM(footerHtml).window.document;
      const controls = [...doc.querySelectorAll('a, button')].filter((el) =>
        /cookie settings/i.test(el.textContent ?? ''),
      );
      expect(controls).toHaveLength(1);
      expect(controls[0]?.tagName).toBe('BUTTON');
      expect(controls[0]?.getAttribute('aria-haspopup')).toBe('dialog');
      // In its place in the policy line, between the privacy policy and the terms.
      const items = [...doc.querySelectorAll('ul[aria-label="Policies"] > li')];
      expect(items.map((li) => li.textContent?.replace(/ \(opens in a new tab\)/, ''))).toEqual([
        'Privacy Policy',
        'Cookie Settings',
        'Terms of Use',
      ]);
      expect(footerHtml).not.toContain('#cookie-settings');
    }
  });

  it('names the parent company below the copyright', async () => {
    const { footerHtml } = await htmlOf();
    expect(footerHtml).toContain('Bytewire is part of Northwire Media.');
  });

  it('loads the background image lazily, the mobile variant below 768 px', async () => {
    const { footerHtml } = await htmlOf();
    expect(footerHtml).toContain('<source media="(max-width: 767px)" srcSet="/bg/mobile.svg"/>');
    expect(footerHtml).toMatch(/<img src="\/bg\/desktop.svg" alt="" loading="lazy"/);
  });
});

describe('terms-of-use banner', () => {
  it('is a labelled region with a named close button and the terms link for a new reader', async () => {
    const { html } = await htmlOf();
    expect(html).toMatch(/<section class="[^"]+" aria-labelledby="terms-banner-title">/);
    expect(html).toContain('>Close terms of use notice</button>');
    expect(html).toMatch(
      /<a href="https:\/\/legal.bytewire.example\/terms\/" target="_blank" rel="noopener">Terms of Use/,
    );
    expect(html).toMatch(/termsInteracted[\\"]*:false/);
  });

  it('is left out of the server render when the request carries terms_interacted', async () => {
    const { html } = await htmlOf({ cookie: 'other=1; terms_interacted=1' });
    expect(html).not.toContain('terms-banner');
    expect(html).toMatch(/termsInteracted[\\"]*:true/);
  });
});

describe('cookies', () => {
  it('writes SameSite=Lax, Secure and Path=/ by default', () => {
    expect(cookieString(TERMS_INTERACTED_COOKIE, '1', { maxAge: 60 })).toBe(
      'terms_interacted=1; Max-Age=60; Path=/; Secure; SameSite=Lax',
    );
  });

  it('reads one cookie of a header and tells whether the terms were dealt with', () => {
    expect(readCookie('a=1; terms_interacted=1', 'a')).toBe('1');
    expect(readCookie(null, 'a')).toBeUndefined();
    expect(termsInteracted('a=1')).toBe(false);
    expect(termsInteracted('a=1; terms_interacted=1')).toBe(true);
  });
});

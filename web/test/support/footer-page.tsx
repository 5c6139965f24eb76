/**
 * An article's server render with a footer of the test's own (three columns, policy links with
 * the state-privacy link behind its setting, six social buttons), for the footer's and the
 * terms banner's tests: the whole document and the footer's part of it.
 */
import type { NavLink, Page, PageFooter } from '@bytewire/contracts';
import { ARTICLE, articlePage } from './pages';
import { fixtureClient, renderPath } from './render-path';

const nav = (label: string, url: string, extra: Partial<NavLink> = {}): NavLink => ({
  label,
  url,
  ...extra,
});

function footerOf(statePrivacyLaw: boolean): PageFooter {
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

export async function renderWithFooter(
  options: { cookie?: string; statePrivacyLaw?: boolean; flags?: string } = {},
) {
  const page: Page = { ...articlePage(), footer: footerOf(options.statePrivacyLaw ?? false) };
  const client = fixtureClient({ [`article/${ARTICLE.slug}`]: page });
  const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
  // The gateway's resolved feature flags (libs/experiments' forwarded headers).
  if (options.flags) headers['x-feature-flags'] = options.flags;
  const { html } = await renderPath(`/article/${ARTICLE.slug}/`, client, {}, headers);
  const start = html.indexOf('<footer');
  return { html, footerHtml: html.slice(start, html.indexOf('</footer>', start)) };
}

/** The opening tags of a piece of HTML's links. */
export const anchors = (html: string) => html.match(/<a [^>]*>/g) ?? [];

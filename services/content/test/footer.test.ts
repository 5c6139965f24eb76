/**
 * The footer the content API serves (spec 001 s2): columns alpha, beta and charlie with their
 * links, the six social buttons in order, both background variants, every link of the policy
 * line in a new tab, and the privacy setting that decides the state-privacy-law link.
 */
import { buildFooter } from '../src/composer/chrome/footer';

describe('footer data', () => {
  const footer = buildFooter('Bytewire', 'bytewire', 2026);
  const labels = (links: { label: string }[]) => links.map((link) => link.label);

  it('has the three columns of spec 001 s2', () => {
    expect(labels(footer.columns.alpha)).toEqual([
      'Topics',
      'Galleries',
      'Videos',
      'California privacy info',
    ]);
    expect(labels(footer.columns.beta)).toEqual([
      'About',
      'Meet the team',
      'Sitemap',
      'Reprint policy',
    ]);
    expect(labels(footer.columns.charlie)).toEqual([
      'Account',
      'Newsletters',
      'Site assistance',
      'Licensing',
    ]);
  });

  it('has the six social buttons, the background variants, slogan and copyright', () => {
    expect(labels(footer.social ?? [])).toEqual([
      'Facebook',
      'Twitter',
      'LinkedIn',
      'YouTube',
      'Instagram',
      'TikTok',
    ]);
    expect(footer.backgroundImage).toEqual({
      desktop: '/brand/footer-desktop.svg',
      mobile: '/brand/footer-mobile.svg',
    });
    expect(footer.slogan).not.toBe('');
    expect(footer.copyright).toBe('© 2026 Bytewire. All rights reserved.');
    // Spec 001 s1: the site is run by a parent media company, which the footer names.
    expect(footer.parentCompany).toBe('Northwire Media');
  });

  it('has the policy line with the state-privacy link behind its setting, off by default', () => {
    expect(labels(footer.policyLinks)).toEqual([
      'Privacy Policy',
      'Your Privacy Choices',
      'Cookie Settings',
      'Advertise',
      'Terms of Use',
    ]);
    expect(footer.policyLinks.every((link) => link.newTab)).toBe(true);
    // One cookie-settings entry, which the site shows as the control for the preferences.
    expect(
      footer.policyLinks.filter((link) => link.translationKey === 'footer.cookieSettings'),
    ).toHaveLength(1);
    const stateLink = footer.policyLinks.find((link) => link.showWhen !== undefined);
    expect(stateLink?.showWhen).toBe('statePrivacyLaw');
    expect(footer.privacy).toEqual({ statePrivacyLaw: false });
    const enabled = buildFooter('Bytewire', 'bytewire', 2026, { statePrivacyLaw: true });
    expect(enabled.privacy).toEqual({ statePrivacyLaw: true });
  });
});

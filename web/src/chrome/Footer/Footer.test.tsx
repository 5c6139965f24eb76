/**
 * The footer in the server render (spec 001 s2, s9): the columns, social buttons and policy
 * line all open in new tabs and say so; the state-privacy link follows the footer's privacy
 * setting; one cookie-settings control; the parent company; the background image.
 */
import { JSDOM } from 'jsdom';
import { anchors, renderWithFooter as htmlOf } from '../../../test/support/footer-page';

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

/**
 * The terms-of-use banner in the server render (spec 001 s4): shown, labelled and closable
 * until the request carries `terms_interacted`.
 */
import { renderWithFooter as htmlOf } from '../../../test/support/footer-page';

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

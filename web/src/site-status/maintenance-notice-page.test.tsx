/**
 * The maintenance notice reaches the page from render's context (MAINTENANCE_NOTICE → the
 * RenderContext → SiteInfo): in the server's HTML above the header, so that it shows without
 * JavaScript, and absent when none is configured.
 */
import type { RenderContext } from '@bytewire/ssr-contract';
import { FOOTER, HEADER, page } from '../../test/support/pages';
import { fixtureClient, renderPath } from '../../test/support/render-path';

const NOTICE = 'Sign-in and newsletters are being upgraded on Sunday, 02:00-04:00 ET.';

const client = () =>
  fixtureClient({
    'front-door/home': { ...page('front-door', 'Home', []), header: HEADER, footer: FOOTER },
  });

describe('the maintenance notice in the page', () => {
  it('is in the server HTML above the header when configured', async () => {
    const extra: Partial<RenderContext> = { maintenanceNotice: NOTICE };
    const { html } = await renderPath('/', client(), extra);
    const notice = html.indexOf('aria-label="Maintenance notice"');
    expect(notice).toBeGreaterThan(-1);
    expect(notice).toBeLessThan(html.indexOf('data-testid="site-header"'));
    expect(html).toContain(NOTICE);
  });

  it('is absent when none is configured', async () => {
    const { html } = await renderPath('/', client());
    expect(html).not.toContain('Maintenance notice');
  });
});

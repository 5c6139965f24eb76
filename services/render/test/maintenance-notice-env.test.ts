/**
 * MAINTENANCE_NOTICE, validated at start-up: one line of plain text, at most 300 characters,
 * no markup. The page shows it above the header (web/src/site-status/MaintenanceNotice/MaintenanceNotice.tsx).
 */
import { createRenderApp } from './support/render-app';

const RULE = 'MAINTENANCE_NOTICE must be one line of plain text, at most 300 characters';

describe('MAINTENANCE_NOTICE', () => {
  it.each([
    ['longer than 300 characters', 'a'.repeat(301)],
    ['markup', 'Upgrades <script>alert(1)</script>'],
    ['two lines', 'Sign-in upgrades\nNewsletter upgrades'],
    ['blank', '   '],
  ])('refuses a notice that is %s', async (_case, value) => {
    await expect(createRenderApp({ MAINTENANCE_NOTICE: value })).rejects.toThrow(RULE);
  });

  it('starts with a notice of plain text, and without one', async () => {
    const withNotice = await createRenderApp({
      MAINTENANCE_NOTICE: 'Sign-in and newsletters are being upgraded on Sunday, 02:00-04:00 ET.',
    });
    await withNotice.close();
    const without = await createRenderApp({});
    await without.close();
  });
});

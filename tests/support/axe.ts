// axe-core inside Chromium: the serious and critical violations of the page as it is now.
import type { Page } from '@playwright/test';

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

import { readFileSync } from 'node:fs';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Puts axe-core in the page through the DevTools protocol: the site's content security policy
 * would refuse it as an added <script> (no hash of the page's policy matches it).
 */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(AXE_SOURCE);
}

/** One line per serious or critical violation: impact, rule, help and where. */
export async function blockingViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<unknown> } }).axe;
    const result = (await axe.run(document)) as { violations: AxeViolation[] };
    return result.violations;
  });
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
}

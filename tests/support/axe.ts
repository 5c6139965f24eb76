// axe-core inside Chromium: the serious and critical violations of the page as it is now.
import type { Page } from '@playwright/test';

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');
const BLOCKING = new Set(['serious', 'critical']);

/** One line per serious or critical violation: impact, rule, help and where. */
export async function blockingViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
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

// Playwright's test, with one rule for every browser test of the site: nothing the pages do
// breaks their content security policy. Chromium reports each violation as a console error;
// any seen in a test's browser context fails the test. A test that provokes violations on
// purpose reads them from `policyViolations` and empties it.
import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

const VIOLATION = /Content Security Policy/;

export const test = base.extend<{ policyViolations: string[] }>({
  // eslint-disable-next-line no-empty-pattern
  policyViolations: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, policyViolations }, use) => {
    context.on('console', (message) => {
      if (message.type() === 'error' && VIOLATION.test(message.text())) {
        policyViolations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
      }
    });
    await use(context);
    expect(policyViolations, 'content security policy violations').toEqual([]);
  },
});

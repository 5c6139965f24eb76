/** Fires the A/B test event of each test state (see ab-event.ts). */
import type { TestState } from '@bytewire/experiments';

export const AB_EVENT_NAME = 'bytewire:ab-test';

/** Spec 001 s7 "server decision provided": test = the test id, experience = the bucket. */
export interface AbEventDetail {
  testName: string;
  testId: string;
  experienceName: string;
  experienceId: string;
  testVersion: string;
}

export function abEventDetail({ id, version, bucket }: TestState): AbEventDetail {
  return {
    testName: id,
    testId: id,
    experienceName: bucket,
    experienceId: bucket,
    testVersion: version,
  };
}

export function dispatchAbEvents(tests: readonly TestState[], win: Window): void {
  const dataLayer = (win as Window & { dataLayer?: unknown }).dataLayer;
  for (const test of tests) {
    const detail = abEventDetail(test);
    win.dispatchEvent(new CustomEvent(AB_EVENT_NAME, { detail }));
    if (Array.isArray(dataLayer)) dataLayer.push({ event: AB_EVENT_NAME, ...detail });
  }
}

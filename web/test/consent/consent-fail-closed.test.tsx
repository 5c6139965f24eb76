/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://www.bytewire.example/"}
 *
 * Consent fails closed (issue 26): a page whose flags lack the `consent` flag (the experiments
 * service gave none, its Redis emptied) or carry an unreadable value behaves as if consent is
 * required: categorised scripts are typed inert and the banner asks. Only `consent: false`
 * turns consent management off.
 */
import { act } from 'react';
import { CONSENT_CATEGORIES } from '../../src/consent/consent-categories';
import { consentRequired } from '../../src/consent/consent-flag';
import { startConsentPrompt } from '../../src/consent/consent-prompt';
import {
  CONSENT_COOKIE,
  ConsentStore,
  cookieConsentAdapter,
} from '../../src/consent/consent-store';
import type { ConsentSource } from '../../src/consent/when-allowed';
import { ScriptLoader } from '../../src/scripts/script-loader';

(globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;

const nothingAllowed: ConsentSource = { allowed: () => false, subscribe: () => () => undefined };
const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };
const flush = () => new Promise((done) => setTimeout(done, 0));

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('consentRequired', () => {
  it.each([
    ['the flag on', { consent: true }, true],
    ['no flags at all', {}, true],
    ['flags but not consent', { ads: true }, true],
    ['an unreadable value', { consent: 'yes' }, true],
    ['no flags object', undefined, true],
    ['the flag off', { consent: false }, false],
  ])('%s: %s', (_case, flags, required) => {
    expect(consentRequired(flags as Record<string, unknown> | undefined)).toBe(required);
  });
});

it('types a categorised script inert when the consent flag is missing', async () => {
  const loader = new ScriptLoader({
    context: { flags: { ads: true } },
    consent: nothingAllowed,
    gdprMode: true,
    logger: quiet,
  });
  void loader.register({
    tagId: 'bidder',
    src: '/bidder.js',
    gdprCategory: CONSENT_CATEGORIES.targeting,
  });
  await flush();
  const script = document.getElementById('bidder') as HTMLScriptElement;
  expect(script.type).toBe('text/plain');
  expect(script.getAttribute('src')).toBeNull();
});

it('asks a reader who has not chosen when the consent flag is missing', async () => {
  const store = new ConsentStore(cookieConsentAdapter);
  const root = { flags: {}, site: { publicationName: 'Bytewire' } } as unknown as Parameters<
    typeof startConsentPrompt
  >[0];
  await act(async () => startConsentPrompt(root, store));
  expect(document.querySelector('[data-testid="consent-banner"]')).not.toBeNull();
});

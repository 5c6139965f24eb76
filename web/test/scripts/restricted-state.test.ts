/**
 * @jest-environment jsdom
 *
 * The script loader for a reader of the restricted state (spec 001 s1): every tag is a tracker
 * there and refused, saying so, unless marked allowed (a first-party tag that tracks no one);
 * for every other reader nothing changes.
 */
import type { ConsentSource } from '../../src/consent/when-allowed';
import { HOUSE_ADS_TAG } from '../../src/ads/house-ad-network';
import { ScriptLoader } from '../../src/scripts/script-loader';
import { SCRIPT_MESSAGES, type ScriptLogger } from '../../src/scripts/script-messages';
import { TWITTER_WIDGETS_TAG } from '../../src/social/social-embeds';

const everythingAllowed: ConsentSource = { allowed: () => true, subscribe: () => () => undefined };
let logs: string[];
const logger: ScriptLogger = {
  log: (message) => logs.push(message),
  warn: (message) => logs.push(message),
  error: (message) => logs.push(message),
};

function loader(restricted: boolean) {
  return new ScriptLoader({
    context: { flags: { consent: true, ads: true, adDisplay: true } },
    consent: everythingAllowed,
    gdprMode: true,
    logger,
    restricted,
  });
}

beforeEach(() => {
  logs = [];
  document.head.innerHTML = '';
});

it('refuses a third-party tag, consent given, and adds nothing to the page', async () => {
  await expect(loader(true).register(TWITTER_WIDGETS_TAG)).rejects.toThrow(
    SCRIPT_MESSAGES.restricted('twitter-widgets'),
  );
  expect(logs).toEqual(['Tag twitter-widgets is excluded for readers of the restricted state.']);
  expect(document.getElementById('twitter-widgets')).toBeNull();
});

it('loads a tag marked allowed there: the house ads, first party', async () => {
  const result = loader(true).register(HOUSE_ADS_TAG);
  await new Promise((done) => setTimeout(done, 0));
  const tag = document.getElementById('house-ads');
  expect(tag?.getAttribute('src')).toBe('/house-ads/house-ads.js');
  tag!.dispatchEvent(new Event('load'));
  await expect(result).resolves.toMatchObject({ status: 'loaded' });
});

it('changes nothing for any other reader', async () => {
  const result = loader(false).register(TWITTER_WIDGETS_TAG);
  await new Promise((done) => setTimeout(done, 0));
  document.getElementById('twitter-widgets')!.dispatchEvent(new Event('load'));
  await expect(result).resolves.toMatchObject({ status: 'loaded' });
  expect(logs).toEqual([]);
});

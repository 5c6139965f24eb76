/**
 * @jest-environment jsdom
 */
// Which network fills the slots (ads/ad-network-choice.ts): the ad server when the ad stack
// has its library, network and a unit for the device, never for a reader of the restricted
// state (spec 001 s1); the house network otherwise.
import type { AdStackConfig } from '@bytewire/site';
import { adNetworkKind, chosenAdNetwork } from '../../src/ads/ad-network-choice';
import { houseAdNetwork } from '../../src/ads/house-ad-network';
import type { RootData } from '../../src/app/root-loader';
import type { ConsentStore } from '../../src/consent/consent-store';

const stack: AdStackConfig = {
  networkId: '1234567',
  desktopUnitId: 'bytewire-desktop',
  gptSrc: 'https://gpt.example/tag/js/gpt.js',
};
const store = { allowed: () => true } as unknown as ConsentStore;
const root = (adStack: unknown, restricted: unknown) =>
  ({ site: { adStack }, restricted }) as unknown as Pick<RootData, 'site' | 'restricted'>;

describe('adNetworkKind', () => {
  it('is the ad server with a library, a network and a unit for the device', () => {
    expect(adNetworkKind(stack, 'desktop', false)).toBe('ad-server');
    // Tablets take the desktop unit (ad-units.ts).
    expect(adNetworkKind(stack, 'tablet', false)).toBe('ad-server');
  });

  it.each([
    ['no library', { ...stack, gptSrc: undefined }, 'desktop'],
    ['no network', { ...stack, networkId: undefined }, 'desktop'],
    ['no unit for the device', stack, 'mobile'],
    ['no ad stack', {}, 'desktop'],
  ] as const)('is the house network with %s', (_what, config, device) => {
    expect(adNetworkKind(config, device, false)).toBe('house');
  });

  it('is the house network for a reader of the restricted state, whatever is configured', () => {
    expect(adNetworkKind({ ...stack, mobileUnitId: 'm' }, 'desktop', true)).toBe('house');
  });
});

describe('chosenAdNetwork', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
  });

  it('is the house network when unconfigured, restricted, or the root data is missing', () => {
    expect(chosenAdNetwork(root(undefined, false), window, store)).toBe(houseAdNetwork);
    expect(chosenAdNetwork(root(stack, true), window, store)).toBe(houseAdNetwork);
    expect(chosenAdNetwork(root(stack, undefined), window, store)).toBe(houseAdNetwork);
    expect(chosenAdNetwork(undefined, window, store)).toBe(houseAdNetwork);
  });

  it('reads the page data’s ad stack again: a hostile one is no ad server', () => {
    const hostile = { ...stack, gptSrc: 'javascript:alert(1)' };
    expect(chosenAdNetwork(root(hostile, false), window, store)).toBe(houseAdNetwork);
    expect(chosenAdNetwork(root('{"gptSrc":1}', false), window, store)).toBe(houseAdNetwork);
  });

  it('is the ad server for a configured stack and a reader outside the restricted state', () => {
    expect(chosenAdNetwork(root(stack, false), window, store)).not.toBe(houseAdNetwork);
  });
});

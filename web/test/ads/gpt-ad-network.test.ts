/**
 * @jest-environment jsdom
 */
// The ad server's adapter (ads/gpt-ad-network.ts, spec 001 s7, s9) over a fake googletag: the
// slot is defined on its unit path with its sizes and targeting, bids come before the ad
// server is asked, the render event says what the slot got, and a hostile global throws
// nothing into the page.
import type { AdStackConfig } from '@bytewire/site';
import type { AdNetwork, AdRequest } from '../../src/ads/ad-network';
import { gptAdNetwork, type GptAdNetworkOptions } from '../../src/ads/gpt-ad-network';

const config: AdStackConfig = {
  networkId: '1234567',
  desktopUnitId: 'bytewire-desktop',
  mobileUnitId: 'bytewire-mobile',
  gptSrc: 'https://gpt.example/tag/js/gpt.js',
};
const request: AdRequest = {
  slot: 'article-mpu',
  sizes: [[300, 250]],
  targeting: { pos: 'article-mpu', device: 'desktop', test: ['t1_a', 't2_b'] },
};

interface FakeSlot {
  path: string;
  sizes: unknown;
  elementId: string;
  services: unknown[];
  targeting: Record<string, unknown>;
  addService(service: unknown): FakeSlot;
  setTargeting(key: string, value: unknown): FakeSlot;
}

/** A loaded GPT: commands run at once; `log` records the calls in order. */
function fakeGoogletag(log: string[]) {
  const listeners: ((event: unknown) => void)[] = [];
  const slots: FakeSlot[] = [];
  const pubads = {
    disableInitialLoad: () => log.push('disableInitialLoad'),
    enableSingleRequest: () => log.push('enableSingleRequest'),
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'slotRenderEnded') listeners.push(listener);
    },
    refresh: (refreshed: FakeSlot[]) =>
      log.push(`refresh ${refreshed.map((slot) => slot.elementId).join()}`),
  };
  const googletag = {
    cmd: { push: (command: () => void) => command() },
    pubads: () => pubads,
    enableServices: () => log.push('enableServices'),
    display: (id: string) => log.push(`display ${id}`),
    destroySlots: (destroyed: FakeSlot[]) =>
      log.push(`destroy ${destroyed.map((slot) => slot.elementId).join()}`),
    defineSlot: (path: string, sizes: unknown, elementId: string) => {
      const slot: FakeSlot = {
        path,
        sizes,
        elementId,
        services: [],
        targeting: {},
        addService: (service) => (slot.services.push(service), slot),
        setTargeting: (key, value) => ((slot.targeting[key] = value), slot),
      };
      log.push(`define ${path}`);
      slots.push(slot);
      return slot;
    },
  };
  const render = (slot: unknown, event: Record<string, unknown>) =>
    listeners.forEach((listener) => listener({ slot, ...event }));
  return { googletag, pubads, slots, render };
}

const tick = () => new Promise((done) => setTimeout(done, 0));

function setUp(options: Partial<GptAdNetworkOptions> = {}) {
  const log: string[] = [];
  const gpt = fakeGoogletag(log);
  (window as unknown as { googletag: unknown }).googletag = gpt.googletag;
  const bidding = {
    auction: jest.fn(async () => {
      log.push('auction');
    }),
  };
  const registered: unknown[] = [];
  const loader = {
    register: async (tag: { tagId: string }) => {
      registered.push(tag);
      return { tagId: tag.tagId, status: 'loaded' as const };
    },
  };
  const network = gptAdNetwork(loader, { config, win: window, bidding, ...options });
  return { log, gpt, bidding, registered, network };
}

let container: HTMLElement;
let warn: jest.SpyInstance;

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
  window.history.replaceState(null, '', '/news/a-story/');
  document.body.innerHTML = '<div data-ad-slot="article-mpu"></div>';
  container = document.querySelector<HTMLElement>('[data-ad-slot]')!;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  delete (window as unknown as { googletag?: unknown }).googletag;
  warn.mockRestore();
});

describe('gptAdNetwork', () => {
  it('loads GPT through the script loader as a targeting tag', async () => {
    const { registered, network } = setUp();
    await network;
    expect(registered).toEqual([
      {
        tagId: 'gpt',
        src: 'https://gpt.example/tag/js/gpt.js',
        features: ['ads', 'adDisplay'],
        gdprCategory: 'C0004',
        windowVars: ['googletag'],
      },
    ]);
  });

  it('queues commands until GPT is there', async () => {
    const registered: unknown[] = [];
    const loader = {
      register: async (tag: unknown) => {
        registered.push(tag);
        return { tagId: 'gpt', status: 'loaded' as const };
      },
    };
    await gptAdNetwork(loader, {
      config,
      win: window,
      bidding: { auction: async () => undefined },
    });
    expect((window as unknown as { googletag: unknown }).googletag).toEqual({ cmd: [] });
    // A googletag another script began, without a queue, gets one.
    const started = { setConfig: () => undefined };
    (window as unknown as { googletag: unknown }).googletag = started;
    await gptAdNetwork(loader, {
      config,
      win: window,
      bidding: { auction: async () => undefined },
    });
    expect(started).toMatchObject({ cmd: [] });
  });

  it('refuses an ad stack without a GPT source', async () => {
    const loader = { register: jest.fn() };
    await expect(
      gptAdNetwork(loader, {
        config: { networkId: '1' },
        win: window,
        bidding: { auction: async () => undefined },
      }),
    ).rejects.toThrow('gptSrc');
    expect(loader.register).not.toHaveBeenCalled();
  });
});

describe('the GPT ad network', () => {
  it('defines the slot on its unit path with its sizes and targeting, bids, then asks', async () => {
    const { log, gpt, bidding, network } = setUp();
    const result = (await network).display(container, request);
    await tick();
    const [slot] = gpt.slots;
    expect(container.id).toBe('ad-slot-article-mpu');
    expect(slot).toMatchObject({
      path: '/1234567/bytewire-desktop/aw/article-mpu',
      sizes: [[300, 250]],
      elementId: 'ad-slot-article-mpu',
      services: [gpt.pubads],
      targeting: { pos: 'article-mpu', device: 'desktop', test: ['t1_a', 't2_b'] },
    });
    expect(bidding.auction).toHaveBeenCalledWith(
      [
        {
          slot: expect.objectContaining({ name: 'article-mpu' }),
          elementId: 'ad-slot-article-mpu',
        },
      ],
      'desktop',
      expect.objectContaining({ region: 'aw' }),
    );
    expect(log).toEqual([
      'disableInitialLoad',
      'enableSingleRequest',
      'enableServices',
      'define /1234567/bytewire-desktop/aw/article-mpu',
      'display ad-slot-article-mpu',
      'auction',
      'refresh ad-slot-article-mpu',
    ]);
    gpt.render(slot, { isEmpty: false, size: [300, 250] });
    await expect(result).resolves.toEqual({ empty: false, size: [300, 250] });
  });

  it('turns services on once, and keeps a container’s own id', async () => {
    const { log, gpt, network } = setUp();
    const ads = await network;
    container.id = 'own-id';
    const first = ads.display(container, request);
    await tick();
    gpt.render(gpt.slots[0], { isEmpty: true });
    await first;
    const second = ads.display(container, request);
    await tick();
    gpt.render(gpt.slots[1], { isEmpty: true });
    await second;
    expect(log.filter((line) => line === 'enableServices')).toHaveLength(1);
    expect(gpt.slots.map((slot) => slot.elementId)).toEqual(['own-id', 'own-id']);
    // A slot asked for again replaces the earlier one.
    expect(log).toContain('destroy own-id');
  });

  it('takes the address’s overrides: network, region, targeting and ftag', async () => {
    window.history.replaceState(
      null,
      '',
      '/news/a-story/?adNetwork=99&adRegion=uk&adTargeting_pos=debug&adTargeting_kw=x1&ftag=t-1',
    );
    const { gpt, network } = setUp();
    void (await network).display(container, request);
    await tick();
    expect(gpt.slots[0]).toMatchObject({
      path: '/99/bytewire-desktop/uk/article-mpu',
      targeting: { pos: 'debug', kw: 'x1', ftag: 't-1', device: 'desktop' },
    });
  });

  it('uses the mobile unit on a phone', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
    const { gpt, network } = setUp();
    void (await network).display(container, request);
    await tick();
    expect(gpt.slots[0]?.path).toBe('/1234567/bytewire-mobile/aw/article-mpu');
  });

  it('reads a render event: blank, a size, another slot’s, garbage', async () => {
    const { gpt, network } = setUp();
    const ads = await network;
    const result = ads.display(container, request);
    await tick();
    gpt.render({ other: 'slot' }, { isEmpty: false, size: [728, 90] });
    gpt.render(gpt.slots[0], { isEmpty: false, size: ['300', 250] });
    await expect(result).resolves.toEqual({ empty: true });
  });

  it('reads a slot that never hears back as blank, after the render timeout', async () => {
    const { network } = setUp({ renderTimeoutMs: 30 });
    await expect((await network).display(container, request)).resolves.toEqual({ empty: true });
  });

  it('clear destroys the slot and empties its container; a pending ad reads as blank', async () => {
    const { log, network } = setUp();
    const ads = await network;
    container.innerHTML = '<iframe></iframe>';
    const result = ads.display(container, request);
    await tick();
    ads.clear(container);
    await expect(result).resolves.toEqual({ empty: true });
    expect(log).toContain('destroy ad-slot-article-mpu');
    expect(container.childElementCount).toBe(0);
  });

  it('does not ask the ad server for a slot cleared during its auction', async () => {
    const { log, gpt, bidding, network } = setUp();
    const ads = await network;
    let bidsIn = () => undefined as void;
    bidding.auction.mockImplementation(() => new Promise<void>((done) => (bidsIn = done)));
    const result = ads.display(container, request);
    await tick();
    ads.clear(container);
    bidsIn();
    await expect(result).resolves.toEqual({ empty: true });
    expect(gpt.slots).toHaveLength(1);
    expect(log.some((line) => line.startsWith('refresh'))).toBe(false);
  });

  it('asks for nothing without a unit path (an unknown slot)', async () => {
    const { gpt, network } = setUp();
    await expect(
      (await network).display(container, { ...request, slot: 'no-such-slot' }),
    ).resolves.toEqual({ empty: true });
    expect(gpt.slots).toEqual([]);
  });
});

describe('a hostile googletag', () => {
  const throwing = new Proxy(
    {},
    {
      get: () => {
        throw new Error('boom');
      },
    },
  );
  it.each([
    ['a number', 42],
    ['a queue that is no queue', { cmd: 'x' }],
    [
      'a queue whose push throws',
      {
        cmd: {
          push: () => {
            throw new Error('boom');
          },
        },
      },
    ],
    ['a queue that never runs', { cmd: { push: () => 0 } }],
    ['no API behind the queue', { cmd: { push: (f: () => void) => f() } }],
    [
      'a defineSlot that throws',
      {
        ...fakeGoogletag([]).googletag,
        defineSlot: () => {
          throw new Error('boom');
        },
      },
    ],
    [
      'a slot of the wrong shape',
      { ...fakeGoogletag([]).googletag, defineSlot: () => ({ addService: 1 }) },
    ],
    ['pubads of the wrong shape', { ...fakeGoogletag([]).googletag, pubads: () => null }],
    ['a global whose every property throws', throwing],
  ])('reads %s as a blank ad, throwing nothing', async (_what, googletag) => {
    const loader = { register: async () => ({ tagId: 'gpt', status: 'loaded' as const }) };
    (window as unknown as { googletag: unknown }).googletag = googletag;
    const ads: AdNetwork = await gptAdNetwork(loader, {
      config,
      win: window,
      bidding: { auction: async () => undefined },
      renderTimeoutMs: 30,
    });
    await expect(ads.display(container, request)).resolves.toEqual({ empty: true });
    expect(() => ads.clear(container)).not.toThrow();
  });
});

/**
 * @jest-environment jsdom
 */
// The page's slots (ads/page-ads.ts) over a recording network: which slots ask, with what,
// when (at once, on the load event, near the viewport), and how they are marked.
import type { AdNetwork, AdRequest, AdResult } from '../../src/ads/ad-network';
import { PageAds, type PageContext } from '../../src/ads/page-ads';

class FakeObserver {
  static last: FakeObserver;
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: (entries: IntersectionObserverEntry[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  /** The element comes within the margin. */
  near(element: Element) {
    this.callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry]);
  }
}

function network(answers: Record<string, AdResult>) {
  const requests: AdRequest[] = [];
  const cleared: string[] = [];
  const fake: AdNetwork = {
    display: async (_container, request) => {
      requests.push(request);
      return answers[request.slot] ?? { empty: true };
    },
    clear: (container) => cleared.push(container.dataset.adSlot ?? ''),
  };
  return { fake, requests, cleared };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

let allowed = true;
let frontDoor = false;
let suppressed = false;
const page: PageContext = {
  targeting: () => ({ user: 'anon', ptype: 'article' }),
  frontDoor: () => frontDoor,
  allowed: () => allowed,
  suppressed: () => suppressed,
};

beforeEach(() => {
  allowed = true;
  frontDoor = false;
  suppressed = false;
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
  document.body.innerHTML = `
    <div class="ad-slot" data-ad-slot="interstitial" hidden></div>
    <div class="skybox" data-ad-slot="skybox" data-state="collapsed"></div>
    <div class="ad-slot" data-ad-slot="article-mpu" data-state="collapsed"></div>
    <div class="omnibar" data-ad-slot="omnibar" data-state="collapsed"></div>`;
});

const slot = (name: string) => document.querySelector(`[data-ad-slot="${name}"]`) as HTMLElement;

describe('PageAds', () => {
  it('fills the skybox and the omnibar at once, a lazy slot only when it nears the viewport', async () => {
    const { fake, requests } = network({
      skybox: { empty: false, size: [970, 66] },
      'article-mpu': { empty: false, size: [300, 250] },
    });
    new PageAds(window, fake, page).scan();
    await settle();
    expect(requests.map((r) => r.slot).sort()).toEqual(['omnibar', 'skybox']);
    expect(requests.find((r) => r.slot === 'skybox')).toEqual({
      slot: 'skybox',
      sizes: [
        [728, 90],
        [970, 66],
      ],
      targeting: { user: 'anon', ptype: 'article', pos: 'skybox' },
    });
    expect(slot('skybox').dataset.state).toBe('rendered');
    // The interstitial has no configuration: nothing asked for it.
    expect(FakeObserver.last.options.rootMargin).toBe('200% 0px');
    expect(FakeObserver.last.observed.has(slot('article-mpu'))).toBe(true);
    FakeObserver.last.near(slot('article-mpu'));
    await settle();
    expect(requests.map((r) => r.slot)).toContain('article-mpu');
    expect(slot('article-mpu').dataset.state).toBe('rendered');
    expect(slot('article-mpu').style.minHeight).toBe('250px');
    expect(JSON.parse(slot('article-mpu').dataset.targeting ?? '{}')).toMatchObject({
      pos: 'article-mpu',
    });
    // Loaded once: no longer observed.
    expect(FakeObserver.last.observed.has(slot('article-mpu'))).toBe(false);
  });

  it('gives its class to a slot, and a sticky one the sticky class', () => {
    const { fake } = network({});
    new PageAds(window, fake, page).scan();
    expect(slot('article-mpu').classList).toContain('ad-slot--mpu');
    expect(slot('article-mpu').classList).not.toContain('ad-slot--sticky');
    // The skybox sticks by its own rules (skybox.ts), not by the class.
    expect(slot('skybox').classList).not.toContain('ad-slot--sticky');
  });

  it('collapses a blank ad of a collapseEmpty slot', async () => {
    const { fake } = network({});
    new PageAds(window, fake, page).scan();
    FakeObserver.last.near(slot('article-mpu'));
    await settle();
    expect(slot('article-mpu').dataset).toMatchObject({ state: 'collapsed', empty: 'true' });
    expect(slot('article-mpu').style.minHeight).toBe('');
    expect(slot('skybox').dataset.state).toBe('collapsed');
  });

  it('asks for nothing while targeting is not allowed', async () => {
    allowed = false;
    const { fake, requests } = network({});
    new PageAds(window, fake, page).scan();
    FakeObserver.last.near(slot('article-mpu'));
    await settle();
    expect(requests).toEqual([]);
  });

  it('on a route change: the skybox resets and asks again, new slots are found', async () => {
    const { fake, requests, cleared } = network({ skybox: { empty: false, size: [970, 66] } });
    const ads = new PageAds(window, fake, page);
    ads.scan();
    await settle();
    slot('article-mpu').remove();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div class="ad-slot" data-ad-slot="article-mpu" data-state="collapsed" id="next"></div>',
    );
    frontDoor = true;
    ads.routeChanged();
    await settle();
    expect(cleared).toContain('skybox');
    expect(slot('skybox').dataset.expanded).toBe('true');
    expect(requests.filter((r) => r.slot === 'skybox')).toHaveLength(2);
    expect(requests.at(-1)?.sizes).toContainEqual([970, 250]);
    expect(FakeObserver.last.observed.has(document.getElementById('next') as Element)).toBe(true);
  });

  it('fills no slot of a page that suppresses ads, with targeting allowed', async () => {
    suppressed = true;
    const { fake, requests } = network({
      skybox: { empty: false, size: [970, 66] },
      omnibar: { empty: false, size: [320, 50] },
      'article-mpu': { empty: false, size: [300, 250] },
    });
    new PageAds(window, fake, page).scan();
    FakeObserver.last.near(slot('article-mpu'));
    await settle();
    expect(requests).toEqual([]);
    for (const name of ['skybox', 'article-mpu', 'omnibar']) {
      expect(slot(name).dataset.state).toBe('collapsed');
    }
  });

  it('empties the filled slots on a route change to a page that suppresses ads', async () => {
    const { fake, requests, cleared } = network({
      skybox: { empty: false, size: [970, 66] },
      omnibar: { empty: false, size: [320, 50] },
    });
    const ads = new PageAds(window, fake, page);
    ads.scan();
    await settle();
    expect(slot('omnibar').dataset.state).toBe('rendered');
    suppressed = true;
    ads.routeChanged();
    await settle();
    expect(cleared).toEqual(expect.arrayContaining(['skybox', 'omnibar', 'article-mpu']));
    expect(slot('omnibar').dataset.state).toBe('collapsed');
    expect(slot('skybox').dataset.state).toBe('collapsed');
    expect(slot('omnibar').querySelector('button')).toBeNull();
    expect(requests.map((r) => r.slot).sort()).toEqual(['omnibar', 'skybox']);
  });
});

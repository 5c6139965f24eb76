// Display ads from the ad server with header bidding (issue 32, spec 001 s7, s9) in Chromium,
// on the cluster whose render has the ad stack configured (support/third-party-site.ts, with
// the other suites of outside integrations): the page loads
// the ad server's library (GPT) and Amazon's bidder through the script loader and Prebid.js
// from its own bundle; with targeting consent, every slot's bids come in before the ad server
// is asked, and the ad request carries the slot's unit path, sizes and targeting, bids
// included; without consent none of the three is loaded or asked, until the reader accepts.
// The ad server and the bidders are outside this machine: the test answers for them with
// small stand-ins (STAND_IN_GPT and STAND_IN_APSTAG below), as video-ads.spec.ts does.
import { consentCookie, NO_CONSENT_CHOICE } from '../support/consent';
import { anArticle } from '../support/corpus';
import {
  AD_SERVER,
  APSTAG_SRC,
  expect,
  GPT_SRC,
  test,
  type Page,
} from '../support/third-party-site';

const AMAZON_BIDS = 'https://amazon.stand-in.example/e/dtb/bid';
const APPNEXUS = 'https://ib.adnxs.com';

/**
 * The part of GPT the site uses (ads/gpt-ad-network.ts) and Prebid and apstag read (slots'
 * ids, paths and targeting). On refresh, each slot asks the stand-in ad server with GPT's
 * parameters (`iu`, `sz`, `cust_params`) and draws what it answers: a sized box or nothing.
 */
const STAND_IN_GPT = `(function () {
  var queued = (window.googletag && window.googletag.cmd) || [];
  var listeners = [];
  var slots = [];
  function Slot(path, sizes, id) {
    var targeting = {};
    this.getAdUnitPath = function () { return path; };
    this.getSlotElementId = function () { return id; };
    this.addService = function () { return this; };
    this.setTargeting = function (key, value) { targeting[key] = [].concat(value).map(String); return this; };
    this.getTargeting = function (key) { return targeting[key] || []; };
    this.getTargetingKeys = function () { return Object.keys(targeting); };
    this.clearTargeting = function (key) { if (key) delete targeting[key]; else targeting = {}; return this; };
    this.updateTargetingFromMap = function (map) {
      for (var key in map) { if (map[key] == null) delete targeting[key]; else this.setTargeting(key, map[key]); }
      return this;
    };
    this.ask = function () {
      var custom = Object.keys(targeting).map(function (key) {
        return encodeURIComponent(key) + '=' + encodeURIComponent(targeting[key].join(','));
      }).join('&');
      var url = '${AD_SERVER}/gampad/ads?iu=' + encodeURIComponent(path) +
        '&sz=' + sizes.map(function (size) { return size.join('x'); }).join('|') +
        '&cust_params=' + encodeURIComponent(custom);
      var slot = this;
      fetch(url).then(function (response) { return response.json(); }).then(function (answer) {
        var element = document.getElementById(id);
        if (!answer.empty && element) {
          var creative = document.createElement('div');
          creative.className = 'stand-in-creative';
          creative.style.width = answer.size[0] + 'px';
          creative.style.height = answer.size[1] + 'px';
          element.appendChild(creative);
        }
        listeners.forEach(function (listener) {
          listener({ slot: slot, isEmpty: answer.empty, size: answer.empty ? null : answer.size });
        });
      });
    };
  }
  var pubads = {
    disableInitialLoad: function () {},
    enableSingleRequest: function () { return true; },
    addEventListener: function (type, listener) { if (type === 'slotRenderEnded') listeners.push(listener); },
    getSlots: function () { return slots.slice(); },
    refresh: function (list) { list.forEach(function (slot) { slot.ask(); }); },
  };
  window.googletag = {
    cmd: { push: function (command) { command(); return 1; } },
    pubads: function () { return pubads; },
    enableServices: function () {},
    display: function () {},
    defineSlot: function (path, sizes, id) { var slot = new Slot(path, sizes, id); slots.push(slot); return slot; },
    destroySlots: function (list) { slots = slots.filter(function (s) { return list.indexOf(s) < 0; }); return true; },
  };
  queued.forEach(function (command) { command(); });
})();`;

/** Amazon's bidder: asks its bid host for the slots, and sets its bids as slot targeting. */
const STAND_IN_APSTAG = `(function () {
  var pubId;
  var bids = [];
  window.apstag = {
    init: function (config) { pubId = config.pubId; },
    fetchBids: function (request, callback) {
      var slotIds = request.slots.map(function (slot) { return slot.slotID; }).join(',');
      fetch('${AMAZON_BIDS}?pubId=' + pubId + '&slots=' + encodeURIComponent(slotIds))
        .then(function (response) { return response.json(); })
        .then(function (answer) { bids = answer.bids; callback(bids); }, function () { callback([]); });
    },
    setDisplayBids: function () {
      window.googletag.pubads().getSlots().forEach(function (slot) {
        bids.filter(function (bid) { return bid.slotID === slot.getSlotElementId(); }).forEach(function (bid) {
          slot.setTargeting('amznbid', bid.amznbid);
          slot.setTargeting('amzniid', bid.amzniid);
        });
      });
    },
  };
})();`;

/** What each slot gets from the stand-in ad server: the omnibar is blank. */
const CREATIVES: Record<string, [number, number] | null> = {
  skybox: [728, 90],
  'article-mpu': [300, 250],
};

interface Seen {
  kind: 'gpt' | 'apstag' | 'amazon-bid' | 'appnexus-bid' | 'ad';
  url: URL;
}

/** Answers for the ad server, GPT, Amazon and appnexus; returns what was asked, in order. */
async function standIns(page: Page, siteOrigin: string): Promise<Seen[]> {
  const seen: Seen[] = [];
  const cors = { 'access-control-allow-origin': '*' };
  await page.route(GPT_SRC, (route) => {
    seen.push({ kind: 'gpt', url: new URL(route.request().url()) });
    return route.fulfill({ contentType: 'text/javascript', body: STAND_IN_GPT });
  });
  await page.route(APSTAG_SRC, (route) => {
    seen.push({ kind: 'apstag', url: new URL(route.request().url()) });
    return route.fulfill({ contentType: 'text/javascript', body: STAND_IN_APSTAG });
  });
  await page.route(`${AMAZON_BIDS}?**`, (route) => {
    const url = new URL(route.request().url());
    seen.push({ kind: 'amazon-bid', url });
    const slotIds = (url.searchParams.get('slots') ?? '').split(',');
    const bids = slotIds.map((slotID) => ({ slotID, amznbid: 'stand-in-bid', amzniid: 'iid-1' }));
    return route.fulfill({ headers: cors, json: { bids } });
  });
  // Prebid's appnexus adapter posts its tags with credentials: the answer names the site.
  await page.route(`${APPNEXUS}/**`, (route) => {
    const request = route.request();
    const headers = {
      'access-control-allow-origin': siteOrigin,
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'content-type',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
    seen.push({ kind: 'appnexus-bid', url: new URL(request.url()) });
    const body = JSON.parse(request.postData() ?? '{}') as {
      tags?: { uuid: string; sizes: { width: number; height: number }[] }[];
    };
    const tags = (body.tags ?? []).map((tag) => ({
      uuid: tag.uuid,
      tag_id: 13144370,
      ads: [
        {
          ad_type: 'banner',
          cpm: 1.5,
          creative_id: 1,
          rtb: {
            banner: {
              content: '<div>bid</div>',
              width: tag.sizes[0]?.width,
              height: tag.sizes[0]?.height,
            },
          },
        },
      ],
    }));
    return route.fulfill({ headers, json: { version: '3.0.0', tags } });
  });
  await page.route(`${AD_SERVER}/**`, (route) => {
    const url = new URL(route.request().url());
    seen.push({ kind: 'ad', url });
    const slot = (url.searchParams.get('iu') ?? '').split('/').pop() ?? '';
    const size = CREATIVES[slot];
    return route.fulfill({ headers: cors, json: size ? { empty: false, size } : { empty: true } });
  });
  return seen;
}

const first = (seen: Seen[], kind: Seen['kind']) => seen.findIndex((s) => s.kind === kind);
const adRequestFor = (seen: Seen[], slot: string) =>
  seen.find((s) => s.kind === 'ad' && s.url.searchParams.get('iu')?.endsWith(`/${slot}`));

test.describe('display ads with header bidding', () => {
  let base: string;

  test.beforeAll(({ thirdPartySite }) => {
    base = thirdPartySite.base;
  });

  test('with targeting consent, bids come first and the ad request carries the slot', async ({
    page,
    context,
  }) => {
    await context.addCookies([
      consentCookie(new URL(base).hostname, 'C0001.C0002.C0003.C0004.C0005'),
    ]);
    const seen = await standIns(page, new URL(base).origin);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${base}${(await anArticle()).path}`);

    const skybox = page.locator('[data-ad-slot="skybox"]');
    await expect(skybox.locator('.stand-in-creative')).toBeAttached();
    const request = adRequestFor(seen, 'skybox');
    expect(request).toBeDefined();
    const params = request!.url.searchParams;
    expect(params.get('iu')).toBe('/1234567/bytewire-desktop/aw/skybox');
    expect(params.get('sz')?.split('|')).toEqual(expect.arrayContaining(['728x90', '970x66']));
    const custom = Object.fromEntries(new URLSearchParams(params.get('cust_params') ?? ''));
    expect(custom).toMatchObject({
      pos: 'skybox',
      device: 'desktop',
      ptype: 'article',
      user: 'anon',
      // Prebid's winning bid, bucketed on the ad price ranges (1.50), and Amazon's.
      hb_bidder: 'appnexus',
      hb_pb: '1.50',
      amznbid: 'stand-in-bid',
    });
    // Both bidders were asked before the ad server.
    expect(first(seen, 'appnexus-bid')).toBeGreaterThanOrEqual(0);
    expect(first(seen, 'amazon-bid')).toBeGreaterThanOrEqual(0);
    expect(first(seen, 'appnexus-bid')).toBeLessThan(first(seen, 'ad'));
    expect(first(seen, 'amazon-bid')).toBeLessThan(first(seen, 'ad'));

    // The in-article slot, near the viewport: its own unit path and size.
    const mpu = page.locator('[data-ad-slot="article-mpu"]');
    await mpu.scrollIntoViewIfNeeded();
    await expect(mpu).toHaveAttribute('data-state', 'rendered');
    const mpuRequest = adRequestFor(seen, 'article-mpu')!.url.searchParams;
    expect(mpuRequest.get('iu')).toBe('/1234567/bytewire-desktop/aw/article-mpu');
    expect(mpuRequest.get('sz')).toBe('300x250');
  });

  test('without consent no ad library or bidder is loaded or asked, until Accept all', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      storageState: NO_CONSENT_CHOICE,
      viewport: { width: 1280, height: 900 },
    });
    try {
      const page = await context.newPage();
      const seen = await standIns(page, new URL(base).origin);
      const outside: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if ([GPT_SRC, APSTAG_SRC, APPNEXUS].some((host) => url.startsWith(host))) outside.push(url);
      });
      await page.goto(`${base}${(await anArticle()).path}`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // The ad server's tag is in, typed inert until the reader allows targeting.
      await expect(page.locator('script#gpt')).toHaveAttribute('type', 'text/plain');
      await page.waitForTimeout(1500);
      expect(outside).toEqual([]);
      expect(seen).toEqual([]);

      await page
        .getByRole('region', { name: 'Your privacy choices' })
        .getByRole('button', { name: 'Accept all' })
        .click();
      await expect
        .poll(() =>
          ['gpt', 'apstag', 'appnexus-bid', 'ad'].every((k) => first(seen, k as Seen['kind']) >= 0),
        )
        .toBe(true);
    } finally {
      await context.close();
    }
  });
});

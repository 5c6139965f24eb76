// One cluster for the browser suites of the site's outside integrations (display-ads,
// partner-ads, video-ads and tracking-integrations.spec.ts): its render has every part of the
// ad stack (AD_STACK) and every analytics integration configured. The outside hosts are not on
// this machine: each suite answers for the hosts it tests (page.route), and in the others'
// pages a host nobody answers for fails to load, as an unreachable host does, which none of
// their assertions looks at. The parts share nothing but the ad server's ids, which the display
// and video ads have in common; the partner parts render on articles and the search page only.
//
// The cluster is a worker-scoped fixture: the first of those suites' hooks starts it, and it
// stops when their worker ends. Playwright runs the files whose worker fixtures are the same one
// after the other in one worker (a new one after a failed test), and other files in another.
import { test as base } from '@playwright/test';
import { CLUSTER_START_TIMEOUT_MS, startConfiguredCluster } from './configured-cluster';

export * from '@playwright/test';

/** The ad server: GPT's ad requests and the video ad tag go there. */
export const AD_SERVER = 'https://ads.stand-in.example';
/** The ad server's library. */
export const GPT_SRC = 'https://gpt.stand-in.example/tag/js/gpt.js';
/** Amazon's bidder. */
export const APSTAG_SRC = 'https://amazon.stand-in.example/apstag.js';
export const SEARCH_ADS_SRC = 'https://search-ads.stand-in.example/ads.js';
export const CONTEXTUAL_ADS_SRC = 'https://contextual.stand-in.example/tag.js';
export const RECOMMENDATION_WIDGET_SRC = 'https://widget.stand-in.example/loader.js';
export const COHESION_ORIGIN = 'https://cohesion.stand-in.example';
/** The audience-measurement service, which gets an image ping per page view. */
export const AUDIENCE_ORIGIN = 'https://audience.stand-in.example';
export const CHART_ORIGIN = 'https://chart.stand-in.example';

export const AD_STACK = {
  networkId: '1234567',
  desktopUnitId: 'bytewire-desktop',
  mobileUnitId: 'bytewire-mobile',
  cmsId: '2543',
  gptSrc: GPT_SRC,
  prebid: { bidder: 'appnexus', params: { placementId: 13144370 }, timeoutMs: 800 },
  amazon: { src: APSTAG_SRC, pubId: '5555' },
  searchAds: { src: SEARCH_ADS_SRC, pubId: 'partner-pub-1' },
  contextualAds: { src: CONTEXTUAL_ADS_SRC, siteId: 'bytewire' },
  recommendationWidget: { src: RECOMMENDATION_WIDGET_SRC, publisherId: 'bytewire-pub' },
  videoAds: {
    adTagBase: `${AD_SERVER}/gampad/ads`,
    playerProfile: 'bytewire-player',
    companionSizes: [
      [300, 250],
      [728, 90],
    ],
  },
};

const ENV = {
  AD_STACK: JSON.stringify(AD_STACK),
  ANALYTICS_REPORT_SUITE_ID: 'bytewire-e2e',
  COHESION_WRITE_KEY: 'wk_e2e_1',
  COHESION_SCRIPT_URL: `${COHESION_ORIGIN}/cohesion.js`,
  AUDIENCE_MEASUREMENT_URL: `${AUDIENCE_ORIGIN}/ping`,
  CHART_TRACKING_SCRIPT_URL: `${CHART_ORIGIN}/chart.js`,
  CHART_TRACKING_ACCOUNT_ID: 'acct-e2e',
  // The hosts the page's policy does not name by itself: the stand-in ad server's (GPT's own,
  // the gptSrc host, is in it already), and the pings' (render adds it itself once
  // third-party-origins.ts lists the analytics hosts; named here so the suites do not depend
  // on it).
  CSP_CONNECT_ORIGINS: AD_SERVER,
  CSP_IMG_ORIGINS: AUDIENCE_ORIGIN,
};

export interface ThirdPartySite {
  /** The gateway's URL. */
  base: string;
}

export const test = base.extend<object, { thirdPartySite: ThirdPartySite }>({
  thirdPartySite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const cluster = await startConfiguredCluster('e2e-third-party-site', ENV);
      try {
        await use({ base: cluster.urls.gateway });
      } finally {
        await cluster.stop();
      }
    },
    { scope: 'worker', timeout: CLUSTER_START_TIMEOUT_MS },
  ],
});

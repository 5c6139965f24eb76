/**
 * The page's outside analytics (spec 001 s4, s6, s7), each configured by render (SiteInfo's
 * `analytics`, libs/ssr-contract AnalyticsSettings) and each only with analytics consent
 * (C0002: they wait in the collector's queue until the reader chooses, and are dropped if
 * refused): cohesion (with the `cohesion` flag), the audience-measurement ping, chart-style
 * tracking. None of them for a reader of the restricted state (spec 001 s1): they all follow
 * the reader. Settings that are not https URLs are ignored, whatever the server sent.
 */
import type { AnalyticsSettings } from '@bytewire/ssr-contract';
import type { ScriptLoader } from '../scripts/script-loader';
import { audiencePingUrl, sendAudiencePing } from './audience-ping';
import { ChartTracking } from './chart-tracking';
import { COHESION_FLAG, CohesionAnalytics } from './cohesion';
import type { AnalyticsCollector } from './collector';

export interface OutsidePageView {
  url: string;
  path: string;
  title: string;
  pageType: string;
  sections: string;
  authors: string;
}

export interface OutsideAnalytics {
  pageViewed(view: OutsidePageView): void;
}

export interface OutsideAnalyticsOptions {
  settings: AnalyticsSettings | undefined;
  flags: Readonly<Record<string, boolean>>;
  restricted: boolean;
  collector: Pick<AnalyticsCollector, 'whenAllowed'>;
  loader: ScriptLoader;
  win: Window;
  cacheBuster?: () => string;
}

const NONE: OutsideAnalytics = { pageViewed: () => undefined };
const ID = /^[A-Za-z0-9._-]{1,128}$/;

function https(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return new URL(value).protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

const id = (value: unknown) => (typeof value === 'string' && ID.test(value) ? value : undefined);

export function outsideAnalytics(options: OutsideAnalyticsOptions): OutsideAnalytics {
  const { settings, flags, collector, loader, win } = options;
  if (options.restricted || !settings) return NONE;
  const cohesionSrc = https(settings.cohesion?.scriptUrl);
  const writeKey = id(settings.cohesion?.writeKey);
  const cohesion =
    flags[COHESION_FLAG] === true && cohesionSrc && writeKey
      ? new CohesionAnalytics({ scriptUrl: cohesionSrc, writeKey }, loader, win)
      : undefined;
  const chartSrc = https(settings.chartTracking?.scriptUrl);
  const account = id(settings.chartTracking?.accountId);
  const chart =
    chartSrc && account
      ? new ChartTracking({ scriptUrl: chartSrc, accountId: account }, loader, win)
      : undefined;
  const audience = https(settings.audienceMeasurementUrl);
  const cacheBuster = options.cacheBuster ?? (() => globalThis.crypto.randomUUID());
  if (!cohesion && !chart && !audience) return NONE;

  return {
    pageViewed(view) {
      collector.whenAllowed(() => {
        cohesion?.pageViewed();
        chart?.pageViewed({
          path: view.path,
          title: view.title,
          sections: view.sections,
          authors: view.authors,
        });
        const ping = audience && audiencePingUrl(audience, view, cacheBuster());
        if (ping) sendAudiencePing(win, ping);
      });
    },
  };
}

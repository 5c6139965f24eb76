/**
 * Chart-style tracking (spec 001 s4 "For chart-style tracking the first page view loads the
 * script and later views send a virtual page"): the script (render's CHART_TRACKING_SCRIPT_URL)
 * goes in through the script loader on the first page view, with that view's configuration
 * (`_sf_async_config`: the account, domain, path, title, sections, authors) for the script to
 * count it as it starts; each later client-side page view calls the script's
 * `pSUPERFLY.virtualPage` instead of loading it again. A view made before the script has loaded
 * waits for it; a script that failed to load takes no later views.
 */
import type { ScriptTagConfig } from '../scripts/script-config';
import type { ScriptLoader } from '../scripts/script-loader';
import { CONSENT_CATEGORIES } from '../consent/consent-categories';

export const CHART_TRACKING_TAG_ID = 'chart-tracking';
/** The configuration the script reads as it starts. */
export const CHART_CONFIG_VARIABLE = '_sf_async_config';
/** What the script defines: its virtual-page function is `virtualPage`. */
export const CHART_API_VARIABLE = 'pSUPERFLY';

export interface ChartSettings {
  scriptUrl: string;
  accountId: string;
}

export interface ChartPageView {
  path: string;
  title: string;
  /** The page's sections (its site section) and authors, joined by ',' as the script takes them. */
  sections: string;
  authors: string;
}

interface ChartApi {
  virtualPage?: (view: ChartPageView) => void;
}

export function chartTrackingTag(settings: ChartSettings): ScriptTagConfig {
  return {
    tagId: CHART_TRACKING_TAG_ID,
    src: settings.scriptUrl,
    gdprCategory: CONSENT_CATEGORIES.performance,
    windowVars: [CHART_API_VARIABLE],
  };
}

export class ChartTracking {
  private loaded: Promise<boolean> | undefined;

  constructor(
    private readonly settings: ChartSettings,
    private readonly loader: ScriptLoader,
    private readonly win: Window,
  ) {}

  /** The first view loads the script with its configuration; later ones are virtual pages. */
  pageViewed(view: ChartPageView): void {
    if (!this.loaded) {
      this.loaded = this.load(view);
      return;
    }
    void this.loaded.then((ok) => {
      if (!ok) return;
      const api = (this.win as unknown as Record<string, ChartApi | undefined>)[CHART_API_VARIABLE];
      try {
        api?.virtualPage?.({ ...view });
      } catch {
        // the partner's failure is not the page's
      }
    });
  }

  private async load(view: ChartPageView): Promise<boolean> {
    const config = {
      uid: this.settings.accountId,
      domain: this.win.location.hostname,
      useCanonical: true,
      ...view,
    };
    (this.win as unknown as Record<string, unknown>)[CHART_CONFIG_VARIABLE] = config;
    try {
      const result = await this.loader.register(chartTrackingTag(this.settings));
      return result.status === 'loaded';
    } catch {
      return false; // refused (restricted, flags) or failed: logged by the loader
    }
  }
}

/**
 * Cohesion analytics (spec 001 s6 "Cohesion analytics need the cohesion feature and a write
 * key"): with the `cohesion` flag on and a write key and script configured (render's
 * COHESION_WRITE_KEY, COHESION_SCRIPT_URL), the script goes in through the script loader (the
 * flag is the tag's feature; the loader refuses it to a reader of the restricted state), after
 * its configuration (`_Cohesion`: the write key) is on the window for it to start with.
 * Its first page view is the script's own; each later client-side one calls `tagular('pageView')`.
 */
import type { ScriptTagConfig } from '../scripts/script-config';
import type { ScriptLoader } from '../scripts/script-loader';
import { CONSENT_CATEGORIES } from '../consent/consent-categories';

export const COHESION_TAG_ID = 'cohesion';
export const COHESION_FLAG = 'cohesion';
/** The configuration the script reads as it starts. */
export const COHESION_CONFIG_VARIABLE = '_Cohesion';
/** The page-event function the script defines. */
export const COHESION_API_VARIABLE = 'tagular';

export interface CohesionSettings {
  scriptUrl: string;
  writeKey: string;
}

export function cohesionTag(settings: CohesionSettings): ScriptTagConfig {
  return {
    tagId: COHESION_TAG_ID,
    src: settings.scriptUrl,
    features: [COHESION_FLAG],
    gdprCategory: CONSENT_CATEGORIES.performance,
    windowVars: [COHESION_API_VARIABLE],
  };
}

export class CohesionAnalytics {
  private loaded: Promise<boolean> | undefined;

  constructor(
    private readonly settings: CohesionSettings,
    private readonly loader: ScriptLoader,
    private readonly win: Window,
  ) {}

  pageViewed(): void {
    if (!this.loaded) {
      this.loaded = this.load();
      return;
    }
    void this.loaded.then((ok) => {
      const api = (this.win as unknown as Record<string, unknown>)[COHESION_API_VARIABLE];
      if (!ok || typeof api !== 'function') return;
      try {
        (api as (event: string) => void)('pageView');
      } catch {
        // the partner's failure is not the page's
      }
    });
  }

  private async load(): Promise<boolean> {
    const config = Object.freeze({ tagular: Object.freeze({ writeKey: this.settings.writeKey }) });
    (this.win as unknown as Record<string, unknown>)[COHESION_CONFIG_VARIABLE] = config;
    try {
      const result = await this.loader.register(cohesionTag(this.settings));
      return result.status === 'loaded';
    } catch {
      return false; // flag off, restricted, or failed: the loader logged why
    }
  }
}

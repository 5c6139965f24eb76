/**
 * What a page request does about vanity URLs (spec 000 s4): feature flags and eligibility
 * (step 1), the entry of the request's lookup key in the dictionary held (VanityDictionary: no
 * call per page), then `decideVanity` of @bytewire/vanity for steps 2 to 8. With no dictionary
 * held (the vanity service down since start) it is "none": the page is served as if the
 * feature were off (spec 000 s8).
 */
import {
  decideVanity,
  isVanityEligiblePath,
  vanityLookupKey,
  type VanityDecision,
} from '@bytewire/vanity';
import { Injectable, Logger } from '@nestjs/common';
import { GatewayConfig } from '../config/gateway-config';
import type { PageRequestContext } from '../request/page-request-context';
import { VanityDictionary } from './vanity-dictionary';
import { VanityMetrics } from './vanity-metrics';

const NONE: VanityDecision = { action: 'none', reason: 'feature off or path not eligible' };
const NO_ENTRY: VanityDecision = { action: 'none', reason: 'no vanity entry' };
const NO_DICTIONARY: VanityDecision = { action: 'none', reason: 'no vanity dictionary held' };

@Injectable()
export class VanityResolver {
  private readonly logger = new Logger(VanityResolver.name);
  private readonly enabled: boolean;
  private readonly maskEnabled: boolean;
  private readonly siteOrigin: string;

  constructor(
    private readonly dictionary: VanityDictionary,
    private readonly metrics: VanityMetrics,
    config: GatewayConfig,
  ) {
    this.enabled = dictionary.configured && config.vanityEnabled;
    this.maskEnabled = config.vanityMaskEnabled;
    this.siteOrigin = config.publicOrigin;
  }

  /** The vanity outcome, also kept in the context (`context.vanity`) for later steps. */
  decide(context: PageRequestContext): VanityDecision {
    return (context.vanity = this.decisionFor(context));
  }

  private decisionFor(context: PageRequestContext): VanityDecision {
    const { path, query } = context.target;
    if (!this.enabled || !isVanityEligiblePath(path)) return NONE;
    const held = this.dictionary.current;
    if (!held) {
      this.metrics.count('unavailable');
      return NO_DICTIONARY;
    }
    const currentPath = query ? `${path}?${query}` : path;
    const entry = held.get(vanityLookupKey(currentPath));
    // No entry, or the service's error entry (a miss): the page as usual, nothing to log. The
    // common case on every page, kept free of logging calls (see `npm run bench`).
    if (!entry || entry.error) {
      this.metrics.count('miss');
      return NO_ENTRY;
    }
    this.metrics.count('entry');
    const edition = context.edition;
    const decision = decideVanity(entry, {
      edition,
      currentPath,
      maskEnabled: this.maskEnabled,
      now: new Date(),
      siteOrigin: this.siteOrigin,
    });
    const details = {
      requestId: context.requestId,
      vanityId: entry.id,
      urlType: entry.urlType,
      path: currentPath,
    };
    if (decision.action === 'not-found') this.logger.warn(details, decision.message);
    else if (decision.action === 'none')
      this.logger.debug({ ...details, reason: decision.reason }, 'vanity entry ignored');
    else this.logger.log({ ...details, action: decision.action }, `vanity ${decision.action}`);
    return decision;
  }
}

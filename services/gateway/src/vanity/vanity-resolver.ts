/**
 * What a page request does about vanity URLs (spec 000 s4): feature flags and eligibility
 * (step 1), the lookup, then `decideVanity` of @bytewire/vanity for steps 2 to 8. A lookup that
 * fails or is slow is "none": the page is served as if the feature were off.
 */
import { decideVanity, isVanityEligiblePath, type VanityDecision } from '@bytewire/vanity';
import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { GatewayEnv } from '../config/gateway-env';
import type { PageRequestContext } from '../request/page-request-context';
import { VanityClient } from './vanity-client';

const NONE: VanityDecision = { action: 'none', reason: 'feature off or path not eligible' };
const NO_ENTRY: VanityDecision = { action: 'none', reason: 'no vanity entry' };

@Injectable()
export class VanityResolver {
  private readonly logger = new Logger(VanityResolver.name);
  private readonly enabled: boolean;
  private readonly maskEnabled: boolean;
  private readonly siteOrigin: string;

  constructor(
    private readonly client: VanityClient,
    config: ConfigService<GatewayEnv, true>,
  ) {
    this.enabled = client.configured && config.get('VANITY_ENABLED', { infer: true });
    this.maskEnabled = config.get('VANITY_MASK_ENABLED', { infer: true });
    this.siteOrigin = new URL(config.get('PUBLIC_URL', { infer: true })).origin;
  }

  /** The vanity outcome, also kept in the context (`context.vanity`) for later steps. */
  async decide(context: PageRequestContext): Promise<VanityDecision> {
    return (context.vanity = await this.decisionFor(context));
  }

  private async decisionFor(context: PageRequestContext): Promise<VanityDecision> {
    const { path, query } = context.target;
    if (!this.enabled || !isVanityEligiblePath(path)) return NONE;
    const currentPath = query ? `${path}?${query}` : path;
    const edition = context.edition;
    const entry = await this.client.lookup({
      pathAndQuery: currentPath,
      edition,
      requestId: context.requestId,
    });
    // No entry, or the service's error entry (a miss): the page as usual, nothing to log. The
    // common case on every page, kept free of logging calls (see `npm run bench`).
    if (!entry || entry.error) return NO_ENTRY;
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

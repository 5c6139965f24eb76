/**
 * Answers a page request with the web app's server entry: the loaders run, the document is
 * rendered to a string, then status, headers and HTML are sent together. A client that goes
 * away stops the loaders.
 */
import type { AdStackConfig } from '@bytewire/site';
import { isSocialNetworkId, type SocialNetworkId } from '@bytewire/contracts';
import { setRouteLabel } from '@bytewire/service-kit';
import type { SiteConfig } from '@bytewire/site';
import { Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ContentClients } from '../content/content-clients';
import { ImageSettings } from '../images/image-settings';
import { RenderConfig } from '../config/render-config';
import { analyticsSettingsOf } from '../config/analytics-settings';
import type { AnalyticsSettings } from '@bytewire/ssr-contract';
import type {
  DiscussionSettings,
  RenderContext,
  RenderResult,
  SignInSettings,
} from '../web-bundle/server-entry';
import { WebBundle } from '../web-bundle/web-bundle';
import { toFetchRequest } from './fetch-request';
import { PageSecurityPolicy } from './page-security-policy';
import { thirdPartyOrigins } from './third-party-origins';
import { pageRouteLabel } from './route-label';

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  result: RenderResult,
  policy: PageSecurityPolicy,
): void {
  if (result.kind === 'redirect') {
    void reply.code(result.status).header('location', result.location).send();
    return;
  }
  policy.apply(result.amp ? 'amp' : 'app', request.raw, reply.raw, result.scriptHashes);
  // A string: sent whole, with its Content-Length. The page cache reads a page whole anyway,
  // to keep it and compress it once (issue 33); chunks would only cost framing.
  void reply.code(result.status).headers(result.headers).send(result.html);
}

@Injectable()
export class PageRenderer {
  private readonly logger = new Logger(PageRenderer.name);
  private readonly siteConfig: SiteConfig;
  private readonly publicOrigin: string;
  private readonly signIn?: SignInSettings;
  private readonly discussion?: DiscussionSettings;
  private readonly policy: PageSecurityPolicy;
  private readonly gdprMode: boolean;
  private readonly adStack: AdStackConfig;
  private readonly maintenanceNotice?: string;
  private readonly analytics: AnalyticsSettings;

  constructor(
    private readonly bundle: WebBundle,
    private readonly contentClients: ContentClients,
    private readonly images: ImageSettings,
    config: RenderConfig,
  ) {
    this.siteConfig = {
      siteId: config.siteId,
      publicationName: config.publicationName,
    };
    this.publicOrigin = config.publicOrigin;
    this.gdprMode = config.gdprMode;
    this.adStack = config.adStackConfig;
    this.maintenanceNotice = config.maintenanceNotice;
    this.analytics = analyticsSettingsOf(config, bundle.buildId);
    const issuer = config.oidcIssuer;
    if (issuer) {
      this.signIn = {
        issuer,
        clientId: config.oidcClientId,
        audience: config.oidcAudience,
        social: socialNetworksOf(config.oidcSocialNetworks),
      };
    }
    const shortname = config.discussionShortname;
    if (shortname) {
      this.discussion = { shortname, apiKey: config.discussionApiKey };
    }
    this.policy = new PageSecurityPolicy({
      publicUrl: this.publicOrigin,
      thirdParties: thirdPartyOrigins(
        {
          imageHosts: this.images.hosts,
          issuer,
          discussionShortname: shortname,
          adStack: config.adStackConfig,
          analytics: this.analytics,
        },
        config.cspOrigins,
      ),
    });
  }

  async respond(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    setRouteLabel(request, pageRouteLabel(request.url));
    const gone = new AbortController();
    let result: RenderResult;
    // Closed before the whole page was sent: the client went away, abort the request the loaders
    // run for (react-router's static handler stops on its signal).
    reply.raw.once('close', () => {
      if (reply.raw.writableFinished) return;
      gone.abort();
    });

    const ctx = this.contextFor(request.id);
    try {
      result = await this.bundle.serverEntry.render(
        toFetchRequest(request, this.publicOrigin, gone.signal),
        ctx,
      );
    } catch (error) {
      if (gone.signal.aborted) return;
      this.logger.error({ err: error }, 'page render failed');
      result = this.bundle.serverEntry.fallbackDocument(ctx);
    }
    send(request, reply, result, this.policy);
  }

  private contextFor(requestId: string): RenderContext {
    return {
      contentClient: this.contentClients.forRequest(requestId),
      chromeClient: this.contentClients.chromeForRequest(requestId),
      siteConfig: this.siteConfig,
      publicUrl: this.publicOrigin,
      clientEntry: this.bundle.clientEntry,
      images: this.images,
      gdprMode: this.gdprMode,
      adStack: this.adStack,
      analytics: this.analytics,
      ...(this.signIn ? { signIn: this.signIn } : {}),
      ...(this.discussion ? { discussion: this.discussion } : {}),
      ...(this.maintenanceNotice ? { maintenanceNotice: this.maintenanceNotice } : {}),
      // Upstream failures and render errors: the page shows an error screen, the log says why.
      onError: (error) => this.logger.error({ err: error }, 'page error'),
      onWarn: (message, details) => this.logger.warn(details, message),
    };
  }
}

/** OIDC_SOCIAL_NETWORKS (validated at start-up) as the networks' ids, each once. */
function socialNetworksOf(list: string): SocialNetworkId[] {
  return [...new Set(list.split(','))].filter(isSocialNetworkId);
}

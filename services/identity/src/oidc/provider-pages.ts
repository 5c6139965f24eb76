import type { ErrorOut, KoaContextWithOIDC } from 'oidc-provider';
import { createElement } from 'react';
import { LogoutScreen, MessageScreen, UnavailableScreen } from '../interaction/pages/screens';
import { renderScreen, screenHeaders } from '../interaction/pages/render-screen';
import {
  REDIS_UNAVAILABLE_MESSAGE,
  REDIS_UNAVAILABLE_RETRY_AFTER_S,
} from '../store/redis-unavailable';

/** The screens oidc-provider itself shows: logout, signed out, and its errors. */
export class ProviderPages {
  constructor(
    private readonly site: string,
    private readonly siteUrl: string,
  ) {}

  private send(ctx: KoaContextWithOIDC, html: string): void {
    ctx.set(screenHeaders(new URL(this.siteUrl).origin));
    ctx.type = 'html';
    ctx.body = html;
  }

  logout(ctx: KoaContextWithOIDC, form: string): void {
    this.send(ctx, renderScreen(createElement(LogoutScreen, { site: this.site, form })));
  }

  /** Signed out with no site to go back to (no post_logout_redirect_uri). */
  loggedOut(ctx: KoaContextWithOIDC): void {
    this.send(
      ctx,
      renderScreen(
        createElement(MessageScreen, {
          site: this.site,
          title: 'Signed out',
          message: 'You are signed out.',
          link: { href: `${this.siteUrl}/`, text: `Back to ${this.site}` },
        }),
      ),
    );
  }

  /**
   * An authorisation or logout request it refused: what went wrong, never a stack. Redis out of
   * reach (`temporarily_unavailable`, a 503) says so, and to try again later.
   */
  error(ctx: KoaContextWithOIDC, out: ErrorOut): void {
    if (out.error === 'temporarily_unavailable') {
      ctx.set('retry-after', String(REDIS_UNAVAILABLE_RETRY_AFTER_S));
      this.send(
        ctx,
        renderScreen(
          createElement(UnavailableScreen, {
            site: this.site,
            siteUrl: this.siteUrl,
            message: out.error_description ?? REDIS_UNAVAILABLE_MESSAGE,
          }),
        ),
      );
      return;
    }
    const detail = out.error_description ?? out.error;
    this.send(
      ctx,
      renderScreen(
        createElement(MessageScreen, {
          site: this.site,
          title: 'Sign-in could not continue',
          message: `${detail}. Please go back to the site and try again.`,
          link: { href: `${this.siteUrl}/`, text: `Back to ${this.site}` },
          error: true,
        }),
      ),
    );
  }
}

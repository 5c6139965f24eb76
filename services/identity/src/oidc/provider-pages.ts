import type { ErrorOut, KoaContextWithOIDC } from 'oidc-provider';
import { createElement } from 'react';
import { LogoutScreen, MessageScreen } from '../interaction/pages/screens';
import { renderScreen, screenHeaders } from '../interaction/pages/render-screen';

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

  /** An authorisation or logout request it refused: what went wrong, never a stack. */
  error(ctx: KoaContextWithOIDC, out: ErrorOut): void {
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

import type Provider from 'oidc-provider';
import type { Grant } from 'oidc-provider';
import { API_SCOPE } from './provider-configuration';

/**
 * The grant of the site's client for a reader: its OpenID scopes and the APIs' scope. The site
 * is first party: signing in is consent enough, so no consent screen is ever shown.
 */
export async function siteGrant(
  provider: Provider,
  clientId: string,
  accountId: string,
  audience: string,
  grantId?: string,
): Promise<Grant> {
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  const grant = existing ?? new provider.Grant({ clientId, accountId });
  // The API scope is both: a scope the provider lists (the client may ask for it) and the
  // resource server's scope on access tokens.
  grant.addOIDCScope(`openid email profile ${API_SCOPE}`);
  grant.addResourceScope(audience, API_SCOPE);
  await grant.save();
  return grant;
}

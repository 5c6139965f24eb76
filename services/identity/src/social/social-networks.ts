import { SOCIAL_NETWORKS, type SocialNetworkId } from '@bytewire/contracts';
import type { IdentityEnv } from '../config/identity-env';

export { isSocialNetworkId, type SocialNetworkId } from '@bytewire/contracts';

/** The networks' names as the screens say them. */
export const SOCIAL_NETWORK_NAMES = Object.fromEntries(
  SOCIAL_NETWORKS.map(({ id, name }) => [id, name]),
) as Record<SocialNetworkId, string>;

interface Credentials {
  id: SocialNetworkId;
  clientId: string;
  clientSecret: string;
}

/** An OpenID Connect provider found by discovery from its issuer (Google). */
export interface OidcNetwork extends Credentials {
  kind: 'oidc';
  issuer: string;
}

/** Facebook Login: OAuth 2.0 with its dialog, and the reader read from the Graph API's `/me`. */
export interface GraphNetwork extends Credentials {
  kind: 'graph';
  authorizationEndpoint: string;
  graphUrl: string;
}

/** A configured social network. */
export type SocialNetwork = OidcNetwork | GraphNetwork;

/** The id and secret of one network: both or neither, else the variable missing is named. */
function credentials(
  id: SocialNetworkId,
  clientId: string | undefined,
  clientSecret: string | undefined,
  prefix: string,
): Credentials | undefined {
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    const missing = clientId ? `${prefix}_CLIENT_SECRET` : `${prefix}_CLIENT_ID`;
    const given = clientId ? `${prefix}_CLIENT_ID` : `${prefix}_CLIENT_SECRET`;
    throw new Error(`Invalid environment: ${missing} is required when ${given} is set`);
  }
  return { id, clientId, clientSecret };
}

/** The networks configured by the environment (none by default: nothing outside is reachable). */
export function socialNetworksFrom(env: IdentityEnv): SocialNetwork[] {
  const networks: SocialNetwork[] = [];
  const google = credentials(
    'google',
    env.IDENTITY_GOOGLE_CLIENT_ID,
    env.IDENTITY_GOOGLE_CLIENT_SECRET,
    'IDENTITY_GOOGLE',
  );
  if (google) networks.push({ ...google, kind: 'oidc', issuer: env.IDENTITY_GOOGLE_ISSUER });
  const facebook = credentials(
    'facebook',
    env.IDENTITY_FACEBOOK_CLIENT_ID,
    env.IDENTITY_FACEBOOK_CLIENT_SECRET,
    'IDENTITY_FACEBOOK',
  );
  if (facebook) {
    networks.push({
      ...facebook,
      kind: 'graph',
      authorizationEndpoint: env.IDENTITY_FACEBOOK_DIALOG_URL,
      graphUrl: env.IDENTITY_FACEBOOK_GRAPH_URL,
    });
  }
  return networks;
}

import type { IdentityConfig } from '../config/identity-config';
import { SOCIAL_NETWORKS } from '@bytewire/contracts';
import type { SocialOption } from './pages/screens';

/**
 * The two social sign-in options of spec 001 s2: a way to the network when it is configured
 * (IDENTITY_GOOGLE_*, IDENTITY_FACEBOOK_*), otherwise a button saying it is not.
 */
export function socialOptions(config: IdentityConfig, uid: string): SocialOption[] {
  return SOCIAL_NETWORKS.map(({ id, name }) => ({
    name,
    href: config.socialNetwork(id) ? `/interaction/${uid}/social/${id}` : undefined,
  }));
}

/**
 * Site identity: one default each, overridable from the environment (SITE_ID,
 * PUBLICATION_NAME) where a process reads it.
 */
export const DEFAULT_SITE_ID = 'bytewire';
export const DEFAULT_PUBLICATION_NAME = 'Bytewire';

export interface SiteConfig {
  siteId: string;
  publicationName: string;
}

const SITE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * Reads the site identity from an environment, with the one default. Throws with the
 * variable's name when a value is unusable, so a service stops at start-up.
 */
export function siteConfigFromEnv(env: Record<string, string | undefined>): SiteConfig {
  const siteId = env.SITE_ID ?? DEFAULT_SITE_ID;
  if (!SITE_ID_PATTERN.test(siteId)) {
    throw new Error(
      `SITE_ID must be lowercase letters, digits and dashes (at most 63 characters); got "${siteId}"`,
    );
  }
  const publicationName = (env.PUBLICATION_NAME ?? DEFAULT_PUBLICATION_NAME).trim();
  if (publicationName.length === 0 || publicationName.length > 80) {
    throw new Error('PUBLICATION_NAME must be 1 to 80 characters');
  }
  return { siteId, publicationName };
}

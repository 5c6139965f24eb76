/** General max age of the site configuration, for routes that name none (spec 000 s9). */
export const SITE_MAX_AGE_SECONDS = 5400;

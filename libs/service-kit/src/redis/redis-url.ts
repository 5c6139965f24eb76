/** Where Redis answers unless REDIS_URL says otherwise (the same default as `npm start`). */
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** class-validator's IsUrl options of a Redis URL: redis:// or rediss:// (TLS), bare host names. */
export const REDIS_URL_RULE = {
  require_tld: false,
  require_protocol: true,
  protocols: ['redis', 'rediss'],
};

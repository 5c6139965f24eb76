/**
 * Site identity and the defaults every service and the web app share, one module per concern.
 * The consent and analytics modules are entries of their own (`@bytewire/site/consent`,
 * `@bytewire/site/analytics`).
 */
export * from './site-identity';
export * from './editions';
export * from './dates';
export * from './devices';
export * from './layout';
export * from './crawlers';
export * from './cookies';
export * from './credential-params';
export * from './timeouts';
export * from './cache';
export * from './ports';
export * from './regions';
export * from './recommendations';
export * from './ad-stack';
export * from './site-cookies';

/**
 * @bytewire/experiments: the pure rules of A/B tests and feature flags (spec 001 s3, s4, s5, s7,
 * s9), shared by the experiments service, the gateway and other products. See README.md.
 */
export * from './types';
export * from './constants';
export { INITIAL_TESTS } from './initial-tests';
export * from './patterns';
export { DEFINITION_MESSAGES, CRITERIA_KEYS, definitionProblems, isoTime } from './validation';
export { fnv1a32, growthbookHashV2 } from './hash';
export { bucketFor } from './bucketing';
export { experimentOf, VISITOR_ATTRIBUTE, type BucketedTest } from './growthbook-experiment';
export { isTestActive, isWithinDates, criteriaMet } from './activity';
export { formatState, parseState } from './state';
export {
  cookieToSet,
  cookieRemoval,
  excludeCookieName,
  secondsUntil,
  parseStateCookie,
  formatStateCookie,
} from './cookies';
export { resolveFlags } from './flags';
export { overrideStates } from './overrides';
export { AB_HEADERS, abHeaders } from './headers';
export { decide, decideWith } from './decide';
export {
  createExperimentsClient,
  parseDecision,
  parseDefinitions,
  ExperimentsClientError,
  DECIDE_PATH,
  DEFINITIONS_PATH,
  type DefinitionsAnswer,
  type ExperimentsClient,
  type ExperimentsClientOptions,
  type ExperimentsFailure,
} from './client';
export * from './forwarded-headers';

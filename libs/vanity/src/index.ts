/**
 * Vanity URL rules (spec 000 s2, s3, s4, s5), shared by the vanity service and the gateway:
 * lookup keys, eligibility, the enabled rule, status by type, safe targets, the handling
 * order and the checks of vanity answers.
 */
export { IGNORED_QUERY_PARAMS, MAX_VANITY_PATH_LENGTH, vanityLookupKey } from './lookup-key';
export { VANITY_EXCLUDED_PATHS, isVanityEligiblePath } from './eligibility';
export {
  isVanityEnabled,
  isVanityExpired,
  targetForEdition,
  vanityStatus,
  vanityTargets,
} from './entry-rules';
export { safeVanityTarget } from './safe-target';
export type { SafeTarget } from './safe-target';
export { decideVanity } from './decide';
export type { VanityContext, VanityDecision } from './decide';
export { VANITY_NOT_FOUND_HEADER, VANITY_PATH_HEADER } from './headers';
export { parseVanityDictionary, parseVanityLookup, vanityEntryOf } from './parse';

/** The mask memory (spec 000 s4, s9): a masked URL is remembered for 600 s. */
export const VANITY_MASK_MEMORY_SECONDS = 600;

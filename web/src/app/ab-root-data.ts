/**
 * The A/B test states and feature flags the gateway decided for this request (x-ab-state,
 * x-feature-flags: see @bytewire/experiments forwarded-headers). Only the gateway sets them
 * (it drops a client's); still parsed as hostile: a malformed state or flag is skipped. No
 * header (the service off, failed or slow): no test, no flag.
 */
import {
  AB_STATE_HEADER,
  FEATURE_FLAGS_HEADER,
  parseAbStateHeader,
  parseFeatureFlagsHeader,
  type TestState,
} from '@bytewire/experiments';

export interface AbRootData {
  abTests: TestState[];
  flags: Record<string, boolean>;
}

export function abRootDataOf(headers: Headers): AbRootData {
  return {
    abTests: parseAbStateHeader(headers.get(AB_STATE_HEADER)),
    flags: parseFeatureFlagsHeader(headers.get(FEATURE_FLAGS_HEADER)),
  };
}

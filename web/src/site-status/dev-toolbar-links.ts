/**
 * The developer toolbar's links (spec 001 s6, s9): the current address with one debug or
 * feature parameter set, the others kept. A flag's link turns it off when it is on
 * (featureDisable) and on when it is off (featureEnable), dropping the opposite parameter's
 * mention of it so the two do not fight.
 */
import { DEBUG_QUERY_PARAM } from '@bytewire/site';

/**
 * @bytewire/experiments' FEATURE_ENABLE_PARAM and FEATURE_DISABLE_PARAM, written out: its
 * index also loads the GrowthBook engine, which needs a whole browser to import.
 */
const FEATURE_ENABLE_PARAM = 'featureEnable';
const FEATURE_DISABLE_PARAM = 'featureDisable';

function withoutName(params: URLSearchParams, param: string, name: string): void {
  const kept = params
    .getAll(param)
    .flatMap((value) => value.split(','))
    .filter((value) => value !== '' && value !== name);
  params.delete(param);
  if (kept.length > 0) params.set(param, kept.join(','));
}

/** `search` with the flag toggled: the address's query string, leading '?' included. */
export function flagToggleSearch(search: string, name: string, on: boolean): string {
  const params = new URLSearchParams(search);
  const [add, remove] = on
    ? [FEATURE_DISABLE_PARAM, FEATURE_ENABLE_PARAM]
    : [FEATURE_ENABLE_PARAM, FEATURE_DISABLE_PARAM];
  withoutName(params, remove, name);
  withoutName(params, add, name);
  params.append(add, name);
  return `?${params.toString()}`;
}

/** `search` with jsDebug on ('1') or off ('0'). */
export function debugToggleSearch(search: string, on: boolean): string {
  const params = new URLSearchParams(search);
  params.set(DEBUG_QUERY_PARAM, on ? '1' : '0');
  return `?${params.toString()}`;
}

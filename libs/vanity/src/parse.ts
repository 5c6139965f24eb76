/**
 * Checks of vanity answers (spec 000 s3 "Vanity response"): the lookup's `{ data: { item } }`
 * and the dictionary's `{ data: { items } }`. An entry needs an id (or an error), a known
 * urlType and its urlPath; targets are kept as given, and checked when used (decide.ts).
 */
import {
  isRecord,
  ApiResponseError,
  expectedPropertyMessage,
  expectObject,
  URL_TYPES,
  type VanityResponse,
} from '@bytewire/contracts';

type Json = Record<string, unknown>;

/** One entry, or undefined when it cannot be one. */
export function vanityEntryOf(value: unknown): VanityResponse | undefined {
  if (!isRecord(value)) return undefined;
  const { id, urlType, urlPath, enabled, error } = value;
  if (typeof urlPath !== 'string' || !(URL_TYPES as readonly unknown[]).includes(urlType)) {
    return undefined;
  }
  const hasError = isRecord(error) && typeof error.code === 'number';
  if (typeof id !== 'string' || (id === '' && !hasError)) return undefined;
  if (enabled !== undefined && typeof enabled !== 'boolean') return undefined;
  return value as unknown as VanityResponse;
}

function dataOf(json: unknown): Json {
  expectObject(json);
  if (!isRecord(json.data)) throw new ApiResponseError(expectedPropertyMessage('data'));
  return json.data;
}

export function parseVanityLookup(json: unknown): VanityResponse {
  const entry = vanityEntryOf(dataOf(json).item);
  if (!entry) throw new ApiResponseError(expectedPropertyMessage('data.item'));
  return entry;
}

/** The dictionary's usable entries; one bad entry costs only itself. */
export function parseVanityDictionary(json: unknown): VanityResponse[] {
  const items = dataOf(json).items;
  if (!Array.isArray(items)) throw new ApiResponseError(expectedPropertyMessage('data.items'));
  return items.map(vanityEntryOf).filter((e): e is VanityResponse => e !== undefined);
}

/**
 * Checks of vanity answers (spec 000 s3 "Vanity response"): the lookup's `{ data: { item } }`
 * and the dictionary's `{ data: { items } }`. An entry is checked by the contract's schema
 * (vanityEntrySchema): an id (or an error), a known urlType, its urlPath and the types of the
 * fields the handling reads; what a target leads to is checked when it is used (decide.ts).
 */
import {
  isRecord,
  ApiResponseError,
  expectedPropertyMessage,
  expectObject,
  issueMessage,
  vanityEntrySchema,
  type VanityResponse,
} from '@bytewire/contracts';

type Json = Record<string, unknown>;

/** One entry, or undefined when it cannot be one. */
export function vanityEntryOf(value: unknown): VanityResponse | undefined {
  const result = vanityEntrySchema.safeParse(value);
  return result.success ? result.data : undefined;
}

function dataOf(json: unknown): Json {
  expectObject(json);
  if (!isRecord(json.data)) throw new ApiResponseError(expectedPropertyMessage('data'));
  return json.data;
}

/** The looked-up entry; a bad one is refused with a message naming its first bad field. */
export function parseVanityLookup(json: unknown): VanityResponse {
  const result = vanityEntrySchema.safeParse(dataOf(json).item);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ApiResponseError(
    issue
      ? issueMessage({ ...issue, path: ['data', 'item', ...issue.path] }, json)
      : expectedPropertyMessage('data.item'),
  );
}

/** The dictionary's usable entries; one bad entry costs only itself. */
export function parseVanityDictionary(json: unknown): VanityResponse[] {
  const items = dataOf(json).items;
  if (!Array.isArray(items)) throw new ApiResponseError(expectedPropertyMessage('data.items'));
  return items.map(vanityEntryOf).filter((e): e is VanityResponse => e !== undefined);
}

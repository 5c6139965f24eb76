/**
 * The seamless listing answer: `{ data: { items: [...] } }` (spec 000 s3 "Seamless item": id,
 * slug, source, title, type, url). The envelope must be right or the answer is refused; single
 * items are taken loosely, as the listing may name an item by id, slug or url alone (spec 000
 * s2), and an item with none of them, or one that is not an object, is left out.
 */
import {
  ApiResponseError,
  expectedPropertyMessage,
  expectObject,
  isRecord,
  type SeamlessItem,
} from '@bytewire/contracts';

/** A listing item as received: every field optional, only string values kept. */
export type SeamlessListItem = Partial<SeamlessItem>;

const FIELDS = ['id', 'slug', 'source', 'title', 'type', 'url'] as const;

function itemOf(value: unknown): SeamlessListItem | undefined {
  if (!isRecord(value)) return undefined;
  const item: SeamlessListItem = {};
  for (const field of FIELDS) {
    const fieldValue = value[field];
    if (typeof fieldValue === 'string' && fieldValue.trim() !== '') item[field] = fieldValue;
  }
  return item.id || item.slug || item.url ? item : undefined;
}

/** Throws (with the contract's messages) unless the answer is a listing. */
export function parseSeamlessResponse(json: unknown): SeamlessListItem[] {
  expectObject(json);
  const data = json.data;
  if (!isRecord(data)) throw new ApiResponseError(expectedPropertyMessage('data'));
  const items = data.items;
  if (!Array.isArray(items)) throw new ApiResponseError(expectedPropertyMessage('data.items'));
  return items.map(itemOf).filter((item): item is SeamlessListItem => item !== undefined);
}

/**
 * The common ground of any component item (a review, a gallery slide, an editorial link, a
 * rich text block, ...) for screens that do not know the item's type yet: a title, a text,
 * an image, a link and an HTML body, each taken from whichever field the item has.
 */
import type { Image } from '@bytewire/contracts';

export interface ItemSummary {
  title?: string;
  description?: string;
  image?: Image;
  url?: string;
  /** HTML. */
  body?: string;
}

function text(record: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

function imageOf(value: unknown): Image | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { imageUrl } = value as Partial<Image>;
  return typeof imageUrl === 'string' ? (value as Image) : undefined;
}

/** Undefined when the item has nothing a reader could see. */
export function summarise(item: unknown): ItemSummary | undefined {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return undefined;
  const record = item as Record<string, unknown>;
  const summary: ItemSummary = {
    title: text(record, ['headline', 'title', 'hed', 'linkText', 'name', 'productName']),
    description: text(record, ['dek', 'description', 'summary', 'bottomLine']),
    image: imageOf(record.image),
    url: text(record, ['url', 'linkUrl']),
    body: text(record, ['body', 'content']),
  };
  return summary.title || summary.description || summary.body ? summary : undefined;
}

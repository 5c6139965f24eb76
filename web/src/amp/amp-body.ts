/**
 * Sanitised upstream HTML (see body/sanitise.ts) made valid AMP HTML, in place, for the AMP
 * documents. AMP allows a fixed set of tags, and most attributes only on some tags, so this is
 * an allow-list, not a list of what to remove:
 *
 * - `<img>` becomes `<amp-img layout="responsive">` with its src, alt and size (the spec's
 *   default 456x306 when it has none: responsive layout needs an aspect ratio);
 * - media, embeds and form controls (video, audio, iframe, canvas, inputs…) go with their
 *   content: without their AMP components they show nothing useful;
 * - any other tag AMP does not know (font, marquee, picture…) is replaced by its content;
 * - attributes stay only where AMP allows them: the global ones (id, class, title, lang, dir,
 *   role, tabindex, hidden, aria-*, data-*) and each tag's own (href on a link, colspan on a
 *   cell…). Style attributes and inline handlers are already gone (the sanitiser's config).
 *
 * Its commerce links then carry what AMP analytics' product-click beacon reports of them
 * (amp-body-product-links.ts): the body is made AMP HTML in one place, this.
 */
import { markBodyProductLinks } from './amp-body-product-links';
import { ampImageSize } from './amp-image-size';

/** Tags AMP accepts as they are in article text (checked against the AMP validator). */
const AMP_TAGS = new Set(
  [
    'a abbr acronym address article aside b bdi bdo big blockquote br caption center cite code',
    'col colgroup data dd del details dfn dir div dl dt em figcaption figure footer h1 h2 h3 h4',
    'h5 h6 header hgroup hr i ins kbd li main mark nav nobr ol p pre q rp rt ruby s samp section',
    'small span strike strong sub summary sup table tbody td tfoot th thead time tr tt u ul var',
    'wbr',
  ]
    .join(' ')
    .split(' '),
);

/** Tags that go with their content: nothing in them reads well without the element. */
const DROPPED_TAGS = new Set(
  [
    'audio video source track canvas iframe object embed map area template',
    'form input textarea select option optgroup datalist button',
  ]
    .join(' ')
    .split(' '),
);

const GLOBAL_ATTRIBUTES = new Set([
  'id',
  'class',
  'title',
  'lang',
  'dir',
  'role',
  'tabindex',
  'hidden',
]);

/** The sanitiser's shortcode placeholders: split out of the HTML before it is printed. */
const PLACEHOLDER_TAG = 'shortcode';

/** Each tag's own attributes that AMP accepts. */
const TAG_ATTRIBUTES: Readonly<Record<string, ReadonlySet<string>>> = {
  a: new Set(['href', 'rel', 'hreflang', 'name']),
  blockquote: new Set(['cite']),
  q: new Set(['cite']),
  del: new Set(['cite', 'datetime']),
  ins: new Set(['cite', 'datetime']),
  time: new Set(['datetime']),
  ol: new Set(['start', 'reversed', 'type']),
  li: new Set(['value']),
  col: new Set(['span']),
  colgroup: new Set(['span']),
  details: new Set(['open']),
  td: new Set(['colspan', 'rowspan', 'headers']),
  th: new Set(['colspan', 'rowspan', 'headers', 'scope', 'abbr']),
};

function isAllowedAttribute(tag: string, name: string): boolean {
  if (GLOBAL_ATTRIBUTES.has(name) || name.startsWith('aria-')) return true;
  // AMP keeps data-amp-* for itself.
  if (name.startsWith('data-')) return !name.startsWith('data-amp-');
  return TAG_ATTRIBUTES[tag]?.has(name) ?? false;
}

/** A whole number of pixels from an attribute, else undefined. */
function pixels(value: string | null): number | undefined {
  if (value === null || !/^\s*\d{1,5}\s*$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

function toAmpImg(img: Element): void {
  const src = img.getAttribute('src')?.trim();
  if (!src) {
    img.remove();
    return;
  }
  const width = pixels(img.getAttribute('width'));
  const height = pixels(img.getAttribute('height'));
  const size = ampImageSize(width, height);
  const ampImg = img.ownerDocument.createElement('amp-img');
  for (const name of ['id', 'class', 'title']) {
    const value = img.getAttribute(name);
    if (value !== null) ampImg.setAttribute(name, value);
  }
  ampImg.setAttribute('src', src);
  ampImg.setAttribute('alt', img.getAttribute('alt') ?? '');
  ampImg.setAttribute('width', String(size.width));
  ampImg.setAttribute('height', String(size.height));
  ampImg.setAttribute('layout', 'responsive');
  img.replaceWith(ampImg);
}

function keepAllowedAttributes(element: Element, tag: string): void {
  for (const { name } of Array.from(element.attributes)) {
    if (!isAllowedAttribute(tag, name)) element.removeAttribute(name);
  }
}

/** Rewrites the children of `root` (not `root` itself) into valid AMP HTML. */
export function ampifyBody(root: Element): void {
  // Deepest first: an element's content is final before the element is replaced or unwrapped.
  const elements = Array.from(root.querySelectorAll('*')).reverse();
  for (const element of elements) {
    const tag = element.tagName.toLowerCase();
    if (tag === PLACEHOLDER_TAG) continue;
    if (tag === 'img') {
      toAmpImg(element);
    } else if (DROPPED_TAGS.has(tag)) {
      element.remove();
    } else if (!AMP_TAGS.has(tag)) {
      element.replaceWith(...Array.from(element.childNodes));
    } else {
      keepAllowedAttributes(element, tag);
    }
  }
  markBodyProductLinks(root);
}

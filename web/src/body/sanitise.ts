/**
 * Upstream HTML made safe to render: DOMPurify (a DOMPurify instance bound to the browser's
 * window, or to a jsdom window on the server, so that both print the same markup and the page
 * hydrates) plus the link rules of spec 000 s5, applied in a DOMPurify hook with `classifyLink`:
 *
 * - a link that is not http(s) or site-relative becomes its plain text;
 * - a link to the site's own domain is followed (no rel);
 * - any other link gets rel "noopener nofollow";
 * - a link to a retail or affiliate host becomes the commerce link the `commercelink`
 *   shortcode renders to (see commerce-link.ts).
 *
 * The result is split at the `<shortcode>` elements left at the top level, which the caller
 * renders as components; a shortcode elsewhere is lifted to the top level when it is all its
 * block holds (`<p><shortcode …></shortcode></p>`), else dropped, so that no `<shortcode>`
 * element ever reaches the page.
 */
import { classifyLink, OUTBOUND_REL } from '@bytewire/article-text';
import type { MerchantOffer } from '@bytewire/contracts';
import type { Config, DOMPurify } from 'dompurify';
import {
  COMMERCE_LINK_CLASS,
  COMMERCE_LINK_SHORTCODE,
  COMMERCE_REL,
  commerceHref,
  commerceLinkText,
} from './commerce-link';

export interface SanitiseOptions {
  /** The site's public origin: links to it are the site's own. */
  siteOrigin: string;
  /** Payloads of `commercelink` shortcodes by uuid (an article's additionalShortcodeData). */
  offers?: Readonly<Record<string, MerchantOffer>>;
  /** For an AMP document: the result is also made valid AMP HTML (the sanitiser's `ampify`). */
  amp?: boolean;
}

/**
 * Makes a sanitised body valid AMP HTML, in place (amp/amp-body.ts). Given by the server's
 * sanitiser only: the browser never renders AMP, so its DOMPurify chunk does without it.
 */
export type Ampify = (body: Element) => void;

/** A shortcode left for the caller to render: its type and its uuid, nothing else. */
export interface ShortcodeRef {
  type: string;
  uuid?: string;
}

export type HtmlSegment =
  { kind: 'html'; html: string } | { kind: 'shortcode'; shortcode: ShortcodeRef };

export type Sanitiser = (html: string, options: SanitiseOptions) => HtmlSegment[];

const SHORTCODE_TAG = 'SHORTCODE';

// Article text needs no forms, styles or image maps; style attributes would also fight the
// page's CSS and its content security policy.
const PURIFY_CONFIG: Config & { RETURN_DOM: true } = {
  USE_PROFILES: { html: true },
  ADD_TAGS: ['shortcode'],
  ADD_ATTR: ['shortcode', 'uuid'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'option', 'textarea', 'map', 'area'],
  FORBID_ATTR: ['style', 'target'],
  // The body element of DOMPurify's own document: the link rules finish their work on it.
  RETURN_DOM: true,
};

/** What the hook decided for one element, carried out once DOMPurify is done walking. */
type Rewrite =
  | { kind: 'unwrap'; element: Element }
  | { kind: 'commerce'; element: Element; href: string; offer?: OfferLabel };

/** Merchant and price of a commerce link, from its offer or the shortcode's data attributes. */
interface OfferLabel {
  merchant?: string;
  price?: string;
}

interface CallState {
  options: SanitiseOptions;
  rewrites: Rewrite[];
}

function shortcodeType(element: Element): string {
  return (element.getAttribute('shortcode') ?? '').trim().toLowerCase();
}

/** The link rules for an anchor (or a commercelink shortcode's href). */
function ruleFor(
  element: Element,
  href: string | null | undefined,
  state: CallState,
  offer?: OfferLabel,
): void {
  const link = href ? classifyLink(href, state.options) : ({ kind: 'text' } as const);
  if (link.kind === 'text') {
    state.rewrites.push({ kind: 'unwrap', element });
  } else if (link.kind === 'commerce') {
    state.rewrites.push({ kind: 'commerce', element, href: link.href, offer });
  } else if (element.tagName === 'A') {
    element.setAttribute('href', link.href);
    if (link.rel === undefined) element.removeAttribute('rel');
    else element.setAttribute('rel', OUTBOUND_REL);
  } else {
    // A commercelink shortcode pointing at a host that is not a retailer is still a paid link.
    state.rewrites.push({ kind: 'commerce', element, href: link.href, offer });
  }
}

function applyLinkRules(element: Element, state: CallState): void {
  if (element.tagName === 'A') {
    ruleFor(element, element.getAttribute('href'), state);
    return;
  }
  if (element.tagName === SHORTCODE_TAG && shortcodeType(element) === COMMERCE_LINK_SHORTCODE) {
    const uuid = element.getAttribute('uuid') ?? '';
    const offer = state.options.offers?.[uuid];
    ruleFor(element, commerceHref(offer) ?? element.getAttribute('href'), state, {
      merchant: offer?.offerMerchant ?? element.getAttribute('data-merchant') ?? undefined,
      price: offer?.offerPrice ?? element.getAttribute('data-price') ?? undefined,
    });
  }
}

function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

function toCommerceLink(element: Element, href: string, offer: OfferLabel | undefined): void {
  const anchor = element.ownerDocument.createElement('a');
  anchor.setAttribute('href', href);
  anchor.setAttribute('rel', COMMERCE_REL);
  anchor.setAttribute('class', COMMERCE_LINK_CLASS);
  if (offer?.merchant) anchor.setAttribute('data-merchant', offer.merchant);
  if (offer?.price) anchor.setAttribute('data-price', offer.price);
  anchor.append(...Array.from(element.childNodes));
  // A shortcode without link text still needs a name for the link.
  if ((anchor.textContent ?? '').trim() === '') {
    anchor.textContent = commerceLinkText(offer?.merchant, offer?.price, new URL(href).host);
  }
  element.replaceWith(anchor);
}

function isBlank(node: Node): boolean {
  return node.nodeType === node.TEXT_NODE && (node.textContent ?? '').trim() === '';
}

/** The top-level block holding only this shortcode, if any (`<p><shortcode/></p>`). */
function soleBlockOf(shortcode: Element, body: Element): Element | undefined {
  let node: Element = shortcode;
  while (node.parentElement && node.parentElement !== body) {
    const parent = node.parentElement;
    if (!Array.from(parent.childNodes).every((child) => child === node || isBlank(child))) {
      return undefined;
    }
    node = parent;
  }
  return node === shortcode ? undefined : node;
}

/** Lifts (or drops) nested shortcodes: the caller renders top-level ones only. */
function liftShortcodes(body: Element): void {
  for (const shortcode of Array.from(body.querySelectorAll('shortcode'))) {
    if (shortcode.parentElement === body) continue;
    const block = soleBlockOf(shortcode, body);
    if (block) block.replaceWith(shortcode);
    else shortcode.remove();
  }
}

function segmentsOf(body: Element): HtmlSegment[] {
  const segments: HtmlSegment[] = [];
  let pending: Node[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const holder = body.ownerDocument.createElement('div');
    holder.append(...pending);
    pending = [];
    if (holder.innerHTML.trim() !== '') segments.push({ kind: 'html', html: holder.innerHTML });
  };
  for (const node of Array.from(body.childNodes)) {
    if (node.nodeType === node.ELEMENT_NODE && (node as Element).tagName === SHORTCODE_TAG) {
      flush();
      const element = node as Element;
      const uuid = element.getAttribute('uuid')?.trim();
      segments.push({
        kind: 'shortcode',
        shortcode: uuid ? { type: shortcodeType(element), uuid } : { type: shortcodeType(element) },
      });
    } else {
      pending.push(node);
    }
  }
  flush();
  return segments;
}

/**
 * A sanitiser over one DOMPurify instance; its hook is installed once, here. Without `ampify`,
 * asking for AMP is a mistake: it throws rather than return HTML AMP refuses.
 */
export function createSanitiser(purify: DOMPurify, ampify?: Ampify): Sanitiser {
  let state: CallState | undefined;
  purify.addHook('afterSanitizeAttributes', (node) => {
    // DOMPurify runs synchronously, so `state` is this call's.
    if (state && node.nodeType === node.ELEMENT_NODE) applyLinkRules(node as Element, state);
  });
  return (html, options) => {
    if (html.trim() === '') return [];
    if (options.amp && !ampify) throw new Error('This sanitiser cannot make AMP HTML');
    state = { options, rewrites: [] };
    try {
      const body = purify.sanitize(html, PURIFY_CONFIG) as Element;
      // Structural changes wait until DOMPurify has walked every node: replacing a node from
      // its hook would make the walk skip the moved children.
      for (const rewrite of state.rewrites) {
        if (rewrite.kind === 'unwrap') unwrap(rewrite.element);
        else toCommerceLink(rewrite.element, rewrite.href, rewrite.offer);
      }
      liftShortcodes(body);
      if (options.amp) ampify?.(body);
      return segmentsOf(body);
    } finally {
      state = undefined;
    }
  };
}

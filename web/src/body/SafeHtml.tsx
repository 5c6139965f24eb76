/**
 * Upstream HTML, sanitised (see sanitise.ts), with its link rules applied. Top-level
 * shortcodes go to `renderShortcode`; without one, or when it returns nothing, they render
 * nothing. Server and browser produce the same markup, so the page hydrates; while hydrating,
 * the browser takes what the server rendered from the document instead of sanitising again
 * (hydrated-segments.ts), so DOMPurify loads only when the browser renders a page itself.
 */
import type { MerchantOffer } from '@bytewire/contracts';
import { Fragment, use, useId, useMemo, useState, type JSX, type ReactNode } from 'react';
import { useAmpMode } from '../amp/amp-mode';
import { useRootData } from '../app/use-root-data';
import {
  SAFE_HTML_MARKER,
  SAFE_HTML_RUN_CLASS,
  SAFE_HTML_SHAPE,
  shapeOf,
} from './hydrated-segments';
import type { HtmlSegment, ShortcodeRef } from './sanitise';
import { useSanitiserSource } from './sanitiser-context';

export interface SafeHtmlProps {
  html: string | undefined;
  className?: string;
  /** A test hook on the element holding the HTML. */
  'data-testid'?: string;
  /** The element holding the HTML; default div. */
  as?: keyof JSX.IntrinsicElements;
  /** Payloads of commercelink shortcodes by uuid (an article's additionalShortcodeData). */
  offers?: Readonly<Record<string, MerchantOffer>>;
  /** What a top-level shortcode becomes; nothing when absent or when it returns nothing. */
  renderShortcode?: (shortcode: ShortcodeRef, index: number) => ReactNode;
}

type Offers = SafeHtmlProps['offers'];

/** The same offers, whether or not the same object (a parent may make them again). */
const sameOffers = (a: Offers, b: Offers) => a === b || JSON.stringify(a) === JSON.stringify(b);

export function SafeHtml(props: SafeHtmlProps) {
  // Nothing to sanitise: no need to wait for a sanitiser.
  return props.html?.trim() ? <Sanitised {...props} html={props.html} /> : null;
}

function Sanitised({
  html,
  className,
  'data-testid': testId,
  as = 'div',
  offers,
  renderShortcode,
}: SafeHtmlProps & { html: string }) {
  const id = useId();
  const source = useSanitiserSource();
  const { site } = useRootData();
  const amp = useAmpMode();
  // What the server rendered, when this element is being hydrated: kept with the input it
  // was for, so that new HTML in the same place is sanitised.
  const [hydrated] = useState(() => ({ html, offers, segments: source.hydrated?.(id) }));
  const fromServer =
    hydrated.html === html && sameOffers(hydrated.offers, offers) ? hydrated.segments : undefined;
  // Not loaded yet (in the browser only): suspends until it is.
  const sanitise = fromServer ? undefined : (source.ready() ?? use(source.load()));
  // Parsing costs: once per HTML, not once per render.
  const segments: HtmlSegment[] = useMemo(
    () => fromServer ?? sanitise?.(html, { siteOrigin: site.publicUrl, offers, amp }) ?? [],
    [fromServer, sanitise, html, site.publicUrl, offers, amp],
  );
  if (segments.length === 0) return null;
  const Tag = as as 'div';
  const marks = { [SAFE_HTML_MARKER]: id, [SAFE_HTML_SHAPE]: shapeOf(segments) };
  const [only] = segments;
  if (segments.length === 1 && only?.kind === 'html') {
    return (
      <Tag
        className={className}
        data-testid={testId}
        {...marks}
        dangerouslySetInnerHTML={{ __html: only.html }}
      />
    );
  }
  return (
    <Tag className={className} data-testid={testId} {...marks}>
      {segments.map((segment, index) =>
        segment.kind === 'html' ? (
          // display: contents: the runs between shortcodes lay out as if unwrapped.
          <div
            key={index}
            className={SAFE_HTML_RUN_CLASS}
            dangerouslySetInnerHTML={{ __html: segment.html }}
          />
        ) : (
          <Fragment key={index}>{renderShortcode?.(segment.shortcode, index) ?? null}</Fragment>
        ),
      )}
    </Tag>
  );
}

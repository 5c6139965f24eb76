/**
 * Upstream HTML, sanitised (see sanitise.ts), with its link rules applied. Top-level
 * shortcodes go to `renderShortcode`; without one, or when it returns nothing, they render
 * nothing. Server and browser produce the same markup, so the page hydrates.
 */
import type { MerchantOffer } from '@bytewire/contracts';
import { Fragment, useMemo, type JSX, type ReactNode } from 'react';
import { useAmpMode } from '../amp/amp-mode';
import { useRootData } from '../app/use-root-data';
import type { ShortcodeRef } from './sanitise';
import { SAFE_HTML_MARKER, useSanitiser } from './sanitiser-context';

const MARKER = { [SAFE_HTML_MARKER]: '' };

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
  const sanitise = useSanitiser();
  const { site } = useRootData();
  const amp = useAmpMode();
  // Parsing costs: once per HTML, not once per render.
  const segments = useMemo(
    () => sanitise(html, { siteOrigin: site.publicUrl, offers, amp }),
    [sanitise, html, site.publicUrl, offers, amp],
  );
  if (segments.length === 0) return null;
  const Tag = as as 'div';
  const [only] = segments;
  if (segments.length === 1 && only?.kind === 'html') {
    return (
      <Tag
        className={className}
        data-testid={testId}
        {...MARKER}
        dangerouslySetInnerHTML={{ __html: only.html }}
      />
    );
  }
  return (
    <Tag className={className} data-testid={testId} {...MARKER}>
      {segments.map((segment, index) =>
        segment.kind === 'html' ? (
          // display: contents: the runs between shortcodes lay out as if unwrapped.
          <div
            key={index}
            className="safe-html__run"
            dangerouslySetInnerHTML={{ __html: segment.html }}
          />
        ) : (
          <Fragment key={index}>{renderShortcode?.(segment.shortcode, index) ?? null}</Fragment>
        ),
      )}
    </Tag>
  );
}

/**
 * The sanitised HTML the server rendered, read back from its document so that hydration needs
 * no sanitiser (issue 33): DOMPurify and the site's rules (about 13 KB gzipped) load only for
 * a page the browser renders itself (a client navigation, a seamless story).
 *
 * SafeHtml marks what it renders with its `useId()` (SAFE_HTML_MARKER) and, when the HTML holds
 * shortcodes, with the order of its segments (SAFE_HTML_SHAPE; the HTML runs are its children
 * of class SAFE_HTML_RUN_CLASS). React gives a hydrating component the very id the server gave
 * it (`_R_…_`) and a component it renders afresh another kind (`_r_…_`), so only a component
 * hydrating the element can find its entry. What is read back is the server sanitiser's output
 * as the browser parsed it: markup the server already made safe, handed back to React as the
 * same innerHTML, which hydration leaves in place.
 */
import type { HtmlSegment, ShortcodeRef } from './sanitise';

/** On what SafeHtml renders: its `useId()`. The browser also knows from it to expect upstream HTML. */
export const SAFE_HTML_MARKER = 'data-safe-html';
/** On what SafeHtml renders when it holds shortcodes: the segments' order (see shapeOf). */
export const SAFE_HTML_SHAPE = 'data-safe-html-shape';
/** The element of each HTML run between shortcodes. */
export const SAFE_HTML_RUN_CLASS = 'safe-html__run';

/** A segment's place in the shape: 0 for an HTML run, the shortcode for a shortcode. */
type ShapeEntry = 0 | ShortcodeRef;

/**
 * The shape attribute's value for segments that are not one run of HTML (those need none: the
 * element's own innerHTML is the run).
 */
export function shapeOf(segments: readonly HtmlSegment[]): string | undefined {
  if (segments.length === 1 && segments[0]?.kind === 'html') return undefined;
  const shape: ShapeEntry[] = segments.map((s) => (s.kind === 'html' ? 0 : s.shortcode));
  return JSON.stringify(shape);
}

function shortcodeOf(entry: unknown): ShortcodeRef | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { type, uuid } = entry as Record<string, unknown>;
  if (typeof type !== 'string') return undefined;
  if (uuid === undefined) return { type };
  return typeof uuid === 'string' ? { type, uuid } : undefined;
}

/** The segments one marked element holds; undefined when it does not read as SafeHtml's. */
export function segmentsOfElement(element: Element): HtmlSegment[] | undefined {
  const shapeText = element.getAttribute(SAFE_HTML_SHAPE);
  if (shapeText === null) return [{ kind: 'html', html: element.innerHTML }];
  let shape: unknown;
  try {
    shape = JSON.parse(shapeText);
  } catch {
    return undefined;
  }
  if (!Array.isArray(shape)) return undefined;
  const runs = Array.from(element.children).filter((child) =>
    child.classList.contains(SAFE_HTML_RUN_CLASS),
  );
  const segments: HtmlSegment[] = [];
  for (const entry of shape) {
    if (entry === 0) {
      const run = runs.shift();
      if (!run) return undefined;
      segments.push({ kind: 'html', html: run.innerHTML });
    } else {
      const shortcode = shortcodeOf(entry);
      if (!shortcode) return undefined;
      segments.push({ kind: 'shortcode', shortcode });
    }
  }
  return runs.length === 0 ? segments : undefined;
}

/** Every marked element's segments, by its id: taken before hydration, before scripts change it. */
export function readHydratedSegments(root: ParentNode): Map<string, HtmlSegment[]> {
  const found = new Map<string, HtmlSegment[]>();
  for (const element of Array.from(root.querySelectorAll(`[${SAFE_HTML_MARKER}]`))) {
    const id = element.getAttribute(SAFE_HTML_MARKER);
    const segments = id ? segmentsOfElement(element) : undefined;
    if (id && segments) found.set(id, segments);
  }
  return found;
}

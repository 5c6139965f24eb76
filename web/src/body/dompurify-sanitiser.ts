/**
 * DOMPurify with the site's rules over the page's window: the one chunk browser-sanitiser.ts
 * loads, so that the library and the rules arrive in one response.
 */
import createDOMPurify from 'dompurify';
import { createSanitiser, type Sanitiser } from './sanitise';

export function createWindowSanitiser(): Sanitiser {
  return createSanitiser(createDOMPurify(window));
}

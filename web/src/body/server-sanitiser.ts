/**
 * The server's sanitiser: DOMPurify over one jsdom window, made on first use and kept for the
 * process (a window costs milliseconds and megabytes; DOMPurify leaves it as it found it), its
 * answers remembered (see memoised-sanitiser.ts). It makes AMP HTML too (amp/amp-body.ts).
 * Imported by the server entry only: jsdom stays out of the client bundle (and out of the
 * server bundle too: Vite leaves it to node_modules).
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { ampifyBody } from '../amp/amp-body';
import { memoisedSanitiser } from './memoised-sanitiser';
import { createSanitiser, type Sanitiser } from './sanitise';
import { readySource, type SanitiserSource } from './sanitiser-context';

let source: SanitiserSource | undefined;

export function serverSanitiser(): Sanitiser {
  return serverSanitiserSource().ready() as Sanitiser;
}

export function serverSanitiserSource(): SanitiserSource {
  if (!source) {
    const { window } = new JSDOM('<!DOCTYPE html>');
    // jsdom's window is the DOM DOMPurify wants, typed by jsdom rather than lib.dom.
    const purify = createDOMPurify(window as unknown as Window & typeof globalThis);
    source = readySource(memoisedSanitiser(createSanitiser(purify, ampifyBody)));
  }
  return source;
}

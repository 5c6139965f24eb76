/**
 * The brand's drawing, shared by the inline React components and checked against the source
 * files in web/public/brand (see brand test): the mark is a "B" drawn as a circuit trace, its
 * middle bar running out to a via pad; the wordmark is "bytewire" in Space Grotesk Bold (SIL
 * Open Font License), outlined once into paths so that no font is loaded (in relative
 * commands, a third of the bytes: the page's entry has a byte budget), the dot of its "i" in
 * the accent colour.
 */

/** The name the drawings spell: under another PUBLICATION_NAME the name is shown as text. */
export const BRAND_NAME = 'Bytewire';

export const MARK = {
  size: 64,
  radius: 14,
  trace: 'M26 15H38L44 21V26L38 32H26M26 32H40L46 38V43L40 49H26V15',
  traceWidth: 6.5,
  lead: 'M26 32H17',
  leadWidth: 4,
  pad: { cx: 16, cy: 32, r: 5, hole: 2 },
} as const;

export const WORDMARK = {
  width: 403,
  height: 92,
  ink: 'm29.8 72.8q-6.7 0-10.3-2.3q-3.6-2.3-5.3-5.1h-1.8v6h-12.4v-70h12.6v26.1h1.8q1.1-1.8 3-3.4q1.8-1.6 4.9-2.6q3-1.1 7.5-1.1q6 0 11.1 3q5.1 2.9 8.2 8.6q3.1 5.7 3.1 13.8v1.6q0 8.1-3.1 13.8q-3.1 5.7-8.2 8.7q-5.1 2.9-11.1 2.9zm-3.8-11q5.8 0 9.7-3.7q3.9-3.8 3.9-11v-1q0-7.2-3.8-10.9q-3.9-3.8-9.8-3.8q-5.8 0-9.7 3.8q-3.9 3.7-3.9 10.9v1q0 7.2 3.9 11q3.9 3.7 9.7 3.7zm72.4 29.6h-31.2v-11h27q2.8 0 2.8-3v-12.5h-1.8q-0.8 1.7-2.5 3.4q-1.7 1.7-4.6 2.8q-2.9 1.1-7.4 1.1q-5.8 0-10.2-2.6q-4.3-2.7-6.7-7.4q-2.4-4.7-2.4-10.8v-29.6h12.6v28.6q0 5.6 2.8 8.4q2.7 2.8 7.8 2.8q5.8 0 9-3.8q3.2-3.9 3.2-10.8v-25.2h12.6v58.4q0 5.1-3 8.2q-3 3-8 3zm56-20h-14q-4.9 0-7.9-3q-3.1-3.1-3.1-8.2v-28h-12.4v-10.4h12.4v-15.4h12.6v15.4h13.6v10.4h-13.6v25.8q0 3 2.8 3h9.6v10.4zm31.4 1.4q-7.4 0-13-3.1q-5.7-3.2-8.9-8.9q-3.1-5.8-3.1-13.6v-1.2q0-7.8 3.1-13.5q3.1-5.8 8.7-8.9q5.6-3.2 13-3.2q7.3 0 12.7 3.3q5.4 3.2 8.4 9q3 5.7 3 13.3v4.3h-36.1q0.2 5.1 3.8 8.3q3.6 3.2 8.8 3.2q5.3 0 7.8-2.3q2.5-2.3 3.8-5.1l10.3 5.4q-1.4 2.6-4.1 5.7q-2.6 3-7 5.2q-4.4 2.1-11.2 2.1zm-12.1-31.9h23.2q-0.4-4.3-3.5-6.9q-3-2.6-7.9-2.6q-5.1 0-8.1 2.6q-3 2.6-3.7 6.9zm69.9 30.5h-20.9l-7-49.6h12.5l4.4 41.1h1.8l6.4-41.1h20.2l6.4 41.1h1.8l4.4-41.1h12.5l-7 49.6h-20.9l-6.4-41.1h-1.8l-6.4 41.1zm64.1 0h-12.6v-49.6h12.6v49.6zm24.6 0h-12.6v-49.6h12.4v5.6h1.8q1.1-3 3.7-4.4q2.5-1.4 5.9-1.4h6v11.2h-6.2q-4.8 0-7.9 2.6q-3.1 2.5-3.1 7.8v28.2zm45.8 1.4q-7.4 0-13-3.1q-5.7-3.2-8.8-8.9q-3.2-5.8-3.2-13.6v-1.2q0-7.8 3.1-13.5q3.1-5.8 8.7-8.9q5.6-3.2 13-3.2q7.3 0 12.7 3.3q5.4 3.2 8.4 9q3 5.7 3 13.3v4.3h-36.1q0.2 5.1 3.8 8.3q3.6 3.2 8.8 3.2q5.3 0 7.8-2.3q2.5-2.3 3.8-5.1l10.3 5.4q-1.4 2.6-4 5.7q-2.7 3-7.1 5.2q-4.4 2.1-11.2 2.1zm-12.1-31.9h23.2q-0.4-4.3-3.4-6.9q-3.1-2.6-8-2.6q-5.1 0-8.1 2.6q-3 2.6-3.7 6.9z',
  dot: 'M301.4 16Q298 16 295.7 13.8Q293.3 11.6 293.3 8Q293.3 4.4 295.7 2.2Q298 0 301.4 0Q304.9 0 307.2 2.2Q309.5 4.4 309.5 8Q309.5 11.6 307.2 13.8Q304.9 16 301.4 16Z',
} as const;

/**
 * The site's strings (en-US) of the parts that load after hydration (the overlay, the offline
 * banner, the Safari privacy warning): only the chunks of those parts import this, so their
 * strings stay out of the client entry (see t.ts).
 */
import catalogue from './en-US.late.json';
import { translate } from './translate';

export type LateMessageKey = keyof typeof catalogue;

export function t(key: LateMessageKey, values?: Readonly<Record<string, string>>): string {
  return translate(catalogue, key, values);
}

/**
 * The site's strings (spec 001 s9: the one locale is en-US) that the first paint needs: those
 * the server renders and the browser hydrates (the header's tooltips, the 404 page, the
 * maintenance notice). They are bundled into the client entry, which is at its size budget, so
 * the strings of the parts that load after hydration are in en-US.late.json (t-late.ts).
 */
import catalogue from './en-US.json';
import { translate } from './translate';

export type MessageKey = keyof typeof catalogue;

export function t(key: MessageKey, values?: Readonly<Record<string, string>>): string {
  return translate(catalogue, key, values);
}

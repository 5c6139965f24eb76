/**
 * Phrases of the catalogue's banks that hold for some products of a category only. Gaming
 * gear holds consoles, controllers and headsets: "hall-effect thumbsticks" is true of a
 * controller and nonsense about a headset, and "a 1TB SSD" is true only of a product whose
 * spec sheet says so.
 */
import type { DeviceKind } from '../../illustrations/drawing';

/** A product's spec sheet: row name → value, e.g. `Storage` → `1TB SSD`. */
export type SpecSheet = Readonly<Record<string, string>>;

export interface Phrase {
  text: string;
  /** Only for products of these kinds (what the product is drawn as, e.g. `game-controller`). */
  kinds?: readonly DeviceKind[];
  /** Only for products whose rows match: the phrase states these specs. */
  specs?: Readonly<Record<string, RegExp>>;
}

/** A bank of phrases; a plain string holds for every product of the category. */
export type Bank = readonly (string | Phrase)[];

/** A phrase for products of some kinds only. */
export const only = (kinds: readonly DeviceKind[], text: string): Phrase => ({ text, kinds });

/** A phrase stating specs: for products whose rows match. */
export const stating = (
  specs: Readonly<Record<string, RegExp>>,
  text: string,
  kinds?: readonly DeviceKind[],
): Phrase => ({ text, specs, kinds });

export const phraseText = (phrase: string | Phrase): string =>
  typeof phrase === 'string' ? phrase : phrase.text;

/** The placeholder of a spec row in the sentence banks: `Battery life` → `specBatteryLife`. */
export function specPlaceholder(row: string): string {
  return `spec${row.replace(/(?:^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, c: string) => c.toUpperCase())}`;
}

/** The spec rows a text's placeholders name (`{specStorage}` → `Storage`), as placeholders. */
function specPlaceholdersIn(text: string): string[] {
  return [...text.matchAll(/\{(spec[A-Z]\w*)\}/g)].map((m) => m[1]);
}

/** The placeholder values of a spec sheet, e.g. `{ specStorage: '1TB SSD' }`. */
export function specValues(specs: SpecSheet): Record<string, string> {
  return Object.fromEntries(Object.entries(specs).map(([row, v]) => [specPlaceholder(row), v]));
}

/**
 * Whether a phrase holds for a product of `kind` with these specs: its kinds include the
 * product's, its spec rows match, and every spec it names is on the product's sheet.
 */
export function holdsFor(phrase: string | Phrase, kind: DeviceKind, specs: SpecSheet): boolean {
  const values = specValues(specs);
  if (!specPlaceholdersIn(phraseText(phrase)).every((p) => values[p] !== undefined)) return false;
  if (typeof phrase === 'string') return true;
  if (phrase.kinds && !phrase.kinds.includes(kind)) return false;
  return Object.entries(phrase.specs ?? {}).every(([row, pattern]) => {
    const value = specs[row];
    return value !== undefined && pattern.test(value);
  });
}

/** A list of classes for `className`, leaving out the absent ones (a prop not given). */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

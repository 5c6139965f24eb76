/** A URL made absolute against `base` (the site's public URL); undefined when unreadable. */
export function absoluteUrl(url: string, base: string): string | undefined {
  try {
    return new URL(url, base).toString();
  } catch {
    return undefined;
  }
}

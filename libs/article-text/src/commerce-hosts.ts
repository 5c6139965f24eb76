/**
 * Retailers and affiliate networks whose links in article text become commerce links (spec 000
 * s5). A host matches itself and its subdomains, so `amazon.com` covers `www.amazon.com` and
 * `smile.amazon.com`, while `amazon.com.example` and `notamazon.com` stay ordinary links.
 */
export const DEFAULT_COMMERCE_HOSTS: readonly string[] = [
  // Retailers, and the short links they hand out.
  'amazon.com',
  'amzn.to',
  'bestbuy.com',
  'walmart.com',
  'target.com',
  'newegg.com',
  'bhphotovideo.com',
  'bhpho.to',
  // Affiliate networks and link monetisers.
  'howl.link',
  'go.skimresources.com',
  'redirect.viglink.com',
  'click.linksynergy.com',
  'anrdoezrs.net',
  'tkqlhce.com',
  'jdoqocy.com',
  'dpbolvw.net',
  'kqzyfj.com',
  'avantlink.com',
  'shareasale.com',
  '7tiv.net',
];

/** Lower case without the trailing dot of a fully qualified name: `Amazon.COM.` is `amazon.com`. */
export function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.+$/, '');
}

/** Whether `host` is one of `hosts` or a subdomain of one (hosts compared normalised). */
export function matchesHost(host: string, hosts: readonly string[]): boolean {
  const name = normalizeHost(host);
  return hosts.some((entry) => {
    const base = normalizeHost(entry).replace(/^\.+/, '');
    return base !== '' && (name === base || name.endsWith(`.${base}`));
  });
}

// The sister editions (spec 000 s1) the test cluster configures: the content service's
// SISTER_EDITIONS, set by global-setup.ts. TEST VALUES on the reserved .test domain, not the
// publication's sites: the spec gives no addresses, and without the variable the menus list
// none. The Editions menu's checks (editions-device.spec.ts) expect these.
export const TEST_SISTER_EDITIONS = [
  { code: 'fr', label: 'France', url: 'https://fr.sister-edition.test/' },
  { code: 'de', label: 'Germany', url: 'https://de.sister-edition.test/' },
  { code: 'kr', label: 'Korea', url: 'https://kr.sister-edition.test/' },
  { code: 'jp', label: 'Japan', url: 'https://jp.sister-edition.test/' },
] as const;

/** The SISTER_EDITIONS value of the list: `code|label|https-url`, comma-separated. */
export const TEST_SISTER_EDITIONS_VALUE = TEST_SISTER_EDITIONS.map(
  ({ code, label, url }) => `${code}|${label}|${url}`,
).join(',');

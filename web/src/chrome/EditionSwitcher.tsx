/**
 * The Editions menu of the header (spec 001 s2): the current edition and the sister editions,
 * which are external sites (spec 000 s1) and open as such.
 */
import { DEFAULT_EDITION, LOCALES, SISTER_EDITIONS } from '@bytewire/site';
import { useRouteLoaderData } from 'react-router-dom';
import type { RootData } from '../app/root-loader';
import { ROOT_ROUTE_ID } from '../app/route-ids';

export function EditionSwitcher() {
  // Optional: the root error boundary renders the header without root data.
  const edition = useRouteLoaderData<RootData>(ROOT_ROUTE_ID)?.edition ?? DEFAULT_EDITION;
  const current = LOCALES.find((locale) => locale.code === edition) ?? LOCALES[0];
  return (
    <nav className="edition-switcher" aria-label="Editions">
      <details>
        <summary>
          Edition: <span className="edition-switcher__current">{current?.label}</span>
        </summary>
        <ul className="edition-switcher__list">
          {SISTER_EDITIONS.map((sister) => (
            <li key={sister.code}>
              <a href={sister.url} hrefLang={sister.code} rel="noopener" target="_blank">
                {sister.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}

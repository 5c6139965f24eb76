/**
 * The developer toolbar (spec 001 s2, s6): development builds only (see dev-toolbar.ts; a
 * production build has no chunk of it). What the page runs with: page type, route, the flags in
 * effect, the A/B buckets, the device and the consent categories allowed, with links that
 * toggle a flag (featureEnable / featureDisable) or debug logging (jsDebug) on this address.
 * A collapsible `<details>`, in a corner, so that it does not cover the page while closed.
 */
import { CONSENT_CATEGORIES } from '@bytewire/site/consent';
import { useSyncExternalStore } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router-dom';
import type { PageData } from '../../app/page-loader';
import { PAGE_ROUTE_ID } from '../../app/route-ids';
import { useRootData } from '../../app/use-root-data';
import { consentStore } from '../../consent/consent-store';
import { useDevice } from '../../site-context/DeviceProvider';
import { debugToggleSearch, flagToggleSearch } from '../dev-toolbar-links';
import styles from './DevToolbar.module.css';

function useAllowedCategories(): string {
  return useSyncExternalStore(
    (listener) => consentStore.subscribe(listener),
    () =>
      Object.entries(CONSENT_CATEGORIES)
        .filter(([, id]) => consentStore.allowed(id))
        .map(([name]) => name)
        .join(', '),
    () => '',
  );
}

export function DevToolbar() {
  const { flags, abTests } = useRootData();
  const page = useRouteLoaderData(PAGE_ROUTE_ID) as PageData | undefined;
  const location = useLocation();
  const { device } = useDevice();
  const consent = useAllowedCategories();
  const path = location.pathname;
  return (
    <details className={styles.root} data-testid="dev-toolbar">
      <summary className={styles.summary}>Developer toolbar</summary>
      <dl className={styles.facts}>
        <dt>Page type</dt>
        <dd>{page?.page.pageType ?? 'none (error)'}</dd>
        <dt>Route</dt>
        <dd>{`${page?.routeName ?? 'none'} (${path})`}</dd>
        <dt>Device</dt>
        <dd>{device}</dd>
        <dt>Consent</dt>
        <dd>{consent || 'none'}</dd>
        <dt>A/B buckets</dt>
        <dd>
          {abTests.length > 0
            ? abTests.map((test) => `${test.id}: ${test.bucket}`).join(', ')
            : 'none'}
        </dd>
      </dl>
      <h2 className={styles.heading}>Flags</h2>
      <ul className={styles.list}>
        {Object.entries(flags).map(([name, on]) => (
          <li key={name}>
            {`${name}: ${on ? 'on' : 'off'} `}
            <a href={`${path}${flagToggleSearch(location.search, name, on)}`}>
              {on ? `Disable ${name}` : `Enable ${name}`}
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.list}>
        Debug logging: <a href={`${path}${debugToggleSearch(location.search, true)}`}>on</a>
        {' / '}
        <a href={`${path}${debugToggleSearch(location.search, false)}`}>off</a>
      </p>
    </details>
  );
}

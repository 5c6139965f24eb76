/**
 * AMP pages' consent and analytics (spec 001 s8): the prompt asks a reader whose choice the
 * site does not know; the site's own beacons (amp-analytics-config.ts) and each configured
 * outside provider (amp-providers-config.ts), every one an amp-analytics element of its own,
 * wait for consent (`data-block-on-consent`).
 */
import { Fragment } from 'react';
import { scriptSafeJson } from '../html/script-json';
import {
  AMP_CONSENT_ID,
  AMP_CONSENT_PROMPT_ID,
  ampAnalyticsConfig,
  ampConsentConfig,
} from './amp-analytics-config';
import type { AmpAnalyticsPage, AmpProviders } from './amp-analytics-page';
import { ampProviderElements } from './amp-providers-config';

/** JSON in a script element, escaped so that no value can close the element. */
const jsonScript = (value: unknown) => ({ __html: scriptSafeJson(value) });

export function AmpAnalytics({
  page,
  providers = {},
}: {
  page: AmpAnalyticsPage;
  providers?: AmpProviders;
}) {
  return (
    <>
      <amp-consent id={AMP_CONSENT_ID} layout="nodisplay">
        <script
          type="application/json"
          dangerouslySetInnerHTML={jsonScript(ampConsentConfig(page.origin))}
        />
        <div id={AMP_CONSENT_PROMPT_ID} className="amp-consent-prompt">
          <p>We use analytics cookies to learn which stories readers find useful.</p>
          <button type="button" on={`tap:${AMP_CONSENT_ID}.accept`}>
            Accept analytics
          </button>
          <button type="button" on={`tap:${AMP_CONSENT_ID}.reject`}>
            Decline
          </button>
        </div>
      </amp-consent>
      <amp-analytics id="site-analytics" data-block-on-consent="">
        <script
          type="application/json"
          dangerouslySetInnerHTML={jsonScript(ampAnalyticsConfig(page))}
        />
      </amp-analytics>
      {ampProviderElements(providers, page.pageType).map((provider) => (
        <Fragment key={provider.id}>
          <amp-analytics id={provider.id} type={provider.type} data-block-on-consent="">
            <script type="application/json" dangerouslySetInnerHTML={jsonScript(provider.config)} />
          </amp-analytics>
        </Fragment>
      ))}
    </>
  );
}

/**
 * AMP pages' consent and analytics (spec 001 s8; amp-analytics-config.ts): the prompt asks a
 * reader whose choice the site does not know; analytics wait for consent
 * (`data-block-on-consent`).
 */
import { scriptSafeJson } from '../html/script-json';
import {
  AMP_CONSENT_ID,
  AMP_CONSENT_PROMPT_ID,
  ampAnalyticsConfig,
  ampConsentConfig,
  type AmpAnalyticsPage,
} from './amp-analytics-config';

/** JSON in a script element, escaped so that no value can close the element. */
const jsonScript = (value: unknown) => ({ __html: scriptSafeJson(value) });

export function AmpAnalytics({ page }: { page: AmpAnalyticsPage }) {
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
      <amp-analytics data-block-on-consent="">
        <script
          type="application/json"
          dangerouslySetInnerHTML={jsonScript(ampAnalyticsConfig(page))}
        />
      </amp-analytics>
    </>
  );
}

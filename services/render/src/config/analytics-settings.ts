import type { AnalyticsSettings } from '@bytewire/ssr-contract';
import type { RenderConfig } from './render-config';

/** How much of the build id the tracking state's `version` shows: enough to tell builds apart. */
const VERSION_LENGTH = 12;

/**
 * The page's outside analytics from render's validated variables: each integration only when
 * all it needs is set (cohesion its script and write key; chart tracking its script and
 * account), and the build the pages are made of as the version.
 */
export function analyticsSettingsOf(
  config: Pick<
    RenderConfig,
    | 'analyticsReportSuiteId'
    | 'cohesionWriteKey'
    | 'cohesionScriptUrl'
    | 'audienceMeasurementUrl'
    | 'chartTrackingScriptUrl'
    | 'chartTrackingAccountId'
  >,
  buildId: string,
): AnalyticsSettings {
  const settings: AnalyticsSettings = { version: buildId.slice(0, VERSION_LENGTH) };
  if (config.analyticsReportSuiteId) settings.reportSuiteId = config.analyticsReportSuiteId;
  if (config.cohesionScriptUrl && config.cohesionWriteKey) {
    settings.cohesion = { scriptUrl: config.cohesionScriptUrl, writeKey: config.cohesionWriteKey };
  }
  if (config.audienceMeasurementUrl) {
    settings.audienceMeasurementUrl = config.audienceMeasurementUrl;
  }
  if (config.chartTrackingScriptUrl && config.chartTrackingAccountId) {
    settings.chartTracking = {
      scriptUrl: config.chartTrackingScriptUrl,
      accountId: config.chartTrackingAccountId,
    };
  }
  return settings;
}

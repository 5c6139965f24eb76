/** The page's outside analytics from render's variables: each only with all it needs. */
import { analyticsSettingsOf } from '../src/config/analytics-settings';

const none = {
  analyticsReportSuiteId: undefined,
  cohesionWriteKey: undefined,
  cohesionScriptUrl: undefined,
  audienceMeasurementUrl: undefined,
  chartTrackingScriptUrl: undefined,
  chartTrackingAccountId: undefined,
};

describe('analyticsSettingsOf', () => {
  it('carries every integration configured, and the build as the version', () => {
    const settings = analyticsSettingsOf(
      {
        analyticsReportSuiteId: 'bytewire-prod',
        cohesionWriteKey: 'wk_1',
        cohesionScriptUrl: 'https://cohesion.example.com/c.js',
        audienceMeasurementUrl: 'https://audience.example.com/ping',
        chartTrackingScriptUrl: 'https://chart.example.com/c.js',
        chartTrackingAccountId: '42',
      },
      '0123456789abcdef0123',
    );
    expect(settings).toEqual({
      version: '0123456789ab',
      reportSuiteId: 'bytewire-prod',
      cohesion: { scriptUrl: 'https://cohesion.example.com/c.js', writeKey: 'wk_1' },
      audienceMeasurementUrl: 'https://audience.example.com/ping',
      chartTracking: { scriptUrl: 'https://chart.example.com/c.js', accountId: '42' },
    });
  });

  it('leaves out cohesion without its write key and chart tracking without its account', () => {
    const settings = analyticsSettingsOf(
      {
        ...none,
        cohesionScriptUrl: 'https://cohesion.example.com/c.js',
        chartTrackingScriptUrl: 'https://chart.example.com/c.js',
      },
      'build',
    );
    expect(settings).toEqual({ version: 'build' });
  });
});

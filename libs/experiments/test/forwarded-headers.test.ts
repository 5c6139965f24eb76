import {
  AB_STATE_HEADER,
  FEATURE_FLAGS_HEADER,
  forwardedDecisionHeaders,
  parseAbStateHeader,
  parseFeatureFlagsHeader,
  type Decision,
} from '../src';

const DECISION: Decision = {
  visitorId: 'visitor-0001',
  tests: [
    { id: 'hero', version: '1', bucket: 'b' },
    { id: 'precap', version: '2', bucket: 'control' },
  ],
  flags: { ads: true, cohesion: false },
  cookies: [],
  headers: {},
};

describe('forwardedDecisionHeaders', () => {
  it('gives render the states and flags, which read back as they were', () => {
    const headers = forwardedDecisionHeaders(DECISION);
    expect(headers).toEqual({
      [AB_STATE_HEADER]: 'hero:1:b|precap:2:control',
      [FEATURE_FLAGS_HEADER]: 'ads=1,cohesion=0',
    });
    expect(parseAbStateHeader(headers[AB_STATE_HEADER])).toEqual(DECISION.tests);
    expect(parseFeatureFlagsHeader(headers[FEATURE_FLAGS_HEADER])).toEqual(DECISION.flags);
  });

  it('leaves out what is empty, and everything without a decision', () => {
    expect(forwardedDecisionHeaders({ ...DECISION, tests: [], flags: {} })).toEqual({});
    expect(forwardedDecisionHeaders(undefined)).toEqual({});
  });

  it('never forwards a value that could split a header', () => {
    const hostile = {
      ...DECISION,
      tests: [{ id: 'x', version: '1', bucket: 'a\r\nset-cookie: y' }],
    };
    expect(forwardedDecisionHeaders(hostile)[AB_STATE_HEADER]).toBeUndefined();
  });
});

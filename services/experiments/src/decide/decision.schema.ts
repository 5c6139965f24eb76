import type { Decision } from '@bytewire/experiments';

/**
 * The JSON schema of a `Decision` (libs/experiments), as `/openapi.json` documents the answer
 * of `POST /experiments/decide` (answers are written by JSON.stringify: see decide.route.ts).
 * decision.schema.test.ts checks that it names every property: a decision with all of them,
 * written by this schema (fast-json-stringify drops what a schema does not name), is unchanged.
 */
const PROPERTIES: Record<keyof Decision, object> = {
  visitorId: { type: 'string' },
  tests: {
    type: 'array',
    items: {
      type: 'object',
      required: ['id', 'version', 'bucket'],
      properties: {
        id: { type: 'string' },
        version: { type: 'string' },
        bucket: { type: 'string' },
      },
    },
  },
  flags: { type: 'object', additionalProperties: { type: 'boolean' } },
  cookies: {
    type: 'array',
    items: {
      type: 'object',
      required: ['name', 'value', 'maxAge', 'path', 'sameSite', 'secure'],
      properties: {
        name: { type: 'string' },
        value: { type: 'string' },
        maxAge: { type: 'number' },
        path: { type: 'string' },
        sameSite: { type: 'string' },
        secure: { type: 'boolean' },
        domain: { type: 'string' },
      },
    },
  },
  headers: { type: 'object', additionalProperties: { type: 'string' } },
};

export const DECISION_SCHEMA = {
  type: 'object' as const,
  required: Object.keys(PROPERTIES),
  additionalProperties: false,
  properties: PROPERTIES,
};

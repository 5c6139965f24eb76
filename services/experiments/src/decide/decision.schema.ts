import type { Decision } from '@bytewire/experiments';

/**
 * The JSON schema of a `Decision` (libs/experiments), as `/openapi.json` documents the answer
 * of `POST /experiments/decide` (answers are written by JSON.stringify: see decide.route.ts).
 * The source is openapi.yaml's `Decision` (with `TestState` and `CookieToSet`): this is that
 * schema, its references resolved and its descriptions left out, and decision.schema.test.ts
 * fails when the two differ, so change the yaml first and this after. The test also checks
 * that it names every property: a decision with all of them, written by this schema
 * (fast-json-stringify drops what a schema does not name), is unchanged.
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
        maxAge: { type: 'integer' },
        domain: { type: 'string' },
        path: { type: 'string', enum: ['/'] },
        sameSite: { type: 'string', enum: ['lax'] },
        secure: { type: 'boolean', enum: [true] },
      },
    },
  },
  headers: { type: 'object', additionalProperties: { type: 'string' } },
};

export const DECISION_SCHEMA = {
  type: 'object' as const,
  required: Object.keys(PROPERTIES),
  properties: PROPERTIES,
};

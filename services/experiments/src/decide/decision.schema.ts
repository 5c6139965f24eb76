import type { Decision } from '@bytewire/experiments';

/**
 * The JSON schema of a `Decision` (libs/experiments), for fastify's response serialiser
 * (fast-json-stringify: faster than JSON.stringify on every page request's decision). A
 * property missing here would be dropped from answers: decision.schema.test.ts serialises a
 * decision with every property and compares.
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

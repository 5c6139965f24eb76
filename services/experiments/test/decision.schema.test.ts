import { decide, type TestDefinition } from '@bytewire/experiments';
import fastJson from 'fast-json-stringify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { DECISION_SCHEMA } from '../src/decide/decision.schema';

/** openapi.yaml's component schemas: the contract other products read. */
function contractSchemas(): Record<string, unknown> {
  const document = parse(readFileSync(join(__dirname, '..', 'openapi.yaml'), 'utf8')) as {
    components: { schemas: Record<string, unknown> };
  };
  return document.components.schemas;
}

/** `schema` with its `#/components/schemas/...` references replaced and descriptions left out. */
function resolved(schema: unknown, schemas: Record<string, unknown>): unknown {
  if (Array.isArray(schema)) return schema.map((entry) => resolved(entry, schemas));
  if (typeof schema !== 'object' || schema === null) return schema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    return resolved(schemas[ref.replace('#/components/schemas/', '')], schemas);
  }
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => key !== 'description')
      .map(([key, value]) => [key, resolved(value, schemas)]),
  );
}

/** A test running now, bucketing everyone, so the decision has a state and cookies. */
const RUNNING: TestDefinition = {
  id: 'schematest',
  version: '2',
  startDate: '2020-01-01T00:00:00Z',
  endDate: '2099-01-01T00:00:00Z',
  allocations: [{ bucket: 'variant', percentage: 100 }],
  criteria: {},
};

describe('DECISION_SCHEMA', () => {
  const serialise = fastJson(DECISION_SCHEMA);

  it('names every property of a decision (tests, flags, cookies with a domain, headers)', () => {
    const decision = decide({
      tests: [RUNNING],
      flags: { ads: true, cohesion: false },
      request: {
        cookies: { nemo_highlander: 'garbage!!' },
        query: { featureDisable: 'ads' },
        context: { path: '/news/' },
      },
      now: new Date('2026-11-24T00:00:00Z'),
      newVisitorId: () => 'visitor-for-schema-test',
      cookieDomain: '.bytewire.example',
    });
    expect(decision.tests).toHaveLength(1);
    expect(decision.cookies.length).toBeGreaterThan(1);
    expect(decision.cookies.every((c) => c.domain === '.bytewire.example')).toBe(true);
    expect(Object.keys(decision.headers).length).toBeGreaterThan(0);
    expect(JSON.parse(serialise(decision))).toEqual(decision);
  });

  it("is openapi.yaml's Decision, references resolved, descriptions left out", () => {
    const schemas = contractSchemas();
    expect(DECISION_SCHEMA).toEqual(resolved(schemas.Decision, schemas));
  });
});

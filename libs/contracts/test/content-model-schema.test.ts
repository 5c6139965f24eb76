/**
 * The committed JSON Schema of the content model is what its types give now: a type changed
 * without `npm run schema -w libs/contracts` fails here, so the schema CI holds the content
 * service to never drifts from the types web/ is written against.
 */
import { readFileSync } from 'node:fs';

// A CommonJS script, run by npm too; typed loosely here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const generator = require('../scripts/content-model-schema.cjs') as {
  SCHEMA_FILE: string;
  contentModelSchema(): string;
};

test('content-model.schema.json is generated from the current types', () => {
  const committed = readFileSync(generator.SCHEMA_FILE, 'utf8');
  const fresh = generator.contentModelSchema();
  expect(committed === fresh ? 'current' : 'stale: run npm run schema -w libs/contracts').toBe(
    'current',
  );
}, 60_000);

test('the schema describes the entities field by field, required fields required', () => {
  const schema = JSON.parse(readFileSync(generator.SCHEMA_FILE, 'utf8')) as {
    definitions: Record<string, { required?: string[]; properties?: Record<string, unknown> }>;
  };
  const article = schema.definitions.Article;
  expect(article?.required).toEqual(expect.arrayContaining(['id', 'slug', 'body']));
  expect(Object.keys(article?.properties ?? {})).toEqual(
    expect.arrayContaining(['author', 'additionalShortcodeData', 'datePublished']),
  );
  expect(schema.definitions.TechProduct?.properties).toHaveProperty('priceSummary');
});

/**
 * Every page of the corpus follows the content model field by field: the composer's answer
 * against `PageResponse`, each object component's item and each listing's entries against the
 * type of their component (the JSON Schema generated from libs/contracts' types,
 * content-model.schema.json). The run-time check where the answer enters covers the envelope
 * and the fields pages cannot do without; this holds the reference service to the whole model.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Ajv, { type ValidateFunction } from 'ajv';
import { DOORS } from '../src/composer/pages/door.page';
import { FEATURES } from '../src/composer/pages/feature.page';
import { STATIC_TEXTS } from '../src/composer/static/static-texts';
import { CorpusIndex } from '../src/corpus/corpus-index';
import { createApp, get, pagePath } from './helpers/app';

interface Schema {
  definitions: Record<string, { properties?: Record<string, object> }>;
  properties: Record<'page' | 'items' | 'lists', object>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const schema = require('@bytewire/contracts/content-model.schema.json') as Schema;

const ajv = new Ajv({ strict: false, allErrors: false });
const part = (ref: object): ValidateFunction =>
  ajv.compile({ ...ref, definitions: schema.definitions });
const pageCheck = part(schema.properties.page);
const byType = (definition: string) =>
  new Map(
    Object.entries(schema.definitions[definition]?.properties ?? {}).map(([type, ref]) => [
      type,
      part(ref),
    ]),
  );
const itemChecks = byType('ComponentItems');
const listChecks = byType('ComponentListItems');

interface Component {
  meta: { componentType: string; componentName: string };
  item?: unknown;
  items?: unknown[];
}

/** The first way `body` strays from the model, as `where: what`; undefined when it follows it. */
function strayOf(body: { data: { components: Component[] } }): string | undefined {
  const said = (check: ValidateFunction, where: string) => {
    const error = check.errors?.[0];
    return `${where}${error?.instancePath ?? ''}: ${error?.message ?? 'invalid'} ${JSON.stringify(error?.params ?? {})}`;
  };
  if (!pageCheck(body)) return said(pageCheck, 'page');
  for (const [index, component] of body.data.components.entries()) {
    const type = component.meta.componentType;
    const where = `components[${index}] (${component.meta.componentName}, ${type})`;
    const itemCheck = itemChecks.get(type);
    if (itemCheck && component.item !== undefined && !itemCheck(component.item)) {
      return said(itemCheck, `${where}.item`);
    }
    const listCheck = listChecks.get(type);
    for (const [at, entry] of (listCheck ? (component.items ?? []) : []).entries()) {
      if (!listCheck!(entry)) return said(listCheck!, `${where}.items[${at}]`);
    }
  }
  return undefined;
}

let app: NestFastifyApplication;
let paths: string[];
beforeAll(async () => {
  app = await createApp();
  const index = app.get(CorpusIndex);
  paths = [
    pagePath('front-door', 'home'),
    pagePath('topics', 'all'),
    pagePath('search', 'results') + '?q=phone',
    ...index.entries.map((entry) => pagePath(entry.kind, entry.item.slug)),
    ...[...index.topics.keys()].map((slug) => pagePath('topic', slug)),
    ...[...index.tags.keys()].map((slug) => pagePath('tag', slug)),
    ...[...index.collections.keys()].map((slug) => pagePath('collection', slug)),
    ...[...index.profiles.keys()].map((slug) => pagePath('author', slug)),
    ...Object.keys(DOORS).map((slug) => pagePath('door', slug)),
    ...Object.keys(FEATURES).map((slug) => pagePath('feature', slug)),
    ...Object.keys(STATIC_TEXTS).map((slug) => pagePath('static', slug)),
  ];
});
afterAll(async () => {
  await app.close();
});

test('every page of the corpus follows the content model, field by field', async () => {
  const strays: string[] = [];
  let entries = 0;
  for (const path of paths) {
    const res = await get(app, path);
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
    const body = res.body as { data: { components: Component[] } };
    for (const component of body.data.components) entries += (component.items?.length ?? 0) + 1;
    const stray = strayOf(body);
    if (stray) strays.push(`${path}: ${stray}`);
  }
  expect(strays).toEqual([]);
  // Enough of the corpus was held to the model for the pass to mean something.
  expect(paths.length).toBeGreaterThan(400);
  expect(entries).toBeGreaterThan(4000);
}, 120_000);

test('a page that strays from the model is caught, naming the field', async () => {
  const index = app.get(CorpusIndex);
  const article = index.entries.find((entry) => entry.kind === 'article')!;
  const res = await get(app, pagePath('article', article.item.slug));
  const body = res.body as { data: { components: Component[] } };
  const component = body.data.components.find((c) => c.meta.componentType === 'Article')!;
  (component.item as Record<string, unknown>).body = 42;
  expect(strayOf(body)).toMatch(/\(.*, Article\)\.item\/body: must be string/);
});

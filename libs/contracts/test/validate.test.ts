import { ApiResponseError, expectObject, expectProperties, parsePageResponse } from '../src';

const component = (over: Record<string, unknown> = {}) => ({
  name: 'article',
  fetcherName: 'article',
  status: 200,
  errors: [],
  meta: { componentName: 'article', componentDisplayName: 'Article', componentType: 'Article' },
  ...over,
});

const page = (over: Record<string, unknown> = {}) => ({
  data: {
    pageType: 'article',
    id: 'a1',
    queryParams: {},
    meta: { title: 'T' },
    components: [component()],
    isSeamless: true,
    ...over,
  },
});

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiResponseError);
    expect((error as ApiResponseError).statusCode).toBe(502);
    return (error as Error).message;
  }
  throw new Error('expected a throw');
}

describe('parsePageResponse', () => {
  it('accepts a page and keeps extra fields', () => {
    const json = page({ extra: { any: 1 } });
    expect(parsePageResponse(json)).toBe(json);
  });

  it.each([null, [], 'text', 42, true, undefined])('rejects a non-object answer (%p)', (json) => {
    expect(messageOf(() => parsePageResponse(json))).toBe(
      'API request did not return a JSON object',
    );
  });

  it.each<[string, unknown]>([
    ['data', {}],
    ['data', { data: 'x' }],
    ['data.pageType', { data: { components: [] } }],
    ['data.components', { data: { pageType: 'article' } }],
    ['data.components', page({ components: { 0: component() } })],
    ['data.components.0.meta', page({ components: [component({ meta: undefined })] })],
    [
      'data.components.0.meta.componentName',
      page({ components: [component({ meta: { componentType: 'Article' } })] }),
    ],
    [
      'data.components.1.meta.componentType',
      page({ components: [component(), component({ meta: { componentName: 'x' } })] }),
    ],
    ['data.components.0.errors', page({ components: [component({ errors: undefined })] })],
    ['data.components.0.errors.0.code', page({ components: [component({ errors: [{}] })] })],
  ])('names the missing property %s', (path, json) => {
    expect(messageOf(() => parsePageResponse(json))).toBe(
      `API response is not in the correct format. Expected property ${path}`,
    );
  });
});

describe('expectObject and expectProperties', () => {
  it('accepts objects and rejects anything else', () => {
    expect(() => expectObject({})).not.toThrow();
    expect(messageOf(() => expectObject([]))).toBe('API request did not return a JSON object');
  });

  it('walks dotted paths, array indexes included', () => {
    const json = { data: { items: [{ slug: 'a' }], item: { id: 0 } } };
    expect(() => expectProperties(json, ['data.items.0.slug', 'data.item.id'])).not.toThrow();
    expect(messageOf(() => expectProperties(json, ['data.items.1']))).toBe(
      'API response is not in the correct format. Expected property data.items.1',
    );
    expect(messageOf(() => expectProperties(json, ['data.item.id.x']))).toBe(
      'API response is not in the correct format. Expected property data.item.id.x',
    );
    expect(messageOf(() => expectProperties(json, ['data.toString']))).toBe(
      'API response is not in the correct format. Expected property data.toString',
    );
  });
});

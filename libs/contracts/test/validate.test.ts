import { ApiResponseError, expectObject, expectProperties, isRecord } from '../src';

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

describe('isRecord', () => {
  it('is true for plain objects only', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ a: 1 })).toBe(true);
    for (const value of [null, undefined, [], [1], 'x', 0, true])
      expect(isRecord(value)).toBe(false);
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

import { isServerEntry } from '../src';

describe('isServerEntry', () => {
  it('accepts a module with render and fallbackDocument functions', () => {
    expect(
      isServerEntry({ render: async () => undefined, fallbackDocument: () => undefined }),
    ).toBe(true);
  });

  it.each([
    null,
    undefined,
    'module',
    {},
    { render: () => undefined },
    { render: 1, fallbackDocument: () => 1 },
  ])('refuses %p, so that a mismatched build stops render at start-up', (value) => {
    expect(isServerEntry(value)).toBe(false);
  });
});

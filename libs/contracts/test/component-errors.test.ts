import {
  componentTypeOf,
  resolveComponentErrors,
  type ComponentError,
  type Page,
  type PageComponent,
} from '../src';

function component(errors: ComponentError[], required?: boolean): PageComponent {
  return {
    name: 'article',
    fetcherName: 'article',
    status: errors[0]?.code ?? 200,
    errors,
    required,
    meta: { componentName: 'article', componentDisplayName: 'Article', componentType: 'Article' },
  };
}

function page(...components: PageComponent[]): Page {
  return {
    pageType: 'article',
    id: 'x',
    queryParams: {},
    meta: { title: 't' },
    components,
    isSeamless: false,
  };
}

describe('resolveComponentErrors', () => {
  it('is ok without errors', () => {
    expect(resolveComponentErrors(page(component([], true)), 'us')).toEqual({ kind: 'ok' });
  });

  it('maps a first code 404 to not found', () => {
    expect(
      resolveComponentErrors(
        page(component([{ code: 404, message: 'Content not found' }, { code: 500 }], true)),
        'us',
      ),
    ).toEqual({ kind: 'not-found', message: 'API responded with 404' });
  });

  it('maps a 404 with a slug for the edition in availableOn to a redirect (spec 001 s8)', () => {
    const elsewhere = component(
      [
        {
          code: 404,
          message: 'Content not found',
          context: {
            availableOn: [
              { edition: 'de', slug: 'neu' },
              { edition: 'us', slug: 'us-copy' },
            ],
          },
        },
      ],
      true,
    );
    expect(resolveComponentErrors(page(elsewhere), 'us')).toEqual({
      kind: 'redirect',
      slug: 'us-copy',
      message: 'Content not found',
    });
    // Another edition's entry, or an entry without a slug, is no way out: not found.
    expect(resolveComponentErrors(page(elsewhere), 'fr')).toEqual({
      kind: 'not-found',
      message: 'API responded with 404',
    });
    const noSlug = component(
      [{ code: 404, context: { availableOn: [{ edition: 'us', slug: '' }] } }],
      true,
    );
    expect(resolveComponentErrors(page(noSlug), 'us').kind).toBe('not-found');
  });

  it('maps 301 to a redirect to the edition slug', () => {
    const moved = component(
      [
        {
          code: 301,
          message: 'the slug has changed',
          context: {
            availableOn: [
              { edition: 'fr', slug: 'nouveau' },
              { edition: 'us', slug: 'new-slug' },
            ],
          },
        },
      ],
      true,
    );
    expect(resolveComponentErrors(page(moved), 'us')).toEqual({
      kind: 'redirect',
      slug: 'new-slug',
      message: 'the slug has changed',
    });
  });

  it('uses the default message when a 301 has none', () => {
    const moved = component(
      [{ code: 301, context: { availableOn: [{ edition: 'us', slug: 'n' }] } }],
      true,
    );
    expect(resolveComponentErrors(page(moved), 'us')).toEqual({
      kind: 'redirect',
      slug: 'n',
      message: 'the slug has changed',
    });
  });

  it('maps a 301 with no entry for the edition, or no slug, to not found', () => {
    const other = component(
      [{ code: 301, context: { availableOn: [{ edition: 'de', slug: 'x' }] } }],
      true,
    );
    const empty = component(
      [{ code: 301, context: { availableOn: [{ edition: 'us', slug: '' }] } }],
      true,
    );
    const none = component([{ code: 301 }], true);
    for (const c of [other, empty, none]) {
      expect(resolveComponentErrors(page(c), 'us')).toEqual({
        kind: 'not-found',
        message: 'API responded with 404',
      });
    }
  });

  it('maps any other error to a non-specific 500', () => {
    expect(
      resolveComponentErrors(page(component([{ code: 503, message: 'down' }], true)), 'us'),
    ).toEqual({
      kind: 'error',
      status: 500,
      message: 'required component had non-specific error response',
    });
  });

  it('ignores errors of components that are not required when some are marked', () => {
    expect(
      resolveComponentErrors(page(component([], true), component([{ code: 404 }], false)), 'us'),
    ).toEqual({ kind: 'ok' });
  });

  it('treats every component as required when none is marked', () => {
    expect(resolveComponentErrors(page(component([]), component([{ code: 404 }])), 'us').kind).toBe(
      'not-found',
    );
  });
});

describe('componentTypeOf', () => {
  it('maps known names and nothing else', () => {
    expect(componentTypeOf('ContentList')).toBe('ContentList');
    expect(componentTypeOf('SmartSearchResults')).toBe('SmartSearchResults');
    expect(componentTypeOf('contentlist')).toBeUndefined();
    expect(componentTypeOf('Unknown')).toBeUndefined();
    expect(componentTypeOf('')).toBeUndefined();
  });
});

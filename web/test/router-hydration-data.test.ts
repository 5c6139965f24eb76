// First: the window react-router reads its hydration data from.
import { dom } from './support/browser-dom';
import {
  createBrowserRouter,
  isRouteErrorResponse,
  type StaticHandlerContext,
} from 'react-router-dom';
import {
  adoptRouterHydrationData,
  ROUTER_HYDRATION_DATA_ELEMENT_ID,
  type RouterHydrationWindow,
} from '../src/app/router-hydration-data';
import { routerHydrationScript, serializeRouteErrors } from '../src/server/router-hydration-script';

/** What a static handler's context holds after a page whose route failed. */
function contextOf(
  loaderData: Record<string, unknown>,
  errors: Record<string, unknown> | null,
): StaticHandlerContext {
  return { loaderData, actionData: null, errors } as unknown as StaticHandlerContext;
}

const NOT_FOUND = { status: 404, statusText: 'Not Found', internal: false, data: 'No such page' };

const win = dom.window as unknown as Window & RouterHydrationWindow;
win.history.replaceState(null, '', '/news/');

function documentWith(script: string): Document {
  const doc = win.document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `<main>page</main>${script}`;
  return doc;
}

describe('the router hydration data the server writes', () => {
  it('is one JSON script element that no data can close or turn into markup', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028 \u2029';
    const script = routerHydrationScript(contextOf({ root: { title: hostile } }, null));
    expect(script.startsWith(`<script type="application/json" id="router-hydration-data">`)).toBe(
      true,
    );
    const json = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({
      loaderData: { root: { title: hostile } },
      actionData: null,
      errors: null,
    });
  });

  it("serialises route errors as react-router's own provider does", () => {
    class ContentGone extends Error {
      override name = 'ContentGone';
    }
    const error = new Error('The page could not be rendered');
    error.stack = 'at secret/server/path.ts:1';
    expect(
      serializeRouteErrors({
        page: NOT_FOUND,
        plain: error,
        sub: new ContentGone('gone'),
        other: 'a string',
      }),
    ).toEqual({
      page: { ...NOT_FOUND, __type: 'RouteErrorResponse' },
      // Message and kind only: no stack for readers.
      plain: { message: 'The page could not be rendered', __type: 'Error' },
      sub: { message: 'gone', __type: 'Error', __subType: 'ContentGone' },
      other: 'a string',
    });
    expect(serializeRouteErrors(null)).toBeNull();
  });
});

describe('the browser adopting the hydration data', () => {
  afterEach(() => {
    delete win.__staticRouterHydrationData;
  });

  it('hands the data and revived errors to createBrowserRouter: no loader runs', () => {
    const script = routerHydrationScript(
      contextOf({ root: { edition: 'us' } }, { page: NOT_FOUND }),
    );
    adoptRouterHydrationData(documentWith(script), win);

    const loader = jest.fn(() => ({ edition: 'loaded again' }));
    const router = createBrowserRouter(
      [
        {
          id: 'root',
          path: '/',
          loader,
          children: [{ id: 'page', path: 'news', loader, errorElement: null }],
        },
      ],
      { window: win },
    );
    try {
      expect(router.state.initialized).toBe(true);
      expect(router.state.loaderData).toEqual({ root: { edition: 'us' } });
      const pageError = router.state.errors?.page;
      expect(isRouteErrorResponse(pageError)).toBe(true);
      expect(pageError).toMatchObject({ status: 404, data: 'No such page' });
      expect(loader).not.toHaveBeenCalled();
    } finally {
      router.dispose();
    }
  });

  it('revives an Error subclass the browser knows as that subclass', () => {
    adoptRouterHydrationData(
      documentWith(routerHydrationScript(contextOf({}, { page: new TypeError('bad data') }))),
      win,
    );
    const router = createBrowserRouter([{ id: 'page', path: '/news/', errorElement: null }], {
      window: win,
    });
    try {
      const error = router.state.errors?.page;
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toBe('bad data');
    } finally {
      router.dispose();
    }
  });

  it('leaves the window as it was without the element, or with unreadable data', () => {
    const cached = { loaderData: { root: { edition: 'uk' } } };
    win.__staticRouterHydrationData = cached;
    adoptRouterHydrationData(documentWith(''), win);
    expect(win.__staticRouterHydrationData).toBe(cached);
    adoptRouterHydrationData(
      documentWith(
        `<script type="application/json" id="${ROUTER_HYDRATION_DATA_ELEMENT_ID}">{"loaderData":</script>`,
      ),
      win,
    );
    expect(win.__staticRouterHydrationData).toBe(cached);
  });
});

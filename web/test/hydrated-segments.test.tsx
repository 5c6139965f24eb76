/**
 * Upstream HTML hydrates from what the server rendered (issue 33): the browser reads the
 * sanitised segments back from the server's markup and hydrates them without loading DOMPurify,
 * shortcodes in their places, nothing re-rendered; a SafeHtml the browser renders itself (not
 * hydrating) cannot take them and loads the sanitiser.
 */
import './support/browser-dom';
import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ROOT_ROUTE_ID } from '../src/app/route-ids';
import {
  readHydratedSegments,
  SAFE_HTML_MARKER,
  SAFE_HTML_SHAPE,
  segmentsOfElement,
} from '../src/body/hydrated-segments';
import { SafeHtml } from '../src/body/SafeHtml';
import type { Sanitiser } from '../src/body/sanitise';
import { SanitiserProvider, type SanitiserSource } from '../src/body/sanitiser-context';
import { serverSanitiser, serverSanitiserSource } from '../src/body/server-sanitiser';
import { ROOT_DATA } from './support/root-markup';

const SITE = 'https://www.bytewire.example';
const BODY =
  '<p>One <a href="https://elsewhere.example/x" onclick="steal()">link</a></p>' +
  '<shortcode shortcode="gallery" uuid="g-1"></shortcode>' +
  '<p>Two<img src="x.jpg" onerror="steal()"></p><shortcode shortcode="poll"></shortcode>';
const PLAIN = '<p>Just <b>text</b> and <a href="/article/x/">a link</a>.</p>';

function tree(source: SanitiserSource): ReactNode {
  const element = (
    <SanitiserProvider source={source}>
      <SafeHtml
        html={BODY}
        className="body"
        renderShortcode={(shortcode) => (
          <aside data-shortcode={shortcode.type}>{shortcode.uuid}</aside>
        )}
      />
      <SafeHtml html={PLAIN} as="section" />
    </SanitiserProvider>
  );
  const router = createMemoryRouter(
    [{ id: ROOT_ROUTE_ID, path: '/', loader: () => ROOT_DATA, element }],
    { hydrationData: { loaderData: { [ROOT_ROUTE_ID]: ROOT_DATA } } },
  );
  return <RouterProvider router={router} />;
}

/** The browser's source before DOMPurify has loaded, with what it read of the server's page. */
function browserSource(container: Element | undefined) {
  const read = container ? readHydratedSegments(container) : undefined;
  const load = jest.fn(() => new Promise<Sanitiser>(() => undefined));
  const source: SanitiserSource = {
    ready: () => undefined,
    load,
    ...(read ? { hydrated: (id: string) => read.get(id) } : {}),
  };
  return { source, load };
}

function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree(serverSanitiserSource()));
  document.body.replaceChildren(container);
  return container;
}

it("marks the server's elements with their id, and the segments' order when shortcodes split them", () => {
  const container = serverPage();
  const [body, plain] = Array.from(container.querySelectorAll(`[${SAFE_HTML_MARKER}]`));
  expect(body!.getAttribute(SAFE_HTML_MARKER)).toMatch(/^_R_\w*_$/);
  expect(JSON.parse(body!.getAttribute(SAFE_HTML_SHAPE)!)).toEqual([
    0,
    { type: 'gallery', uuid: 'g-1' },
    0,
    { type: 'poll' },
  ]);
  expect(plain!.hasAttribute(SAFE_HTML_SHAPE)).toBe(false);
  // Read back, they are the server sanitiser's segments.
  const options = { siteOrigin: SITE };
  expect(segmentsOfElement(body!)).toEqual(serverSanitiser()(BODY, options));
  expect(segmentsOfElement(plain!)).toEqual(serverSanitiser()(PLAIN, options));
  expect(container.innerHTML).not.toMatch(/onclick|onerror|steal/);
});

it("hydrates from the server's markup without loading the sanitiser, changing nothing", async () => {
  const container = serverPage();
  const before = container.innerHTML;
  const { source, load } = browserSource(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree(source), { onRecoverableError: (error) => errors.push(error) });
  });
  expect(load).not.toHaveBeenCalled();
  expect(errors).toEqual([]);
  expect(container.innerHTML).toBe(before);
  expect(Array.from(container.querySelectorAll('aside')).map((a) => a.dataset.shortcode)).toEqual([
    'gallery',
    'poll',
  ]);
});

it('without what the server rendered, hydration waits for the sanitiser', async () => {
  const container = serverPage();
  const { source, load } = browserSource(undefined);
  await act(async () => {
    hydrateRoot(container, tree(source));
  });
  expect(load).toHaveBeenCalled();
});

it('a SafeHtml the browser renders itself does not take the server elements, and loads it', async () => {
  const server = serverPage();
  const { source, load } = browserSource(server);
  const fresh = document.createElement('div');
  document.body.append(fresh);
  await act(async () => {
    createRoot(fresh).render(tree(source));
  });
  expect(load).toHaveBeenCalled();
});

it('reads nothing from an element whose shape does not match its runs', () => {
  const element = document.createElement('div');
  element.setAttribute(SAFE_HTML_SHAPE, '[0,0]');
  element.innerHTML = '<div class="safe-html__run"><p>a</p></div>';
  expect(segmentsOfElement(element)).toBeUndefined();
  element.setAttribute(SAFE_HTML_SHAPE, '[0,{"type":1}]');
  expect(segmentsOfElement(element)).toBeUndefined();
  element.setAttribute(SAFE_HTML_SHAPE, 'not json');
  expect(segmentsOfElement(element)).toBeUndefined();
});

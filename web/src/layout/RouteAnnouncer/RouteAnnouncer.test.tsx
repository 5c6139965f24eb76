/**
 * A client-side navigation says the new page's title in the live region and puts the focus on
 * the page's main heading (or the linked part of it); the first load and links within the same
 * page do neither.
 */
import '../../../test/support/browser-dom';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { RouteAnnouncer } from './RouteAnnouncer';

function Page({ title, section }: { title: string; section?: boolean }) {
  return (
    <main id="main">
      <title>{title}</title>
      <h1>{title}</h1>
      <Link to="/reviews/">Reviews</Link>
      <Link to="/best-laptops/#pick-2">The second pick</Link>
      <Link to="#pick-2">Jump to the second pick</Link>
      {section ? <h2 id="pick-2">Pick 2</h2> : null}
    </main>
  );
}

const routes = [
  {
    element: (
      <>
        <Outlet />
        <RouteAnnouncer />
      </>
    ),
    children: [
      { path: '/', element: <Page title="Home · Bytewire" /> },
      { path: '/reviews/', element: <Page title="Reviews · Bytewire" /> },
      { path: '/best-laptops/', element: <Page title="Best laptops · Bytewire" section /> },
    ],
  },
];

let root: Root | undefined;
let router: ReturnType<typeof createMemoryRouter>;

async function mount(path = '/') {
  router = createMemoryRouter(routes, { initialEntries: [path] });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<RouterProvider router={router} />));
}

const announcer = () => document.querySelector('[data-testid="route-announcer"]');
const heading = () => document.querySelector('h1');
const link = (name: string) =>
  [...document.querySelectorAll('a')].find((a) => a.textContent === name)!;

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

it('is a polite, atomic live region, empty on the first load, which moves no focus', async () => {
  await mount();
  const region = announcer();
  expect(region?.getAttribute('aria-live')).toBe('polite');
  expect(region?.getAttribute('aria-atomic')).toBe('true');
  expect(region?.textContent).toBe('');
  expect(document.activeElement).toBe(document.body);
  expect(heading()?.hasAttribute('tabindex')).toBe(false);
});

it('after a click on a link, says the new title and focuses the new main heading', async () => {
  await mount();
  link('Reviews').focus();
  await act(async () => link('Reviews').click());
  expect(document.title).toBe('Reviews · Bytewire');
  expect(announcer()?.textContent).toBe('Reviews · Bytewire');
  expect(document.activeElement).toBe(heading());
  expect(heading()?.textContent).toBe('Reviews · Bytewire');
  // Focusable by script, not a tab stop.
  expect(heading()?.tabIndex).toBe(-1);
});

it('does the same for Back and for navigations made by code', async () => {
  await mount();
  await act(async () => router.navigate('/reviews/'));
  await act(async () => router.navigate(-1));
  expect(announcer()?.textContent).toBe('Home · Bytewire');
  expect(document.activeElement).toBe(heading());
  expect(heading()?.textContent).toBe('Home · Bytewire');
});

it('focuses the linked part of the new page when the link names one', async () => {
  await mount();
  await act(async () => link('The second pick').click());
  expect(announcer()?.textContent).toBe('Best laptops · Bytewire');
  expect(document.activeElement?.id).toBe('pick-2');
});

it('says nothing and leaves the focus for a link within the same page', async () => {
  await mount('/best-laptops/');
  const inPage = link('Jump to the second pick');
  inPage.focus();
  await act(async () => inPage.click());
  expect(router.state.location.hash).toBe('#pick-2');
  expect(announcer()?.textContent).toBe('');
  expect(document.activeElement).toBe(inPage);
});

it('falls back to the main area when the new page has no main heading', async () => {
  router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <RouteAnnouncer />
          </>
        ),
        children: [
          { path: '/', element: <main>Home</main> },
          { path: '/empty/', element: <main>Nothing here</main> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<RouterProvider router={router} />));
  await act(async () => router.navigate('/empty/'));
  expect(document.activeElement?.tagName).toBe('MAIN');
});

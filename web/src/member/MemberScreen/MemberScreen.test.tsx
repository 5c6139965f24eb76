/**
 * The member area's frame (spec 001 s2, s6): the page heading, and the tabs, Community only
 * where the site has a discussion service (its tab would otherwise say nothing useful).
 */
import '../../../test/support/browser-dom';
import type { DiscussionSettings } from '@bytewire/ssr-contract';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RootData } from '../../app/root-loader';
import { ROOT_ROUTE_ID } from '../../app/route-ids';
import type { ScreenProps } from '../../screens/screen-props';
import { MemberScreen } from './MemberScreen';

const PROFILE = {
  id: 'sub-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Moreno',
  username: 'ada',
  country: '',
  avatar: '',
};
jest.mock('../../auth/AuthProvider', () => ({
  useAuth: () => ({
    fetchComplete: true,
    loggedIn: true,
    available: true,
    profile: PROFILE,
    user: { sub: 'sub-1', email: PROFILE.email, login_count: 2 },
    accessToken: async () => undefined,
  }),
}));
jest.mock('../../auth/LazySignInModal', () => ({ LazySignInModal: () => null }));

let root: Root | undefined;

async function mount(discussion?: DiscussionSettings): Promise<HTMLElement> {
  const rootData = {
    site: {
      siteId: 'bytewire',
      publicationName: 'Bytewire',
      publicUrl: 'https://b.example',
      discussion,
    },
  } as unknown as RootData;
  const props = {
    page: { meta: { title: 'Your preferences', description: 'Your account' }, components: [] },
    route: { name: 'member' },
    params: { activePage: 'preferences' },
  } as unknown as ScreenProps;
  const router = createMemoryRouter(
    [
      {
        id: ROOT_ROUTE_ID,
        path: '/',
        loader: () => rootData,
        element: <MemberScreen {...props} />,
      },
    ],
    { hydrationData: { loaderData: { [ROOT_ROUTE_ID]: rootData } } },
  );
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<RouterProvider router={router} />));
  return container;
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

const tabs = (el: HTMLElement) =>
  [...el.querySelectorAll('nav[aria-label="Your account"] li')].map((li) => li.textContent);

it('has no Community tab where the site has no discussion service', async () => {
  const el = await mount(undefined);
  expect(tabs(el)).toEqual(['Newsletters', 'Preferences']);
  expect(el.querySelector('h1')?.textContent).toBe('Your preferences');
});

it('has the three tabs where comments are set up', async () => {
  const el = await mount({ shortname: 'bytewire', apiKey: '' } as DiscussionSettings);
  expect(tabs(el)).toEqual(['Community', 'Newsletters', 'Preferences']);
});

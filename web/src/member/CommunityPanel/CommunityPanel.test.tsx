/**
 * The member area's Community tab (spec 001 s2): the reader's recent comments from the
 * newsletter proxy's `GET /api/neutron/users/{site}/{discussion}/comments`, with the access
 * token; a site without comments, or whose discussion API is not set up, says comments are not
 * open; no comments yet, and a failure, each say so.
 */
import '../../../test/support/browser-dom';
import type { DiscussionSettings } from '@bytewire/ssr-contract';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RootData } from '../../app/root-loader';
import { ROOT_ROUTE_ID } from '../../app/route-ids';
import { COMMENTS_NOT_OPEN_MESSAGE, CommunityPanel, NO_COMMENTS_MESSAGE } from './CommunityPanel';
import { MEMBER_ERROR_MESSAGE } from '../NewslettersPanel';

// One function for every render, as AuthProvider's: the panel asks again when it changes.
jest.mock('../../auth/AuthProvider', () => {
  const auth = { accessToken: async () => 'access-7' };
  return { useAuth: () => auth };
});

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
let root: Root | undefined;

async function mount(discussion?: DiscussionSettings): Promise<HTMLElement> {
  const rootData = {
    site: { siteId: 'bytewire', publicationName: 'Bytewire', discussion },
    now: Date.now(),
  } as unknown as RootData;
  const router = createMemoryRouter(
    [{ id: ROOT_ROUTE_ID, path: '/', loader: () => rootData, Component: CommunityPanel }],
    { hydrationData: { loaderData: { [ROOT_ROUTE_ID]: rootData } } },
  );
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<RouterProvider router={router} />));
  return container;
}

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

const SETTINGS = { shortname: 'bytewire', apiKey: '' };

it('lists the comments newest first under their stories, asked for with the access token', async () => {
  fetchMock.mockResolvedValue(
    answer({
      data: {
        configured: true,
        items: [
          {
            id: '2',
            text: 'Second thoughts',
            createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
            threadTitle: 'The best laptops',
            url: 'https://www.bytewire.example/article/best-laptops/#comment-2',
          },
          {
            id: '1',
            text: 'First!',
            createdAt: '2020-01-02T10:00:00.000Z',
            threadTitle: 'An old story',
            url: 'https://www.bytewire.example/article/old/#comment-1',
          },
        ],
      },
    }),
  );
  const panel = await mount(SETTINGS);
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/api/neutron/users/bytewire/bytewire/comments');
  expect(new Headers(init.headers).get('authorization')).toBe('Bearer access-7');
  const items = Array.from(panel.querySelectorAll('[data-testid="recent-comment"]'));
  expect(items).toHaveLength(2);
  const link = items[0]!.querySelector('a')!;
  expect(link.textContent).toBe('The best laptops');
  expect(link.getAttribute('href')).toBe(
    'https://www.bytewire.example/article/best-laptops/#comment-2',
  );
  expect(items[0]!.textContent).toContain('Second thoughts');
  expect(items[0]!.querySelector('time')!.textContent).toBe('2 hours ago');
  expect(items[1]!.querySelector('time')!.getAttribute('datetime')).toBe(
    '2020-01-02T10:00:00.000Z',
  );
});

it('says the reader has not commented yet when the list is empty', async () => {
  fetchMock.mockResolvedValue(answer({ data: { configured: true, items: [] } }));
  expect((await mount(SETTINGS)).textContent).toContain(NO_COMMENTS_MESSAGE);
});

it('says comments are not open when the discussion API is not set up', async () => {
  fetchMock.mockResolvedValue(answer({ data: { configured: false, items: [] } }));
  expect((await mount(SETTINGS)).textContent).toContain(COMMENTS_NOT_OPEN_MESSAGE);
});

it('asks nothing on a site without comments', async () => {
  expect((await mount(undefined)).textContent).toContain(COMMENTS_NOT_OPEN_MESSAGE);
  expect(fetchMock).not.toHaveBeenCalled();
});

it('says so when the comments cannot be had', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fetchMock.mockResolvedValue(answer({ statusCode: 502, message: 'down' }, 502));
  const panel = await mount(SETTINGS);
  expect(panel.querySelector('[role="alert"]')?.textContent).toBe(MEMBER_ERROR_MESSAGE);
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});

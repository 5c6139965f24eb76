/**
 * Newsletter signup on /newsletters/ (spec 001 s2, s4, s7): the API's list is the page's one
 * list; a signed-out reader is told subscribing needs an account, a signed-in reader gets no
 * sign-in prompt but subscribe controls and sees which newsletters they already get.
 */
import '../../../test/support/browser-dom';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RootData } from '../../app/root-loader';
import { ROOT_ROUTE_ID } from '../../app/route-ids';
import { NewsletterSignup, SIGNED_OUT_NOTE } from './NewsletterSignup';

const auth = {
  fetchComplete: true,
  loggedIn: false,
  available: true,
  user: undefined as { email: string } | undefined,
  accessToken: async () => 'access-7',
};
jest.mock('../../auth/AuthProvider', () => ({ useAuth: () => auth }));
jest.mock('../../auth/LazySignInModal', () => ({ LazySignInModal: () => null }));

const NEWSLETTERS = [
  {
    id: 'daily',
    name: 'Bytewire Daily',
    description: 'The news',
    frequency: 'Weekdays',
    subscribeJourneyId: 'j-sub-daily',
    unsubscribeJourneyId: 'j-unsub-daily',
  },
  {
    id: 'deals',
    name: 'Bytewire Deals',
    description: 'Deals',
    frequency: 'Twice a week',
    subscribeJourneyId: 'j-sub-deals',
    unsubscribeJourneyId: 'j-unsub-deals',
  },
];
const api = {
  fetchSubscriptions: jest.fn(async () => new Set(['deals'])),
  runJourney: jest.fn(async (_journey: string) => true),
};
jest.mock('../member-api', () => ({
  SUBSCRIPTIONS_DELAY_MS: 0,
  fetchNewsletters: async () => NEWSLETTERS,
  fetchSubscriptions: () => api.fetchSubscriptions(),
  runJourney: (_site: string, _token: string, journey: string) => api.runJourney(journey),
}));

let root: Root | undefined;

async function mount(): Promise<HTMLElement> {
  const rootData = {
    site: { siteId: 'bytewire', publicationName: 'Bytewire', publicUrl: 'https://b.example' },
  } as unknown as RootData;
  const router = createMemoryRouter(
    [{ id: ROOT_ROUTE_ID, path: '/', loader: () => rootData, Component: NewsletterSignup }],
    { hydrationData: { loaderData: { [ROOT_ROUTE_ID]: rootData } } },
  );
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<RouterProvider router={router} />));
  await act(async () => new Promise((done) => setTimeout(done, 10)));
  return container;
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  api.runJourney.mockClear();
});

const buttons = (el: HTMLElement) => [...el.querySelectorAll('button')].map((b) => b.textContent);

it('tells a signed-out reader to sign in or join, and lists the API newsletters', async () => {
  auth.loggedIn = false;
  auth.user = undefined;
  const el = await mount();
  expect(el.querySelectorAll('[data-testid="newsletter-item"]')).toHaveLength(2);
  expect(el.textContent).toContain(SIGNED_OUT_NOTE);
  expect(buttons(el)).toEqual(['Sign up for Bytewire Daily', 'Sign up for Bytewire Deals']);
});

it('gives a signed-in reader subscribe controls, their subscriptions, and no sign-in prompt', async () => {
  auth.loggedIn = true;
  auth.user = { email: 'ada@example.com' };
  const el = await mount();
  expect(el.textContent).not.toContain(SIGNED_OUT_NOTE);
  expect(el.textContent).toContain('Signed in as ada@example.com');
  expect(el.querySelector('a[href="/members/newsletters/"]')).not.toBeNull();
  expect(buttons(el)).toEqual(['Subscribe to Bytewire Daily', 'Subscribe to Bytewire Deals']);
  const states = [...el.querySelectorAll('[data-testid="newsletter-state"]')];
  expect(states.map((s) => s.closest('li')?.dataset.newsletter)).toEqual(['deals']);

  await act(async () => el.querySelector('button')!.click());
  expect(api.runJourney).toHaveBeenCalledWith('j-sub-daily');
  const outcome = el.querySelector('[data-testid="newsletter-signup-outcome"]') as HTMLElement;
  expect(outcome.dataset.outcome).toBe('success');
  expect(el.querySelectorAll('[data-testid="newsletter-state"]')).toHaveLength(2);
});

/**
 * The sign-in or join modal's two social options (spec 001 s2): a network the provider has
 * (OIDC_SOCIAL_NETWORKS) sends the reader to the provider naming it; the other says it is not
 * configured. The address still goes first through its own check.
 */
import '../../../test/support/browser-dom';
import { SIGN_IN_EMAIL_INVALID_MESSAGE } from '@bytewire/contracts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { SignInRequest } from '../oidc-session';

const signIn = jest.fn<Promise<void>, [SignInRequest]>();
let social: string[] | undefined;

jest.mock('../AuthProvider', () => ({
  useAuth: () => ({ signIn, social }),
}));

// Imported after the mock so that the modal sees it.
import { SIGN_IN_FAILED_MESSAGE, SignInModal } from './SignInModal';

let root: Root | undefined;
// jsdom has no scrolling; the modal's scroll lock restores the page's position on close.
window.scrollTo = () => undefined;

async function mount(): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <SignInModal open onClose={() => {}} publicationName="Bytewire" returnTo="/reviews/" />,
    ),
  );
  return container;
}

const buttonNamed = (container: HTMLElement, name: string) =>
  [...container.ownerDocument.querySelectorAll('button')].find(
    (button) => button.textContent === name,
  );

beforeEach(() => {
  signIn.mockReset();
  signIn.mockResolvedValue(undefined);
  social = undefined;
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

it('says both networks are not configured when the provider has none', async () => {
  const container = await mount();
  for (const name of ['Google', 'Facebook']) {
    const button = buttonNamed(container, `${name} sign-in is not configured`);
    expect(button?.disabled).toBe(true);
  }
  expect(buttonNamed(container, 'Continue with Google')).toBeUndefined();
});

it('sends the reader to the provider naming a configured network, back to this page', async () => {
  social = ['google'];
  const container = await mount();
  expect(buttonNamed(container, 'Facebook sign-in is not configured')?.disabled).toBe(true);
  const google = buttonNamed(container, 'Continue with Google');
  expect(google?.disabled).toBe(false);
  await act(async () => google?.click());
  expect(signIn).toHaveBeenCalledWith({ returnTo: '/reviews/', network: 'google' });
});

it('says so when the provider cannot be reached', async () => {
  social = ['facebook'];
  signIn.mockRejectedValue(new Error('offline'));
  const container = await mount();
  await act(async () => buttonNamed(container, 'Continue with Facebook')?.click());
  const alert = container.ownerDocument.querySelector('[role="alert"]');
  expect(alert?.textContent).toBe(SIGN_IN_FAILED_MESSAGE);
  expect(buttonNamed(container, 'Continue with Facebook')?.disabled).toBe(false);
});

it('still checks a typed address before leaving with it', async () => {
  const container = await mount();
  const form = container.ownerDocument.querySelector('form');
  await act(async () => form?.requestSubmit());
  expect(container.ownerDocument.querySelector('[role="alert"]')?.textContent).toBe(
    SIGN_IN_EMAIL_INVALID_MESSAGE,
  );
  expect(signIn).not.toHaveBeenCalled();
});

it('links a refused address to its message and puts the focus on it', async () => {
  const container = await mount();
  const doc = container.ownerDocument;
  const input = doc.querySelector<HTMLInputElement>('#sign-in-email')!;
  expect(input.hasAttribute('aria-invalid')).toBe(false);
  expect(input.hasAttribute('aria-describedby')).toBe(false);
  const submit = buttonNamed(container, 'Continue')!;
  submit.focus();
  // Sent empty from its button: the address is refused.
  await act(async () => doc.querySelector('form')?.requestSubmit(submit));
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const message = doc.getElementById(input.getAttribute('aria-describedby') ?? '');
  expect(message?.textContent).toBe(SIGN_IN_EMAIL_INVALID_MESSAGE);
  expect(message?.getAttribute('role')).toBe('alert');
  expect(doc.activeElement).toBe(input);
});

it('does not tie a failure of the provider to the address field', async () => {
  social = ['google'];
  signIn.mockRejectedValue(new Error('offline'));
  const container = await mount();
  await act(async () => buttonNamed(container, 'Continue with Google')?.click());
  const input = container.ownerDocument.querySelector<HTMLInputElement>('#sign-in-email')!;
  expect(input.hasAttribute('aria-invalid')).toBe(false);
  expect(input.hasAttribute('aria-describedby')).toBe(false);
});

/**
 * @jest-environment jsdom
 *
 * The email-a-friend modal in a browser (jsdom), with fetch standing in for the endpoint
 * (spec 001 s2, s3, s5, s7, s8, s9): each validation message for its case and nothing posted
 * while invalid; the 1500-character limit; the exact urlencoded body; the answers' messages;
 * a modal dialog that traps focus, closes on Escape, its button and the backdrop, and gives
 * back the page's scroll position and the opener's focus; the captcha solved from a real
 * challenge while the reader types, renewed after each post, and its failure offered again.
 */
import {
  EMAIL_SHARE_MESSAGE_TOO_LONG,
  EMAIL_SHARE_TOKEN_COOKIE,
  type EmailShareValues,
} from '@bytewire/contracts';
import { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { EmailShareModal } from './EmailShareModal';
import { LazyEmailShareModal } from '..';
import { EMAIL_SHARE_TIMEOUT_MS, submitEmailShare } from '../submit-email-share';
import { EMAIL_SHARE_CHALLENGE_ENDPOINT } from '../captcha';
import { testChallenge, verifiesAsPosted } from '../../../../../test/support/altcha';

(globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
// What every browser has and jsdom lacks: the captcha hashes with Web Crypto.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
Object.defineProperty(globalThis, 'TextEncoder', { value: TextEncoder, configurable: true });

const TITLE = 'The best laptops of 2026';
const URL_ = 'https://www.bytewire.example/article/best-laptops/';
const VALID: EmailShareValues = {
  to: 'friend@example.com',
  from: 'me@example.org',
  name: 'Ada Lovelace',
  message: 'Thought you would like this.',
};

interface FakeAnswer {
  status: number;
  json?: unknown;
}

/** The endpoint's posts. */
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
/** The captcha challenge's requests, answered with real signed challenges. */
const challengeMock = jest.fn<Promise<Response>, [string, RequestInit]>();

function answer({ status, json }: FakeAnswer): Response {
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: new Headers(json === undefined ? {} : { 'content-type': 'application/json' }),
    json: async () => json,
    // fetchJson (@bytewire/http-client), the challenge's reader, reads the text.
    text: async () => (json === undefined ? '' : JSON.stringify(json)),
  } as unknown as Response;
}

let root: Root | undefined;
let host: HTMLDivElement;
let onClose: jest.Mock;

function Page({ modal = 'eager' }: { modal?: 'eager' | 'lazy' }) {
  const [open, setOpen] = useState(false);
  const Modal = modal === 'lazy' ? LazyEmailShareModal : EmailShareModal;
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <main>
      <button type="button" data-share="email" onClick={() => setOpen(true)}>
        Email
      </button>
      <Modal open={open} onClose={close} title={TITLE} url={URL_} />
    </main>
  );
}

async function render(modal: 'eager' | 'lazy' = 'eager') {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<Page modal={modal} />));
}

const opener = () => document.querySelector<HTMLButtonElement>('button[data-share="email"]')!;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? '';
const statusText = () => document.querySelector('[role="status"]')?.textContent ?? '';

function field(label: string): HTMLInputElement | HTMLTextAreaElement {
  const element = Array.from(document.querySelectorAll('label')).find(
    (candidate) => candidate.textContent === label,
  );
  if (!element) throw new Error(`no label ${label}`);
  return document.getElementById(element.htmlFor) as HTMLInputElement | HTMLTextAreaElement;
}

const LABELS: Record<keyof EmailShareValues, string> = {
  to: 'Send to',
  from: 'Your email address',
  name: 'Your name',
  message: 'Message (optional)',
};

/** Lets the captcha's requests and hashing run (they take more than one turn). */
async function until(condition: () => boolean, what: string) {
  for (let turn = 0; turn < 200 && !condition(); turn += 1) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
  }
  if (!condition()) throw new Error(`still waiting for ${what}`);
}

const captchaState = () => dialog()?.querySelector('[data-captcha]')?.getAttribute('data-captcha');

/** Opens the modal; unless told otherwise, waits for its captcha to settle. */
async function openModal({ settle = true } = {}) {
  opener().focus();
  await act(async () => opener().click());
  expect(dialog()).not.toBeNull();
  if (settle) await until(() => captchaState() !== 'solving', 'the captcha');
}

async function typeInto(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!;
  await act(async () => {
    setter.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function fill(values: Partial<EmailShareValues>) {
  for (const [name, value] of Object.entries(values) as [keyof EmailShareValues, string][]) {
    await typeInto(field(LABELS[name]), value);
  }
}

async function submit() {
  await act(async () => {
    dialog()!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  });
}

function describedText(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

async function press(key: string, shiftKey = false) {
  await act(async () => {
    (document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }),
    );
  });
}

beforeEach(() => {
  onClose = jest.fn();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(answer({ status: 200, json: { ok: true } }));
  challengeMock.mockReset();
  challengeMock.mockImplementation(async () =>
    answer({ status: 200, json: await testChallenge() }),
  );
  (globalThis as Record<string, unknown>).fetch = (url: string, init: RequestInit) =>
    url === EMAIL_SHARE_CHALLENGE_ENDPOINT ? challengeMock(url, init) : fetchMock(url, init);
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  document.cookie = `${EMAIL_SHARE_TOKEN_COOKIE}=; max-age=0`;
});

describe('the dialog', () => {
  it('is a modal dialog named by its heading, with the form inside', async () => {
    await render();
    expect(dialog()).toBeNull();
    await openModal();
    const element = dialog()!;
    expect(element.getAttribute('aria-modal')).toBe('true');
    const heading = document.getElementById(element.getAttribute('aria-labelledby')!);
    expect(heading?.textContent).toBe('Email a friend');
    const form = element.querySelector('form')!;
    expect(form.noValidate).toBe(true);
    expect(field('Send to').type).toBe('email');
    expect(field('Your email address').type).toBe('email');
    expect(field('Your name').type).toBe('text');
    expect(field('Message (optional)').tagName).toBe('TEXTAREA');
    const hidden = Array.from(form.querySelectorAll<HTMLInputElement>('input[type="hidden"]'));
    expect(hidden.map((input) => input.name).sort()).toEqual(
      ['captcha', 'email_share[_token]', 'email_share_from[title]', 'email_share_from[url]'].sort(),
    );
    const captcha = form.querySelector('[data-captcha]')!;
    expect(captcha.getAttribute('aria-label')).toBe('Captcha');
    expect(captcha.getAttribute('role')).toBe('group');
    expect(captcha.querySelector('input[name="captcha"]')).not.toBeNull();
  });

  it('moves focus in on open, keeps Tab inside and gives focus back on close', async () => {
    await render();
    await openModal();
    expect(document.activeElement).toBe(field('Send to'));
    const submitButton = dialog()!.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    const closeButton = dialog()!.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!;
    submitButton.focus();
    await press('Tab');
    expect(document.activeElement).toBe(closeButton);
    await press('Tab', true);
    expect(document.activeElement).toBe(submitButton);
    await press('Escape');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener());
  });

  it('closes on Escape', async () => {
    await render();
    await openModal();
    await press('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
  });

  it('closes on its close button and on a click on the backdrop, not inside', async () => {
    await render();
    await openModal();
    await act(async () =>
      dialog()!.querySelector<HTMLButtonElement>('[aria-label="Close"]')!.click(),
    );
    expect(dialog()).toBeNull();

    await openModal();
    const click = async (target: Element) =>
      act(async () => {
        target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
        target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      });
    await click(dialog()!.querySelector('h2')!);
    await click(dialog()!);
    expect(dialog()).not.toBeNull();
    await click(dialog()!.parentElement!);
    expect(dialog()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('locks the page scroll while open and restores the position and body style on close', async () => {
    Object.defineProperty(window, 'scrollY', { value: 1234, configurable: true });
    document.body.style.color = 'rgb(1, 2, 3)';
    await render();
    await openModal();
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-1234px');
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(window.scrollTo).not.toHaveBeenCalled();

    await press('Escape');
    expect(document.body.style.position).toBe('');
    expect(document.body.style.top).toBe('');
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.body.style.color).toBe('rgb(1, 2, 3)');
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 1234 }));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('loads lazily: nothing until first opened, then the dialog', async () => {
    await render('lazy');
    expect(dialog()).toBeNull();
    await openModal();
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
  });
});

describe('validation', () => {
  it('asks for all required fields on an empty submit and posts nothing', async () => {
    await render();
    await openModal();
    await submit();
    expect(alertText()).toBe('Please fill out all required fields');
    for (const label of ['Send to', 'Your email address', 'Your name']) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
      expect(describedText(field(label))).toContain('Please fill out all required fields');
    }
    expect(field('Message (optional)').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('Send to'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names a bad "Send to" address and focuses it', async () => {
    await render();
    await openModal();
    await fill({ ...VALID, to: 'friend@example' });
    await submit();
    expect(alertText()).toBe('');
    expect(field('Send to').getAttribute('aria-invalid')).toBe('true');
    expect(describedText(field('Send to'))).toBe('Please enter in a valid email address');
    expect(field('Your email address').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('Send to'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names a bad "Your email address" and focuses it', async () => {
    await render();
    await openModal();
    await fill({ ...VALID, from: 'me at example.org' });
    await submit();
    expect(describedText(field('Your email address'))).toBe('Oops! Please enter a valid email');
    expect(field('Send to').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('Your email address'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the form message and the address message together, focusing the first field', async () => {
    await render();
    await openModal();
    await fill({ to: '', from: 'bad@', name: 'Ada' });
    await submit();
    expect(alertText()).toBe('Please fill out all required fields');
    expect(describedText(field('Your email address'))).toBe('Oops! Please enter a valid email');
    expect(document.activeElement).toBe(field('Send to'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a message of 1501 characters and sends one of 1500', async () => {
    await render();
    await openModal();
    await fill({ ...VALID, message: 'x'.repeat(1501) });
    const message = field('Message (optional)');
    expect(describedText(message)).toContain('1501 / 1500');
    await submit();
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(message)).toContain(EMAIL_SHARE_MESSAGE_TOO_LONG);
    expect(EMAIL_SHARE_MESSAGE_TOO_LONG).toContain('1500 characters');
    expect(document.activeElement).toBe(message);
    expect(fetchMock).not.toHaveBeenCalled();

    await typeInto(message, 'x'.repeat(1500));
    expect(describedText(message)).toContain('1500 / 1500');
    expect(message.getAttribute('aria-invalid')).toBeNull();
    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('follows corrections after a failed submit', async () => {
    await render();
    await openModal();
    await submit();
    await fill(VALID);
    expect(alertText()).toBe('');
    expect(field('Send to').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('sending', () => {
  it('posts exactly the spec fields, urlencoded, with the cookie token and the captcha', async () => {
    document.cookie = `${EMAIL_SHARE_TOKEN_COOKIE}=tok-123`;
    const timeout = jest.spyOn(AbortSignal, 'timeout');
    await render();
    await openModal();
    await fill({ ...VALID, to: '  friend@example.com ', message: 'Line 1\nLine 2 & more' });
    await submit();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/user/email-friend/xhr/');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toMatch(
      /^application\/x-www-form-urlencoded/,
    );
    expect(init.credentials).toBe('same-origin');
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(timeout).toHaveBeenCalledWith(EMAIL_SHARE_TIMEOUT_MS);
    expect(EMAIL_SHARE_TIMEOUT_MS).toBe(10_000);
    const body = Array.from(new URLSearchParams(String(init.body)).entries());
    expect(body.slice(0, -1)).toEqual([
      ['email_share[to]', 'friend@example.com'],
      ['email_share[from]', 'me@example.org'],
      ['email_share[name]', 'Ada Lovelace'],
      ['email_share[message]', 'Line 1\nLine 2 & more'],
      ['email_share[_token]', 'tok-123'],
      ['email_share_from[title]', TITLE],
      ['email_share_from[url]', URL_],
    ]);
    const [name, captcha] = body[body.length - 1];
    expect(name).toBe('captcha');
    await expect(verifiesAsPosted(captcha)).resolves.toBe(true);
    timeout.mockRestore();
  });

  it('sends an empty token when the cookie is not there (the endpoint refuses it)', async () => {
    await render();
    await openModal();
    await fill(VALID);
    await submit();
    const body = new URLSearchParams(String(fetchMock.mock.calls[0][1].body));
    expect(body.get('email_share[_token]')).toBe('');
  });

  it('says the e-mail was sent on a 2xx and empties the form', async () => {
    fetchMock.mockResolvedValue(answer({ status: 204 }));
    await render();
    await openModal();
    await fill(VALID);
    await submit();
    expect(statusText()).toBe('Your e-mail was sent successfully!');
    expect(alertText()).toBe('');
    for (const label of Object.values(LABELS)) expect(field(label).value).toBe('');
    expect(field('Send to').getAttribute('aria-invalid')).toBeNull();
  });

  it.each([400, 403, 404, 429, 500, 503])(
    'says "Error, please try again later" on a %i and keeps the form',
    async (status) => {
      fetchMock.mockResolvedValue(answer({ status, json: { statusCode: status, message: 'x' } }));
      await render();
      await openModal();
      await fill(VALID);
      await submit();
      expect(alertText()).toBe('Error, please try again later');
      expect(statusText()).toBe('');
      expect(field('Send to').value).toBe(VALID.to);
    },
  );

  it("shows the endpoint's 'E-mail format invalid' for an address it refuses", async () => {
    fetchMock.mockResolvedValue(
      answer({ status: 400, json: { statusCode: 400, message: 'E-mail format invalid' } }),
    );
    await render();
    await openModal();
    await fill(VALID);
    await submit();
    expect(alertText()).toBe('E-mail format invalid');
  });

  it('says an unexpected error occurred when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await render();
    await openModal();
    await fill(VALID);
    await submit();
    expect(alertText()).toBe('An unexpected error occurred. Please try again later.');
  });

  it('gives up after its timeout with the unexpected-error message', async () => {
    const hanging = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const outcome = await submitEmailShare(
      { values: VALID, token: 't', title: TITLE, url: URL_, captcha: '' },
      hanging as typeof fetch,
      20,
    );
    expect(outcome).toEqual({
      ok: false,
      kind: 'unexpected',
      message: 'An unexpected error occurred. Please try again later.',
    });
  });

  it('posts once while a send is under way', async () => {
    let finish: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (finish = resolve)));
    await render();
    await openModal();
    await fill(VALID);
    await submit();
    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => finish(answer({ status: 200 })));
    expect(statusText()).toBe('Your e-mail was sent successfully!');
  });
});

describe('the captcha', () => {
  it('asks for a challenge as the form opens and says when it is solved', async () => {
    await render();
    await openModal({ settle: false });
    expect(captchaState()).toBe('solving');
    expect(dialog()!.querySelector('[data-captcha]')!.textContent).toContain(
      'Checking that you are not a robot',
    );
    await until(() => captchaState() === 'solved', 'the solve');
    expect(challengeMock).toHaveBeenCalledTimes(1);
    expect(dialog()!.querySelector('[data-captcha]')!.textContent).toContain(
      'Checked: you are not a robot.',
    );
    const hidden = dialog()!.querySelector<HTMLInputElement>('input[name="captcha"]')!;
    await expect(verifiesAsPosted(hidden.value)).resolves.toBe(true);
  });

  it('a submit made while solving waits for the answer, then posts it', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    challengeMock.mockImplementationOnce(async () => {
      await held;
      return answer({ status: 200, json: await testChallenge() });
    });
    await render();
    await openModal({ settle: false });
    await fill(VALID);
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(dialog()!.querySelector('form')!.getAttribute('aria-busy')).toBe('true');
    release();
    await until(() => fetchMock.mock.calls.length === 1, 'the post');
    const body = new URLSearchParams(String(fetchMock.mock.calls[0][1].body));
    await expect(verifiesAsPosted(body.get('captcha') ?? '')).resolves.toBe(true);
  });

  it('each post spends its answer: the next send gets a fresh challenge', async () => {
    await render();
    await openModal();
    await fill(VALID);
    await submit();
    await until(
      () => captchaState() === 'solved' && challengeMock.mock.calls.length === 2,
      'renewal',
    );
    await fill(VALID);
    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const posted = fetchMock.mock.calls.map(([, init]) =>
      new URLSearchParams(String(init.body)).get('captcha'),
    );
    expect(posted[0]).not.toBe(posted[1]);
  });

  it('a challenge that fails offers "Try again", which asks again', async () => {
    challengeMock.mockResolvedValueOnce(answer({ status: 503 }));
    await render();
    await openModal();
    expect(captchaState()).toBe('failed');
    expect(dialog()!.querySelector('[data-captcha]')!.textContent).toContain(
      'The check could not be done.',
    );
    const retry = Array.from(dialog()!.querySelectorAll('button')).find(
      (button) => button.textContent === 'Try again',
    )!;
    await act(async () => retry.click());
    await until(() => captchaState() === 'solved', 'the second solve');
    expect(challengeMock).toHaveBeenCalledTimes(2);
  });

  it('a submit after a failed challenge tries once more before posting', async () => {
    challengeMock.mockResolvedValueOnce(answer({ status: 503 }));
    await render();
    await openModal();
    expect(captchaState()).toBe('failed');
    await fill(VALID);
    await submit();
    await until(() => fetchMock.mock.calls.length === 1, 'the post');
    const body = new URLSearchParams(String(fetchMock.mock.calls[0][1].body));
    await expect(verifiesAsPosted(body.get('captcha') ?? '')).resolves.toBe(true);
  });

  it('when no challenge can be had, the post goes with an empty captcha and the error shows', async () => {
    challengeMock.mockResolvedValue(answer({ status: 503 }));
    fetchMock.mockResolvedValue(
      answer({ status: 400, json: { message: 'Please complete the captcha.' } }),
    );
    await render();
    await openModal();
    await fill(VALID);
    await submit();
    await until(() => fetchMock.mock.calls.length === 1, 'the post');
    const body = new URLSearchParams(String(fetchMock.mock.calls[0][1].body));
    expect(body.get('captcha')).toBe('');
    await until(() => alertText() !== '', 'the message');
    expect(alertText()).toBe('Error, please try again later');
  });
});

/**
 * @jest-environment jsdom
 *
 * The contact form in a browser (jsdom), fetch standing in for the endpoint: the shared
 * rules' messages, each linked to its field (aria-describedby) and marked aria-invalid, focus
 * on the first field to fix, nothing posted while invalid; the token fetched before the post;
 * the exact body; the spec's success message (spec 001 s8) in a status region; the endpoint's
 * own message and the spec's failure messages in the alert region.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ContactForm } from './ContactForm';
import { CONTACT_TIMEOUT_MS, submitContact } from './submit-contact';

(globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

function answer(status: number, json?: unknown): Response {
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: new Headers(json === undefined ? {} : { 'content-type': 'application/json' }),
    json: async () => json,
  } as unknown as Response;
}

let root: Root | undefined;

async function render() {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<ContactForm />));
}

const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? '';
const statusText = () => document.querySelector('[role="status"]')?.textContent ?? '';

function field(label: string): HTMLInputElement | HTMLTextAreaElement {
  const element = Array.from(document.querySelectorAll('label')).find(
    (candidate) => candidate.textContent === label,
  );
  if (!element) throw new Error(`no label ${label}`);
  return document.getElementById(element.htmlFor) as HTMLInputElement | HTMLTextAreaElement;
}

async function typeInto(label: string, value: string) {
  const element = field(label);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!;
  await act(async () => {
    setter.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit() {
  await act(async () => {
    document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  });
}

function describedText(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

async function fillValid() {
  await typeInto('Your name', 'Ada Lovelace');
  await typeInto('Your email address', 'ada@example.org');
  await typeInto('Subject', 'A correction');
  await typeInto('Message', 'The X1 review gives the wrong weight.');
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  document.cookie = 'email_share_token=; max-age=0';
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('the contact form', () => {
  it('labels every field and marks them required, without native validation', async () => {
    await render();
    for (const label of ['Your name', 'Your email address', 'Subject', 'Message']) {
      expect(field(label).getAttribute('aria-required')).toBe('true');
    }
    expect(document.querySelector('form')!.noValidate).toBe(true);
  });

  it('links the errors to their fields and focuses the first invalid field; posts nothing', async () => {
    await render();
    await typeInto('Your email address', 'ada@');
    await submit();
    expect(alertText()).toBe('Please fill out all required fields');
    const name = field('Your name');
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(name)).toBe('Please fill out all required fields');
    const email = field('Your email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(email)).toBe('Please enter in a valid email address');
    expect(field('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    // Fixing the empty fields leaves the address: focus goes to it.
    await typeInto('Your name', 'Ada');
    await typeInto('Subject', 'Hi');
    await typeInto('Message', 'Hello');
    await submit();
    expect(alertText()).toBe('');
    expect(document.activeElement).toBe(email);
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a subject with a control character or markup (the server refuses it too)', async () => {
    await render();
    await fillValid();
    // A text input drops line breaks itself; a tab or a bracket gets through to the rules.
    await typeInto('Subject', 'Hi\tthere <b>');
    await submit();
    const subject = field('Subject');
    expect(document.activeElement).toBe(subject);
    expect(describedText(subject)).toBe(
      'The subject must be on one line, without special characters.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gets its token, posts the form and announces the spec’s success message', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === '/user/contact/token/') {
        document.cookie = 'email_share_token=tok123; path=/';
        return answer(204);
      }
      return answer(200, { data: { item: { code: 'Success' } } });
    });
    await render();
    await fillValid();
    await submit();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/user/contact/token/',
      '/user/contact/xhr/',
    ]);
    const [, init] = fetchMock.mock.calls[1]!;
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['x-requested-with']).toBe('XMLHttpRequest');
    expect(String(init?.body)).toBe(
      new URLSearchParams([
        ['contact[name]', 'Ada Lovelace'],
        ['contact[email]', 'ada@example.org'],
        ['contact[subject]', 'A correction'],
        ['contact[message]', 'The X1 review gives the wrong weight.'],
        ['contact[_token]', 'tok123'],
      ]).toString(),
    );
    expect(statusText()).toBe('Your e-mail was sent successfully!');
    expect(alertText()).toBe('');
    expect(field('Your name').value).toBe('');
  });

  it('shows the endpoint’s message (a limit) or the spec’s messages for failures', async () => {
    document.cookie = 'email_share_token=tok123; path=/';
    await render();
    await fillValid();
    fetchMock.mockResolvedValueOnce(
      answer(429, { message: 'Too many messages sent. Please try again later.' }),
    );
    await submit();
    expect(alertText()).toBe('Too many messages sent. Please try again later.');
    fetchMock.mockResolvedValueOnce(answer(502));
    await submit();
    expect(alertText()).toBe('Error, please try again later');
    fetchMock.mockRejectedValueOnce(new TypeError('network'));
    await submit();
    expect(alertText()).toBe('An unexpected error occurred. Please try again later.');
    expect(statusText()).toBe('');
  });
});

describe('submitContact', () => {
  it('gives up after its timeout with the spec’s unexpected-error message', async () => {
    document.cookie = 'email_share_token=tok123; path=/';
    const never = jest.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const outcome = await submitContact(
      { name: 'A', email: 'a@example.org', subject: 'S', message: 'M' },
      never as unknown as typeof fetch,
      20,
    );
    expect(outcome).toEqual({
      ok: false,
      message: 'An unexpected error occurred. Please try again later.',
    });
    expect(CONTACT_TIMEOUT_MS).toBe(10_000);
  });
});

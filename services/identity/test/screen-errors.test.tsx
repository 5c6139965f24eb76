/**
 * A form sent back with an error (WCAG 3.3.1, 4.1.2, 2.4.3): the title starts with "Error: ",
 * the field the error is about is marked (aria-invalid), names the error notice in
 * aria-describedby and takes the focus when the page loads (autofocus: no script needed); an
 * error about no field puts the focus on the notice. A screen without an error has none of it.
 */
import {
  PASSWORD_RULE_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  SIGN_IN_EMAIL_INVALID_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
} from '@bytewire/contracts';
import type { ReactElement } from 'react';
import { JoinForm, LoginForm } from '../src/forms/account-forms';
import { readForm } from '../src/forms/read-form';
import { WRONG_CREDENTIALS_MESSAGE } from '../src/interaction/interaction-messages';
import { FORM_ERROR_ID } from '../src/interaction/pages/page-shell';
import { renderScreen } from '../src/interaction/pages/render-screen';
import {
  EmailScreen,
  JoinScreen,
  NewPasswordScreen,
  PasswordScreen,
  ResetRequestScreen,
  SocialJoinScreen,
} from '../src/interaction/pages/screens';

const SITE = 'Bytewire';
const UID = 'a'.repeat(21);

/** The attributes of the start tag with this id (React writes them name="value"). */
function attributesOf(html: string, id: string): Record<string, string> {
  const tag = new RegExp(`<[a-z]+\\b[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no element with id ${id}`);
  return Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const autofocused = (html: string) => [...html.matchAll(/<[a-z]+\b[^>]*\bautofocus=""[^>]*>/g)];

function render(screen: ReactElement) {
  return renderScreen(screen);
}

describe('a field the error is about', () => {
  it.each([
    [
      'the address of step 1',
      <EmailScreen
        key="email"
        site={SITE}
        uid={UID}
        email="not-an-address"
        error={SIGN_IN_EMAIL_INVALID_MESSAGE}
        invalid="email"
        socials={[]}
      />,
      'email',
      'Sign in or join',
    ],
    [
      'the password of a known address',
      <PasswordScreen
        key="password"
        site={SITE}
        uid={UID}
        email="reader@example.com"
        error={WRONG_CREDENTIALS_MESSAGE}
        invalid="password"
      />,
      'password',
      'Welcome back',
    ],
    [
      'the terms of a new account',
      <JoinScreen
        key="join"
        site={SITE}
        uid={UID}
        email="new@example.com"
        error={TERMS_REQUIRED_MESSAGE}
        invalid="terms"
        termsUrl="https://bytewire.test/terms/"
      />,
      'terms',
      'Create your account',
    ],
    [
      'the terms of a new account from a social network',
      <SocialJoinScreen
        key="social"
        site={SITE}
        uid={UID}
        network="Google"
        email="new@example.com"
        join={'j'.repeat(43)}
        error={TERMS_REQUIRED_MESSAGE}
        invalid="terms"
        termsUrl="https://bytewire.test/terms/"
      />,
      'terms',
      'Create your account',
    ],
    [
      'the address of a reset request',
      <ResetRequestScreen
        key="reset"
        site={SITE}
        email="nope"
        error={SIGN_IN_EMAIL_INVALID_MESSAGE}
        invalid="email"
      />,
      'email',
      'Reset your password',
    ],
  ])('%s: marked, linked to the notice and focused', (_name, screen, field, title) => {
    const html = render(screen);
    expect(titleOf(html)).toBe(`Error: ${title} · ${SITE}`);
    const input = attributesOf(html, field);
    expect(input['aria-invalid']).toBe('true');
    expect(input['aria-describedby']?.split(' ')).toContain(FORM_ERROR_ID);
    expect(input.autofocus).toBe('');
    // The only element focused on load.
    expect(autofocused(html)).toHaveLength(1);
    const notice = attributesOf(html, FORM_ERROR_ID);
    expect(notice.role).toBe('alert');
    expect(notice.tabindex).toBeUndefined();
  });

  it('a new password keeps its checklist in its description, after the error', () => {
    for (const screen of [
      <JoinScreen
        key="join"
        site={SITE}
        uid={UID}
        email="new@example.com"
        error={PASSWORD_RULE_MESSAGE}
        invalid="password"
        password="short"
        termsUrl="https://bytewire.test/terms/"
      />,
      <NewPasswordScreen
        key="new"
        site={SITE}
        token="t"
        error={PASSWORD_RULE_MESSAGE}
        invalid="password"
        password="short"
      />,
    ]) {
      const html = render(screen);
      const input = attributesOf(html, 'password');
      expect(input['aria-invalid']).toBe('true');
      expect(input['aria-describedby']).toBe(`${FORM_ERROR_ID} password-checklist`);
      expect(input.autofocus).toBe('');
      // The other field of the join screen is not marked.
      if (html.includes('id="terms"')) {
        expect(attributesOf(html, 'terms')['aria-invalid']).toBeUndefined();
      }
    }
  });
});

describe('an error about no field of the screen', () => {
  it('focuses the notice and marks no field (a social network that failed)', () => {
    const html = render(
      <EmailScreen
        site={SITE}
        uid={UID}
        error="Google sign-in is not available right now."
        socials={[]}
      />,
    );
    expect(titleOf(html)).toBe(`Error: Sign in or join · ${SITE}`);
    const email = attributesOf(html, 'email');
    expect(email['aria-invalid']).toBeUndefined();
    expect(email['aria-describedby']).toBeUndefined();
    const notice = attributesOf(html, FORM_ERROR_ID);
    expect(notice.tabindex).toBe('-1');
    expect(notice.autofocus).toBe('');
    expect(autofocused(html)).toHaveLength(1);
  });

  it('focuses the notice of too many tries on the password screen', () => {
    const html = render(
      <PasswordScreen site={SITE} uid={UID} email="reader@example.com" error="Too many tries." />,
    );
    expect(attributesOf(html, 'password')['aria-invalid']).toBeUndefined();
    expect(attributesOf(html, FORM_ERROR_ID).autofocus).toBe('');
  });
});

it('a screen without an error keeps its title and marks and focuses nothing', () => {
  const html = render(
    <JoinScreen
      site={SITE}
      uid={UID}
      email="new@example.com"
      termsUrl="https://bytewire.test/terms/"
    />,
  );
  expect(titleOf(html)).toBe(`Create your account · ${SITE}`);
  expect(html).not.toContain('aria-invalid');
  expect(html).not.toContain(`id="${FORM_ERROR_ID}"`);
  expect(autofocused(html)).toHaveLength(0);
  expect(attributesOf(html, 'password')['aria-describedby']).toBe('password-checklist');
});

describe('readForm', () => {
  it('names the field of the first broken rule', () => {
    expect(readForm(LoginForm, { email: 'reader@example.com' })).toMatchObject({
      problem: REQUIRED_FIELDS_MESSAGE,
      field: 'password',
    });
    expect(readForm(JoinForm, { email: 'new@example.com', password: 'Str0ng!pass' })).toMatchObject(
      { problem: TERMS_REQUIRED_MESSAGE, field: 'terms' },
    );
    expect(readForm(LoginForm, { email: 'reader@example.com', password: 'x' }).field).toBe(
      undefined,
    );
  });
});

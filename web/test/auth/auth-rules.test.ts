/**
 * @jest-environment jsdom
 */
/** Spec 001 s4's login rules: the remembered strategy, the first-login events, the way back. */
import {
  clearStored,
  OIDC_STRATEGY,
  readStored,
  SIGNUP_CORRELATION_KEY,
  STRATEGY_KEY,
  writeStored,
} from '../../src/auth/auth-storage';
import { FIRST_LOGIN_EVENTS, firstLoginEvents, TRACK_EVENT } from '../../src/auth/first-login';
import { fetchProfile, ReadersApiError } from '../../src/auth/readers-api';

const USER = { sub: 'reader-1', email: 'r@example.com', login_count: 1 };

function tracked(): string[] {
  const events: string[] = [];
  window.addEventListener(TRACK_EVENT, (event) =>
    events.push((event as CustomEvent<{ event: string }>).detail.event),
  );
  return events;
}

beforeEach(() => localStorage.clear());

describe('the remembered strategy', () => {
  it('is kept in local storage under the core_auth_ prefix', () => {
    writeStored(STRATEGY_KEY, OIDC_STRATEGY);
    expect(localStorage.getItem('core_auth_strategy')).toBe('oidc');
    expect(readStored(STRATEGY_KEY)).toBe('oidc');
    clearStored(STRATEGY_KEY);
    expect(readStored(STRATEGY_KEY)).toBeUndefined();
  });
});

describe('first-login events (spec 001 s4)', () => {
  it('fire on a first login after a signup started, and the correlation key goes', () => {
    const events = tracked();
    writeStored(SIGNUP_CORRELATION_KEY, 'corr-1');
    expect(firstLoginEvents(USER)).toBe(true);
    expect(events).toEqual([...FIRST_LOGIN_EVENTS]);
    expect(readStored(SIGNUP_CORRELATION_KEY)).toBeUndefined();
    // Once only: the key is gone.
    expect(firstLoginEvents(USER)).toBe(false);
  });

  it('do not fire for a returning reader (login_count above 1) or without a signup', () => {
    const events = tracked();
    expect(firstLoginEvents(USER)).toBe(false);
    writeStored(SIGNUP_CORRELATION_KEY, 'corr-2');
    expect(firstLoginEvents({ ...USER, login_count: 2 })).toBe(false);
    expect(readStored(SIGNUP_CORRELATION_KEY)).toBeUndefined();
    expect(events).toEqual([]);
  });
});

describe('the profile call', () => {
  const answer = (status: number, body: unknown) =>
    // jsdom has no Response: the two members the client reads.
    jest.fn(async () => ({
      ok: status < 300,
      status,
      json: async () => body,
    })) as unknown as typeof fetch;

  it('reads data.data.item with the bearer token', async () => {
    const item = { id: 'reader-1', email: 'r@example.com' };
    const fetchImpl = answer(200, { data: { data: { item } } });
    await expect(fetchProfile('bytewire', 'tok', fetchImpl)).resolves.toEqual(item);
    const [path, init] = (fetchImpl as unknown as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/neutron/users/rna/bytewire/user');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(init.redirect).toBe('manual');
  });

  it('fails with the API’s message, or when the item is missing', async () => {
    await expect(
      fetchProfile('bytewire', 'tok', answer(401, { message: 'The access token has expired' })),
    ).rejects.toEqual(new ReadersApiError(401, 'The access token has expired'));
    await expect(fetchProfile('bytewire', 'tok', answer(200, { data: {} }))).rejects.toThrow(
      'no data.data.item',
    );
  });
});

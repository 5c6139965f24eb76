import { beginSignIn, BrowserSession } from './support/browser-session';
import {
  freePort,
  identityEnv,
  runToExit,
  signingKeyPem,
  startIdentity,
} from './support/identity-process';

/** Starts the service with one variable changed; it must stop, naming the variable. */
async function startupFailure(overrides: Record<string, string | undefined>): Promise<string> {
  const { code, output } = await runToExit(identityEnv(await freePort(), overrides));
  expect(code).toBe(1);
  return output;
}

describe('configuration', () => {
  it.each([
    [{ IDENTITY_SIGNING_KEY: undefined }, 'IDENTITY_SIGNING_KEY is required'],
    [
      { IDENTITY_SIGNING_KEY: 'not a key' },
      'IDENTITY_SIGNING_KEY must be a PEM PKCS#8 private key',
    ],
    [
      { IDENTITY_COOKIE_KEYS: 'short' },
      'IDENTITY_COOKIE_KEYS must be comma-separated keys of at least 32 characters',
    ],
    [{ IDENTITY_OUTBOX_KEY: undefined }, 'IDENTITY_OUTBOX_KEY is required'],
    [{ IDENTITY_ACCOUNTS_KEY: 'short' }, 'IDENTITY_ACCOUNTS_KEY must be at least 16 characters'],
    [
      { IDENTITY_ACCOUNTS_KEY: 'same-key-same-key', IDENTITY_OUTBOX_KEY: 'same-key-same-key' },
      'IDENTITY_ACCOUNTS_KEY must differ from IDENTITY_OUTBOX_KEY',
    ],
    [
      { IDENTITY_PUBLIC_URL: 'http://localhost:3006/' },
      'IDENTITY_PUBLIC_URL must not end with a slash',
    ],
    [{ IDENTITY_SITE_URL: 'javascript:alert(1)' }, 'IDENTITY_SITE_URL must be an http(s) URL'],
    [{ IDENTITY_AUDIENCE: 'api' }, 'IDENTITY_AUDIENCE must be an absolute URI'],
    [{ IDENTITY_CLIENT_ID: 'a b' }, 'IDENTITY_CLIENT_ID must be 3 to 64 letters'],
    [{ IDENTITY_TERMS_URL: 'ftp://x' }, 'IDENTITY_TERMS_URL must be an http(s) URL'],
    [
      { REDIS_URL: 'http://127.0.0.1:6379' },
      'REDIS_URL must be a redis://, rediss://, redis+cluster:// or rediss+cluster:// URL',
    ],
    [
      { IDENTITY_GOOGLE_CLIENT_ID: 'google-client-id' },
      'IDENTITY_GOOGLE_CLIENT_SECRET is required when IDENTITY_GOOGLE_CLIENT_ID is set',
    ],
    [
      { IDENTITY_FACEBOOK_CLIENT_SECRET: 'facebook-secret' },
      'IDENTITY_FACEBOOK_CLIENT_ID is required when IDENTITY_FACEBOOK_CLIENT_SECRET is set',
    ],
    [
      { IDENTITY_GOOGLE_CLIENT_ID: 'has spaces in it' },
      'IDENTITY_GOOGLE_CLIENT_ID must be 8 to 256 printable characters',
    ],
    [
      { IDENTITY_GOOGLE_ISSUER: 'http://accounts.example.com' },
      'IDENTITY_GOOGLE_ISSUER must be an https URL (http only on 127.0.0.1 or localhost)',
    ],
    [
      { IDENTITY_FACEBOOK_GRAPH_URL: 'https://graph.facebook.com/v23.0/' },
      'IDENTITY_FACEBOOK_GRAPH_URL must be an https URL (http only on 127.0.0.1 or localhost), without a trailing slash',
    ],
    [{ IDENTITY_SOCIAL_TIMEOUT_MS: '50' }, 'IDENTITY_SOCIAL_TIMEOUT_MS must be at least 100'],
  ])('stops on %p, naming the variable', async (overrides, message) => {
    expect(await startupFailure(overrides)).toContain(message);
  });

  it('takes no RSA key shorter than 2048 bits, nor a key of another kind', async () => {
    expect(await startupFailure({ IDENTITY_SIGNING_KEY: signingKeyPem(1024) })).toContain(
      'IDENTITY_SIGNING_KEY must be an RSA key of 2048 bits or more',
    );
  });

  it('takes empty social credentials as none: the options say they are not configured', async () => {
    const identity = await startIdentity({
      IDENTITY_GOOGLE_CLIENT_ID: '',
      IDENTITY_GOOGLE_CLIENT_SECRET: '',
      IDENTITY_FACEBOOK_CLIENT_ID: '',
      IDENTITY_FACEBOOK_CLIENT_SECRET: '',
    });
    try {
      const browser = new BrowserSession(identity.url);
      const { interaction } = await beginSignIn(browser);
      const screen = await browser.get(interaction);
      expect(screen.body).toContain('Google sign-in is not configured');
      expect(screen.body).toContain('Facebook sign-in is not configured');
    } finally {
      await identity.stop();
    }
  });
});

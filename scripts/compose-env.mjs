#!/usr/bin/env node
// `node scripts/compose-env.mjs`: writes `.env` at the repo root (whatever the working
// directory), with the secrets docker-compose.yml requires, random for this machine, so that
// `docker compose up --build` (or `podman-compose up --build`) runs without exporting anything
// by hand: Compose reads `.env` from the project directory by itself. An existing `.env` is
// never overwritten: delete it and run this again for new keys (the accounts in Redis stay;
// readers sign in again, their cookies and tokens were signed with the old keys).
//
// Development keys only: production gets its secrets from its secret store (Kubernetes:
// the `bytewire-secrets` Secret, docs/operations.md), never from this file.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where Compose looks for it: the project directory, the compose file's. */
export const COMPOSE_ENV_PATH = path.join(ROOT, '.env');

const hex = (bytes) => randomBytes(bytes).toString('hex');

/** A fresh RSA key (PEM, PKCS#8, 2048 bits) for the identity provider's tokens. */
function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/**
 * The variables, each an independent random value (so the keys that must differ, the callers'
 * and the admins' of vanity and experiments, the identity provider's outbox and accounts keys,
 * do): 48 hex characters where a service wants 16 or more, 64 for the cookie keys (32+); then
 * the optional ones of third parties and the sister editions, empty (unused), for the owner to
 * fill in.
 *
 * @returns {Array<[name: string, value: string, note: string]>}
 */
export function composeSecrets() {
  return [
    ['CONTENT_API_KEY', hex(24), 'the content API key (render, vanity and the gateway send it)'],
    ['IMAGE_SIGNING_KEY', hex(24), 'signs image resize URLs (render) and checks them (content)'],
    ['VANITY_API_KEY', hex(24), "the vanity service's callers' key (the gateway)"],
    ['VANITY_ADMIN_KEY', hex(24), 'forces a vanity refresh; differs from VANITY_API_KEY'],
    ['EXPERIMENTS_API_KEY', hex(24), "the experiments service's callers' key"],
    ['EXPERIMENTS_ADMIN_KEY', hex(24), 'changes tests and flags; differs from EXPERIMENTS_API_KEY'],
    ['IDENTITY_SIGNING_KEY', signingKey(), "signs the identity provider's tokens (RSA, PKCS#8)"],
    ['IDENTITY_COOKIE_KEYS', hex(32), "sign the identity provider's cookies (comma-separated)"],
    ['IDENTITY_OUTBOX_KEY', hex(24), 'reads the local outbox: GET http://localhost:3006/outbox'],
    ['IDENTITY_ACCOUNTS_KEY', hex(24), 'changes accounts; differs from IDENTITY_OUTBOX_KEY'],
    ['DISCUSSION_SECRET_KEY', hex(24), "signs the discussion service's single sign-on"],
    ['EMAIL_SHARE_CAPTCHA_KEY', hex(24), "the email-a-friend captcha's key"],
    ['PAGE_CACHE_PURGE_KEY', hex(24), "optional: turns on the gateway's page cache purge"],
    ['WARM_DASHBOARD_PASSWORD', hex(24), 'optional: http://localhost:3005/queues, user operator'],
    ['DISCUSSION_API_KEY', '', "optional: the discussion service's public key (comments)"],
    ['IDENTITY_GOOGLE_CLIENT_ID', '', 'optional: Google sign-in, with the secret below'],
    ['IDENTITY_GOOGLE_CLIENT_SECRET', '', 'optional: Google sign-in'],
    ['IDENTITY_FACEBOOK_CLIENT_ID', '', 'optional: Facebook sign-in, with the secret below'],
    ['IDENTITY_FACEBOOK_CLIENT_SECRET', '', 'optional: Facebook sign-in'],
    ['SISTER_EDITIONS', '', 'optional: sister editions the menus link, code|label|https-url,...'],
  ];
}

/**
 * A value as a dotenv line takes it: plain when it is one line of safe characters, else in
 * double quotes with its line breaks as `\n`, which Docker Compose's parser (compose-go) and
 * podman-compose's (python-dotenv) both turn back into line breaks.
 */
export function dotenvValue(value) {
  if (/^[\w.,:/+=-]*$/.test(value)) return value;
  if (/["\\$`]/.test(value)) throw new Error('a value with ", \\, $ or ` cannot be written here');
  return `"${value.replace(/\r?\n/g, '\\n')}"`;
}

/** The text of `.env`: a header saying what it is, then one commented line per variable. */
export function composeEnv() {
  const header = [
    '# Development keys for docker-compose.yml, made for this machine by',
    '#   node scripts/compose-env.mjs',
    '# UNSAFE FOR PRODUCTION: random keys kept in a plain file. Production gets its secrets from',
    '# its secret store (Kubernetes: the bytewire-secrets Secret, docs/operations.md).',
    '# New keys: delete this file and run the script again (it never overwrites this file).',
    '# Never commit it (.gitignore has it; .dockerignore keeps it out of images).',
  ];
  const lines = composeSecrets().flatMap(([name, value, note]) => [
    '',
    `# ${note}`,
    `${name}=${dotenvValue(value)}`,
  ]);
  return `${[...header, ...lines].join('\n')}\n`;
}

/**
 * Writes `composeEnv()` to `file` unless it exists (flag `wx`: no race with another writer),
 * readable by its owner only. Returns whether it wrote.
 *
 * @param {string} [file]
 * @returns {boolean}
 */
export function writeComposeEnv(file = COMPOSE_ENV_PATH) {
  try {
    writeFileSync(file, composeEnv(), { flag: 'wx', mode: 0o600 });
    return true;
  } catch (error) {
    if (error?.code === 'EEXIST') return false;
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Another file than the repo's .env (the tests'): `node scripts/compose-env.mjs FILE`.
  const file = process.argv[2] ? path.resolve(process.argv[2]) : COMPOSE_ENV_PATH;
  const shown = path.relative(process.cwd(), file) || file;
  if (writeComposeEnv(file)) {
    console.log(`[compose-env] wrote ${shown}: random development keys, unsafe for production.`);
  } else {
    console.log(
      `[compose-env] ${shown} exists; left as it is (delete it and run again for new keys).`,
    );
  }
  console.log('[compose-env] next: docker compose up --build   (or: podman-compose up --build)');
}

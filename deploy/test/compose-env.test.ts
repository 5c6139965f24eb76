// `node scripts/compose-env.mjs` (an ES module: run in a Node child) writes the `.env` that
// docker-compose.yml reads: every variable the compose file requires, long enough for the
// services' checks, the keys that must differ apart, and the identity provider's signing key
// readable once Compose has parsed the file (a double-quoted value with `\n` escapes, which
// Docker Compose's dotenv parser and podman-compose's python-dotenv turn into line breaks).
// It never overwrites a `.env` that is there. And each service the compose file waits on with
// service_healthy has a health check of the compose file's own (podman's default OCI images
// carry none).
import { spawnSync } from 'node:child_process';
import { createPrivateKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = path.join(ROOT, 'scripts/compose-env.mjs');
const composeText = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');

/** Runs an ES module snippet that imports the script as `m`; returns what it printed. */
function runWithScript(body: string): string {
  const code = `import * as m from ${JSON.stringify(SCRIPT)};\n${body}`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 20000,
  });
  if (run.status !== 0) throw new Error(`the script failed: ${run.stderr}`);
  return run.stdout;
}

/**
 * A minimal dotenv parser, as Compose reads `.env`: blank lines and `#` comments skipped,
 * KEY=value one a line, a double-quoted value with `\n` (and `\r`) escapes turned into line
 * breaks. Anything else (single quotes, a quote left open, a line of no KEY=) is an error here,
 * so the file keeps to what every parser reads alike.
 */
function parseDotenv(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [i, line] of text.split('\n').entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!match) throw new Error(`line ${i + 1} is not KEY=value: ${line}`);
    const [, key, raw] = match;
    if (key in env) throw new Error(`${key} is set twice`);
    if (raw.startsWith('"')) {
      const quoted = /^"((?:[^"\\]|\\[nr])*)"$/.exec(raw);
      if (!quoted) throw new Error(`${key}: a double-quoted value must close on its line`);
      env[key] = quoted[1].replace(/\\n/g, '\n').replace(/\\r/g, '\r');
    } else {
      if (/['"#\s]/.test(raw)) throw new Error(`${key}: an unquoted value of quotes, # or spaces`);
      env[key] = raw;
    }
  }
  return env;
}

/** The variables docker-compose.yml stops without (`${VAR:?message}`), with their messages. */
const required = new Map(
  [...composeText.matchAll(/\$\{([A-Z_][A-Z0-9_]*):\?([^}]*)\}/g)].map((m) => [m[1], m[2]]),
);

/** The optional variables the compose file passes on as they are (`${VAR}`): empty is unused. */
const optional = new Set([...composeText.matchAll(/\$\{([A-Z_][A-Z0-9_]*)\}/g)].map((m) => m[1]));

/**
 * Shortest lengths the services take (their env classes: @MinLength(16) for the API, admin,
 * signing, outbox, accounts, discussion and captcha keys, the purge key and the dashboard
 * password; 32 for each cookie key, IDENTITY_COOKIE_KEYS' pattern).
 */
const MIN_LENGTH: Record<string, number> = {
  CONTENT_API_KEY: 16,
  IMAGE_SIGNING_KEY: 16,
  VANITY_API_KEY: 16,
  VANITY_ADMIN_KEY: 16,
  EXPERIMENTS_API_KEY: 16,
  EXPERIMENTS_ADMIN_KEY: 16,
  IDENTITY_OUTBOX_KEY: 16,
  IDENTITY_ACCOUNTS_KEY: 16,
  DISCUSSION_SECRET_KEY: 16,
  EMAIL_SHARE_CAPTCHA_KEY: 16,
  PAGE_CACHE_PURGE_KEY: 16,
  WARM_DASHBOARD_PASSWORD: 16,
};

/** Keys a service refuses when equal (@DiffersFrom): callers must not hold the admins' key. */
const MUST_DIFFER: Array<[string, string]> = [
  ['VANITY_API_KEY', 'VANITY_ADMIN_KEY'],
  ['EXPERIMENTS_API_KEY', 'EXPERIMENTS_ADMIN_KEY'],
  ['IDENTITY_OUTBOX_KEY', 'IDENTITY_ACCOUNTS_KEY'],
];

describe('the .env of scripts/compose-env.mjs', () => {
  const [first, second] = JSON.parse(
    runWithScript('process.stdout.write(JSON.stringify([m.composeEnv(), m.composeEnv()]));'),
  ) as [string, string];
  const env = parseDotenv(first);

  it('finds the variables the compose file requires', () => {
    expect([...required.keys()]).toEqual(
      expect.arrayContaining(['CONTENT_API_KEY', 'IDENTITY_SIGNING_KEY', 'IDENTITY_COOKIE_KEYS']),
    );
    expect(required.size).toBe(12);
  });

  it('says in the compose file how to get them', () => {
    for (const [name, message] of required) {
      expect([name, message]).toEqual([name, expect.stringContaining('scripts/compose-env.mjs')]);
    }
  });

  it('sets every variable the compose file requires', () => {
    for (const name of required.keys()) {
      expect([name, (env[name] ?? '').length > 0]).toEqual([name, true]);
    }
    expect(Object.keys(env).sort()).toEqual(
      [...new Set([...required.keys(), ...Object.keys(MIN_LENGTH), ...optional])].sort(),
    );
  });

  it("sets the optional variables too: the keys it makes, the third parties' left empty", () => {
    expect([...optional]).toEqual(
      expect.arrayContaining(['PAGE_CACHE_PURGE_KEY', 'DISCUSSION_API_KEY']),
    );
    for (const name of optional) expect(env).toHaveProperty(name);
    expect(env.DISCUSSION_API_KEY).toBe('');
    expect(env.IDENTITY_GOOGLE_CLIENT_ID).toBe('');
  });

  it('says it is for development only, and how to make new keys', () => {
    const header = first.slice(0, first.indexOf('\n\n'));
    expect(header).toMatch(/^# /);
    expect(header).toContain('UNSAFE FOR PRODUCTION');
    expect(header).toContain('delete this file and run the script again');
  });

  it('gives each key the length its service wants, from characters Compose takes as they are', () => {
    for (const [name, min] of Object.entries(MIN_LENGTH)) {
      expect([name, env[name].length >= min]).toEqual([name, true]);
    }
    // IDENTITY_COOKIE_KEYS: comma-separated keys of 32 or more (services/identity's pattern).
    expect(env.IDENTITY_COOKIE_KEYS).toMatch(/^[^,\s]{32,}(,[^,\s]{32,})*$/);
    // No `$`: Compose would read it as a variable, in .env as in the compose file.
    for (const [name, value] of Object.entries(env)) {
      expect([name, value.includes('$')]).toEqual([name, false]);
    }
  });

  it('makes every key its own random value, new on each run', () => {
    for (const [a, b] of MUST_DIFFER) expect([a, b, env[a] === env[b]]).toEqual([a, b, false]);
    // The keys it makes: every variable but the third parties' (left empty).
    const made = Object.keys(env).filter((name) => env[name] !== '');
    expect(made.length).toBeGreaterThanOrEqual(14);
    const values = made.map((name) => env[name]);
    expect(new Set(values).size).toBe(values.length);
    const other = parseDotenv(second);
    for (const name of made) {
      expect([name, env[name] === other[name]]).toEqual([name, false]);
    }
  });

  it('writes the signing key on one line, read back as an RSA PKCS#8 key of 2048 bits', () => {
    const line = first.split('\n').find((l) => l.startsWith('IDENTITY_SIGNING_KEY='));
    expect(line).toMatch(/^IDENTITY_SIGNING_KEY="-----BEGIN PRIVATE KEY-----\\n[^"]+\\n"$/);
    const pem = env.IDENTITY_SIGNING_KEY;
    // services/identity's check of the variable, then its reading of the key.
    expect(pem).toMatch(/^-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----\s*$/);
    expect(pem.split('\n').length).toBeGreaterThan(20);
    const key = createPrivateKey(pem);
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBeGreaterThanOrEqual(2048);
  });
});

describe('writeComposeEnv', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'compose-env-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the file when there is none, readable by its owner only', () => {
    const file = path.join(dir, '.env');
    expect(
      runWithScript(`process.stdout.write(String(m.writeComposeEnv(${JSON.stringify(file)})));`),
    ).toBe('true');
    const env = parseDotenv(readFileSync(file, 'utf8'));
    for (const name of required.keys()) expect([name, name in env]).toEqual([name, true]);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('never overwrites a file that is there', () => {
    const file = path.join(dir, '.env');
    writeFileSync(file, '# mine\nCONTENT_API_KEY=kept-as-it-is-0123456789\n');
    expect(
      runWithScript(`process.stdout.write(String(m.writeComposeEnv(${JSON.stringify(file)})));`),
    ).toBe('false');
    expect(readFileSync(file, 'utf8')).toBe('# mine\nCONTENT_API_KEY=kept-as-it-is-0123456789\n');
  });

  it('says what it did when run as a script, once writing and then leaving the file', () => {
    const file = path.join(dir, '.env');
    const run = () =>
      spawnSync(process.execPath, [SCRIPT, file], { cwd: dir, encoding: 'utf8', timeout: 20000 });
    const wrote = run();
    expect(wrote.status).toBe(0);
    expect(wrote.stdout).toMatch(/wrote .*\.env: random development keys, unsafe for production/);
    const text = readFileSync(file, 'utf8');
    const kept = run();
    expect(kept.status).toBe(0);
    expect(kept.stdout).toContain('exists; left as it is');
    expect(readFileSync(file, 'utf8')).toBe(text);
  });
});

describe('health checks of the compose file', () => {
  const compose = parse(composeText, { merge: true }) as {
    services: Record<
      string,
      { healthcheck?: { test?: string[] }; depends_on?: Record<string, { condition?: string }> }
    >;
  };

  it('gives every service waited on as service_healthy a health check of its own', () => {
    const waitedOn = new Set(
      Object.values(compose.services).flatMap((entry) =>
        Object.entries(entry.depends_on ?? {})
          .filter(([, dep]) => dep.condition === 'service_healthy')
          .map(([name]) => name),
      ),
    );
    expect(waitedOn.size).toBeGreaterThan(0);
    for (const name of waitedOn) {
      expect([name, compose.services[name]?.healthcheck?.test?.[0]]).toEqual([
        name,
        expect.stringMatching(/^CMD(-SHELL)?$/),
      ]);
    }
  });

  it("checks each Node service's liveness with the image's own script, as its HEALTHCHECK does", () => {
    const dockerfile = readFileSync(path.join(ROOT, 'deploy/docker/Dockerfile'), 'utf8');
    // The script the image copies in asks the service's own PORT for /health/live.
    const script = readFileSync(path.join(ROOT, 'deploy/docker/healthcheck.mjs'), 'utf8');
    expect(script).toContain('/health/live');
    expect(script).toContain('process.env.PORT');
    expect(dockerfile).toContain('COPY deploy/docker/healthcheck.mjs /app/healthcheck.mjs');
    expect(dockerfile).toContain('CMD ["node", "/app/healthcheck.mjs"]');
    for (const [name, entry] of Object.entries(compose.services)) {
      if (name.startsWith('redis-')) continue;
      // One argument per word: podman-compose re-quotes them for a shell, so no quoted code.
      expect([name, entry.healthcheck?.test]).toEqual([
        name,
        ['CMD', 'node', '/app/healthcheck.mjs'],
      ]);
    }
  });
});

describe('interpolation in the compose file', () => {
  it('uses only forms docker compose and podman-compose 1.0.3 both read', () => {
    const uses = [...composeText.matchAll(/\$\{[^}]*\}/g)].map((m) => m[0]);
    expect(uses.length).toBeGreaterThan(20);
    for (const use of uses) {
      // ${NAME}, ${NAME:-default} (a default of one character or more: podman-compose 1.0.3
      // leaves `${NAME:-}` unreplaced), ${NAME:?message}.
      expect(use).toMatch(/^\$\{[A-Z_][A-Z0-9_]*(:-[^}]+|:\?[^}]+)?\}$/);
    }
  });
});

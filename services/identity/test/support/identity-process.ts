import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';

/** The built service: the provider is an ES module tree that Node loads and Jest cannot. */
const MAIN = path.join(__dirname, '..', '..', 'dist', 'main.js');

/** Where the tests' site lives: its redirects are read, never followed. */
export const SITE_URL = 'http://site.test';
export const CLIENT_ID = 'bytewire-web';
export const AUDIENCE = 'urn:bytewire:api';

export interface IdentityProcess {
  url: string;
  issuer: string;
  outboxKey: string;
  accountsKey: string;
  /** The lines the process wrote (pino JSON). */
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export function signingKeyPem(bits = 2048): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: bits });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** The environment of a test provider on `port`; `overrides` replace or remove (undefined). */
export function identityEnv(
  port: number,
  overrides: Record<string, string | undefined> = {},
): Record<string, string> {
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    IDENTITY_PUBLIC_URL: `http://127.0.0.1:${port}`,
    IDENTITY_SITE_URL: SITE_URL,
    IDENTITY_SIGNING_KEY: signingKeyPem(),
    IDENTITY_COOKIE_KEYS: `${randomBytes(24).toString('hex')},${randomBytes(24).toString('hex')}`,
    IDENTITY_OUTBOX_KEY: randomBytes(16).toString('hex'),
    IDENTITY_ACCOUNTS_KEY: randomBytes(16).toString('hex'),
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** Runs the built service until it exits; resolves with its exit code and output. */
export function runToExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** Starts the built service on a free loopback port and waits until it is ready. */
export async function startIdentity(
  overrides: Record<string, string | undefined> = {},
): Promise<IdentityProcess> {
  if (!existsSync(MAIN))
    throw new Error(`build the identity service first (npm run build): ${MAIN}`);
  const port = await freePort();
  // The internal listener (/metrics, the detailed health) on a free port too: PORT + 6000, the
  // default, may be taken or out of range.
  const env = identityEnv(port, { INTERNAL_PORT: String(await freePort()), ...overrides });
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`identity exited at start-up:\n${output}`);
    const ready = await fetch(`${url}/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`identity not ready in 20 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    issuer: `${url}/oidc`,
    outboxKey: env.IDENTITY_OUTBOX_KEY ?? '',
    accountsKey: env.IDENTITY_ACCOUNTS_KEY ?? '',
    output: () => output,
    stop,
  };
}

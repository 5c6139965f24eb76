import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Passwords are kept as scrypt hashes (Node's own, memory-hard), with one of the parameter sets
 * OWASP's password storage cheat sheet lists: N=2^14, r=8, p=5, so 16 MiB per hash, which
 * keeps a pod's memory bounded when many readers sign in at once. Stored as
 * `scrypt$N$r$p$salt$hash` so that stronger parameters can come later without breaking the
 * hashes already kept.
 */
const N = 2 ** 14;
const R = 8;
const P = 5;
const KEY_LENGTH = 32;
/** scrypt needs 128 * N * r bytes; twice that leaves room for parameters a later version raises. */
const MAX_MEMORY = 256 * N * R;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` is the one `stored` was made from; false for a stored value of another form. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || Number(n) > N || Number(r) > R) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

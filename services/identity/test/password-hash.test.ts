import { hashPassword, verifyPassword } from '../src/accounts/password-hash';

describe('password hashes', () => {
  it('verifies the password a hash was made from, and no other', async () => {
    const stored = await hashPassword('Str0ng!pass');
    expect(stored).toMatch(/^scrypt\$16384\$8\$5\$[\w-]{22}\$[\w-]{43}$/);
    await expect(verifyPassword('Str0ng!pass', stored)).resolves.toBe(true);
    await expect(verifyPassword('Str0ng!pasS', stored)).resolves.toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same!1x')).not.toBe(await hashPassword('same!1x'));
  });

  it('refuses stored values of another form, or asking for more work than it does', async () => {
    await expect(verifyPassword('x', 'plain')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$1048576$8$1$c2FsdA$aGFzaA')).resolves.toBe(false);
  });
});

/**
 * Real ALTCHA challenges for the site's captcha tests, made as the newsletter proxy makes them
 * (altcha-lib, signed with a key of the test's own) and checked the way it checks them.
 */
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export const TEST_CAPTCHA_KEY = 'site-test-captcha-key';

/** A signed challenge; a one-character prefix keeps the tests fast (16 tries on average). */
export function testChallenge(keyPrefix = '0'): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    deriveKey,
    keyPrefix,
    hmacSignatureSecret: TEST_CAPTCHA_KEY,
    expiresAt: Math.floor(Date.now() / 1000) + 600,
    data: { form: 'email-share' },
  });
}

/** Whether a posted `captcha` value is a valid solve of a challenge signed by the test key. */
export async function verifiesAsPosted(captcha: string): Promise<boolean> {
  const { challenge, solution } = JSON.parse(Buffer.from(captcha, 'base64').toString('utf8')) as {
    challenge: Challenge;
    solution: Solution;
  };
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: TEST_CAPTCHA_KEY,
  });
  return result.verified;
}

/**
 * The email share captcha in the browser's terms (Web Crypto, fetch): a challenge from
 * /user/email-friend/challenge/ is solved into the value the newsletter proxy verifies, and any
 * answer that is not a challenge it can work on is refused rather than solved.
 */
import {
  CHALLENGE_TIMEOUT_MS,
  EMAIL_SHARE_CHALLENGE_ENDPOINT,
  solveEmailShareCaptcha,
} from '../../src/chrome/share/email/captcha';
import { testChallenge, verifiesAsPosted } from '../support/altcha';

function answering(status: number, body: unknown) {
  return jest.fn<Promise<Response>, [string, RequestInit]>(async () => {
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

describe('solveEmailShareCaptcha', () => {
  it('asks the challenge endpoint, same-origin, uncached, with a timeout', async () => {
    const timeout = jest.spyOn(AbortSignal, 'timeout');
    const fetchMock = answering(200, await testChallenge());
    await solveEmailShareCaptcha(fetchMock);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/user/email-friend/challenge/');
    expect(EMAIL_SHARE_CHALLENGE_ENDPOINT).toBe(url);
    expect(init).toMatchObject({ credentials: 'same-origin', cache: 'no-store' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(timeout).toHaveBeenCalledWith(CHALLENGE_TIMEOUT_MS);
    timeout.mockRestore();
  });

  it('solves a real challenge into the value the endpoint verifies', async () => {
    const captcha = await solveEmailShareCaptcha(answering(200, await testChallenge('00')));
    expect(captcha).toMatch(/^[A-Za-z0-9+/]+=*$/);
    await expect(verifiesAsPosted(captcha)).resolves.toBe(true);
  });

  it('a solve of another challenge does not verify: the answer is bound to its challenge', async () => {
    const captcha = await solveEmailShareCaptcha(answering(200, await testChallenge('00')));
    const posted = JSON.parse(Buffer.from(captcha, 'base64').toString('utf8'));
    posted.challenge.parameters.nonce = (await testChallenge()).parameters.nonce;
    const forged = Buffer.from(JSON.stringify(posted)).toString('base64');
    await expect(verifiesAsPosted(forged)).resolves.toBe(false);
  });

  it('rejects an error answer', async () => {
    await expect(solveEmailShareCaptcha(answering(429, { message: 'x' }))).rejects.toThrow(
      'captcha challenge answered 429',
    );
  });

  it.each([
    ['not an object', 'challenge'],
    ['no parameters', { signature: 'x' }],
    [
      'an unknown algorithm',
      { parameters: { algorithm: 'MD5', nonce: 'aa', salt: 'bb', keyPrefix: '0' } },
    ],
    [
      'a prefix that would take minutes',
      { parameters: { algorithm: 'SHA-256', nonce: 'aa', salt: 'bb', keyPrefix: '0000000' } },
    ],
    [
      'a prefix that is not hex',
      { parameters: { algorithm: 'SHA-256', nonce: 'aa', salt: 'bb', keyPrefix: 'zz' } },
    ],
  ])('refuses %s instead of working on it', async (_case, body) => {
    await expect(solveEmailShareCaptcha(answering(200, body))).rejects.toThrow(
      'captcha challenge of an unknown shape',
    );
  });

  it('rejects when the network fails', async () => {
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(solveEmailShareCaptcha(failing)).rejects.toThrow('Failed to fetch');
  });
});

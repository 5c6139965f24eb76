import { BadRequestException, Injectable } from '@nestjs/common';
import { type Challenge, createChallenge, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { ProxyConfig } from '../config/proxy-config';
import { ProxyRedis } from '../store/proxy-redis';

/** A challenge is solved within this long. */
export const CAPTCHA_TTL_S = 10 * 60;
/** The work asked: a SHA-256 whose hex starts with this (about 4,000 tries, well under 1 s). */
const KEY_PREFIX = '000';
export const CAPTCHA_FAILED_MESSAGE = 'Please complete the captcha.';

function decoded(payload: string): { challenge: Challenge; solution: Solution } | undefined {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as unknown;
    if (typeof value !== 'object' || value === null) return undefined;
    const { challenge, solution } = value as { challenge?: Challenge; solution?: Solution };
    if (typeof challenge?.parameters?.nonce !== 'string' || typeof solution?.counter !== 'number') {
      return undefined;
    }
    return { challenge, solution };
  } catch {
    return undefined;
  }
}

/**
 * The email-a-friend captcha, which works offline: ALTCHA's proof of work (altcha-lib). The
 * browser solves a signed challenge; the answer is checked against the signature, the expiry
 * and the work, and taken once (its nonce is spent in Redis until the challenge expires).
 */
@Injectable()
export class EmailShareCaptcha {
  constructor(
    private readonly config: ProxyConfig,
    private readonly redis: ProxyRedis,
  ) {}

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      deriveKey,
      keyPrefix: KEY_PREFIX,
      hmacSignatureSecret: this.config.emailShareCaptchaKey,
      expiresAt: Math.floor(Date.now() / 1000) + CAPTCHA_TTL_S,
      data: { form: 'email-share' },
    });
  }

  /** Throws a 400 unless `payload` (base64 JSON of challenge and solution) is a fresh solve. */
  async check(payload: string): Promise<void> {
    const solved = payload.length <= 4096 ? decoded(payload) : undefined;
    const result = solved
      ? await verifySolution({
          challenge: solved.challenge,
          solution: solved.solution,
          deriveKey,
          hmacSignatureSecret: this.config.emailShareCaptchaKey,
        }).catch(() => undefined)
      : undefined;
    if (!solved || !result?.verified || solved.challenge.parameters.data?.form !== 'email-share') {
      throw new BadRequestException(CAPTCHA_FAILED_MESSAGE);
    }
    const spent = await this.redis.client.set(
      `${this.redis.prefix}captcha:${solved.challenge.parameters.nonce}`,
      '1',
      'EX',
      CAPTCHA_TTL_S,
      'NX',
    );
    if (spent !== 'OK') throw new BadRequestException(CAPTCHA_FAILED_MESSAGE);
  }
}

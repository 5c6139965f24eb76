import {
  EMAIL_FORMAT_INVALID_MESSAGE,
  EMAIL_SHARE_BODY_FIELDS as F,
  EMAIL_SHARE_SENT_MESSAGE,
  validateEmailShare,
} from '@bytewire/contracts';
import { clientAddressOf } from '@bytewire/service-kit';
import { BadRequestException, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ProxyConfig } from '../config/proxy-config';
import { Outbox } from '../mail/outbox';
import { EmailShareCaptcha } from './captcha';
import { checkedFormPost, giveTokenCookie, redisOr503 } from '../forms/form-post';
import { RateLimits } from '../forms/rate-limits';
import { CAPTCHA_FAILURES, PER_TOKEN, PER_VISITOR } from './email-share-limits';

export const NOT_THIS_SITE_MESSAGE = 'Only pages of this site can be shared';
export const SEND_UNAVAILABLE_MESSAGE = 'Emails cannot be sent now. Please try again later.';
const TITLE_MAX_LENGTH = 300;
const REDIS_FAILED = {
  unavailable: SEND_UNAVAILABLE_MESSAGE,
  logMessage: 'email not shared: Redis failed',
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Email-a-friend (spec 001 s3, s5, s7, s8): `GET /user/email-friend/challenge/` gives the form
 * its token cookie and a captcha challenge; `POST /user/email-friend/xhr/` takes the spec's
 * fields, checks the token (double submit), the shared rules of `@bytewire/contracts`, that
 * the page is one of this site's and the captcha, then spends the sender's budget (per visitor
 * and per form) and puts the mail in the outbox. Nothing is sent for a form that fails any
 * check; only a form that passed them all spends the budget. Failed captchas have a limit of
 * their own (per visitor). The visitor is `request.ip`: X-Forwarded-For counts only from the
 * peers TRUST_PROXY trusts. Redis out of reach: a 503.
 */
@Controller('user/email-friend')
export class EmailShareController {
  private readonly secureCookie: boolean;
  private readonly site: string;

  constructor(
    private readonly config: ProxyConfig,
    private readonly captcha: EmailShareCaptcha,
    private readonly limits: RateLimits,
    private readonly outbox: Outbox,
  ) {
    this.secureCookie = config.publicOrigin.startsWith('https:');
    this.site = config.publicationName;
  }

  // Nest drops one trailing slash from a route path: the second keeps the spec's own slash.
  @Get('challenge//')
  async challenge(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    giveTokenCookie(request, reply, this.secureCookie);
    void reply.header('cache-control', 'no-store').send(await this.captcha.challenge());
  }

  @Post('xhr//')
  @HttpCode(200)
  async send(@Req() request: FastifyRequest) {
    const { body, token } = checkedFormPost(request, F.token);
    const values = {
      to: body[F.to],
      from: body[F.from],
      name: body[F.name],
      message: body[F.message],
    };
    const validation = validateEmailShare(values);
    if (!validation.valid) {
      const invalidAddress = validation.fieldErrors.to ?? validation.fieldErrors.from;
      throw new BadRequestException(
        validation.formError ??
          (invalidAddress ? EMAIL_FORMAT_INVALID_MESSAGE : validation.fieldErrors.message),
      );
    }
    const page = this.sharedPage(text(body[F.url]), text(body[F.title]));
    await this.spendBudget(request, token, text(body[F.captcha]));
    const { to, from, name, message } = {
      to: text(values.to).trim(),
      from: text(values.from).trim(),
      name: text(values.name).trim(),
      message: text(values.message).trim(),
    };
    const mail = await redisOr503(request, REDIS_FAILED, () =>
      this.outbox.send({
        to,
        replyTo: from,
        subject: `${name} shared “${page.title}” with you`,
        text: [
          `${name} (${from}) thought you would like this on ${this.site}:`,
          `${page.title}\n${page.url}`,
          ...(message ? [message] : []),
        ].join('\n\n'),
      }),
    );
    request.log.info({ mailId: mail.id }, 'email shared');
    return { data: { item: { code: 'Success', message: EMAIL_SHARE_SENT_MESSAGE } } };
  }

  /**
   * The checks that need Redis, in an order that spends nothing a form has not earned: an
   * address past its failed captchas, or a sender past their budget, is refused (429) before
   * the captcha is looked at (and taken); a failed captcha counts in CAPTCHA_FAILURES only;
   * a solved one spends the sender's budget. Past a limit, the kit's error filter answers the
   * 429 with Retry-After.
   */
  private spendBudget(request: FastifyRequest, token: string, captcha: string): Promise<void> {
    const visitor = clientAddressOf(request);
    return redisOr503(request, REDIS_FAILED, async () => {
      await this.limits.check(CAPTCHA_FAILURES, visitor);
      await this.limits.check(PER_VISITOR, visitor);
      await this.limits.check(PER_TOKEN, token);
      try {
        await this.captcha.check(captcha);
      } catch (error) {
        if (error instanceof BadRequestException) await this.limits.hit(CAPTCHA_FAILURES, visitor);
        throw error;
      }
      await this.limits.hit(PER_VISITOR, visitor);
      await this.limits.hit(PER_TOKEN, token);
    });
  }

  /** The page shared: a URL of this site's origin and a title of one line. */
  private sharedPage(url: string, title: string): { url: string; title: string } {
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.origin !== this.config.publicOrigin) {
      throw new BadRequestException(NOT_THIS_SITE_MESSAGE);
    }
    const oneLine = title.replace(/\s+/g, ' ').trim();
    if (!oneLine || oneLine.length > TITLE_MAX_LENGTH || /\p{Cc}/u.test(oneLine)) {
      throw new BadRequestException(`The page title must be 1 to ${TITLE_MAX_LENGTH} characters`);
    }
    return { url: parsed.href, title: oneLine };
  }
}

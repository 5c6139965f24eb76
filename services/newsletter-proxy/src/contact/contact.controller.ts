import {
  CONTACT_BODY_FIELDS as F,
  CONTACT_FIELDS,
  CONTACT_SENT_MESSAGE,
  normaliseContact,
  validateContact,
} from '@bytewire/contracts';
import { clientAddressOf } from '@bytewire/service-kit';
import { BadRequestException, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ProxyConfig } from '../config/proxy-config';
import { RateLimits } from '../forms/rate-limits';
import { checkedFormPost, giveTokenCookie, redisOr503 } from '../forms/form-post';
import { Outbox } from '../mail/outbox';
import { CONTACT_PER_TOKEN, CONTACT_PER_VISITOR } from './contact-limits';

export const CONTACT_UNAVAILABLE_MESSAGE = 'Messages cannot be sent now. Please try again later.';
const REDIS_FAILED = {
  unavailable: CONTACT_UNAVAILABLE_MESSAGE,
  logMessage: 'contact message not sent: Redis failed',
};

/**
 * The contact form (spec 001 s2, s8; the spec does not show its endpoint):
 * `GET /user/contact/token/` gives the form its token cookie (the email share form's: one
 * double-submit token per visitor); `POST /user/contact/xhr/` checks the XHR header, the token,
 * the shared rules of `@bytewire/contracts` (which keep line breaks out of every value that
 * reaches a mail header), then spends the visitor's and the form's budget and puts the message
 * in the outbox, addressed to CONTACT_MAIL_TO with the reader's address as Reply-To. Nothing
 * is sent, and no budget spent, for a form that fails a check. Redis out of reach: a 503.
 */
@Controller('user/contact')
export class ContactController {
  private readonly secureCookie: boolean;
  private readonly site: string;
  private readonly mailTo: string;

  constructor(
    config: ProxyConfig,
    private readonly limits: RateLimits,
    private readonly outbox: Outbox,
  ) {
    this.secureCookie = config.publicOrigin.startsWith('https:');
    this.site = config.publicationName;
    this.mailTo = config.contactMailTo;
  }

  // Nest drops one trailing slash from a route path: the second keeps the site's own slash.
  @Get('token//')
  token(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    giveTokenCookie(request, reply, this.secureCookie);
    void reply.header('cache-control', 'no-store').code(204).send();
  }

  @Post('xhr//')
  @HttpCode(200)
  async send(@Req() request: FastifyRequest) {
    const { body, token } = checkedFormPost(request, F.token);
    const posted = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, body[F[field]]]));
    const validation = validateContact(posted);
    if (!validation.valid) {
      const first = CONTACT_FIELDS.map((field) => validation.fieldErrors[field]).find(Boolean);
      throw new BadRequestException(validation.formError ?? first);
    }
    const { name, email, subject, message } = normaliseContact(posted);
    const mail = await redisOr503(request, REDIS_FAILED, async () => {
      const visitor = clientAddressOf(request);
      await this.limits.check(CONTACT_PER_VISITOR, visitor);
      await this.limits.check(CONTACT_PER_TOKEN, token);
      await this.limits.hit(CONTACT_PER_VISITOR, visitor);
      await this.limits.hit(CONTACT_PER_TOKEN, token);
      return this.outbox.send({
        to: this.mailTo,
        replyTo: email,
        subject: `[${this.site} contact] ${subject}`,
        text: [`From: ${name} <${email}>`, `Subject: ${subject}`, message].join('\n\n'),
      });
    });
    request.log.info({ mailId: mail.id }, 'contact message sent');
    return { data: { item: { code: 'Success', message: CONTACT_SENT_MESSAGE } } };
  }
}

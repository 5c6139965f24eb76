import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
  UseFilters,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { IdentityConfig } from '../config/identity-config';
import { INTERACTION_UID_PATTERN, NewPasswordForm, ResetRequestForm } from '../forms/account-forms';
import { readForm } from '../forms/read-form';
import { UnavailableScreenFilter } from '../http/unavailable-screen.filter';
import { MessageScreen, NewPasswordScreen, ResetRequestScreen } from '../interaction/pages/screens';
import { ScreenResponder } from '../interaction/screen-responder';
import { ChangePasswordRequest } from './change-password-request.dto';
import { PasswordReset } from './password-reset.service';
import { ResetTokens } from './reset-tokens';

export const RESET_SENT_ANSWER = "We've just sent you an email to reset your password.";
export const RESET_LINK_EXPIRED_MESSAGE =
  'This link has expired or was already used. Please ask for a new one.';
export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. You can sign in with it now.';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The reset screens (`/reset`, `/reset/{token}`) and the widget's JSON request. */
@Controller()
export class ResetController {
  constructor(
    private readonly reset: PasswordReset,
    private readonly tokens: ResetTokens,
    private readonly screens: ScreenResponder,
    private readonly config: IdentityConfig,
  ) {}

  @Get('reset')
  ask(
    @Query('email') email: unknown,
    @Query('interaction') interaction: unknown,
    @Res() reply: FastifyReply,
  ): void {
    const uid = text(interaction);
    this.screens.send(
      reply,
      200,
      createElement(ResetRequestScreen, {
        site: this.screens.site,
        email: text(email)?.slice(0, 254),
        interaction: uid && INTERACTION_UID_PATTERN.test(uid) ? uid : undefined,
      }),
    );
  }

  @Post('reset')
  @UseFilters(UnavailableScreenFilter)
  async send(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const { form, values, problem, field } = readForm(ResetRequestForm, request.body);
    const screen = (status: number, extra: { error?: string; invalid?: string; sent?: boolean }) =>
      this.screens.send(
        reply,
        status,
        createElement(ResetRequestScreen, {
          site: this.screens.site,
          email: values.email,
          interaction: form?.interaction,
          ...extra,
        }),
      );
    if (!form) return screen(400, { error: problem, invalid: field });
    await this.reset.request(form.email.trim());
    screen(200, { sent: true });
  }

  /** Spec 001 s7's password recovery call, as the widget makes it: JSON, same answer for all. */
  @Post('dbconnections/change_password')
  @HttpCode(200)
  async changePassword(@Body() body: ChangePasswordRequest): Promise<string> {
    if (body.client_id !== this.config.identityClientId) {
      throw new BadRequestException('client_id is not a client of this provider');
    }
    await this.reset.request(body.email.trim());
    return RESET_SENT_ANSWER;
  }

  @Get('reset/:token')
  @UseFilters(UnavailableScreenFilter)
  async choose(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    if (!(await this.tokens.peek(token))) return this.expired(reply);
    this.screens.send(
      reply,
      200,
      createElement(NewPasswordScreen, { site: this.screens.site, token }),
    );
  }

  @Post('reset/:token')
  @UseFilters(UnavailableScreenFilter)
  async change(
    @Param('token') token: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (!(await this.tokens.peek(token))) return this.expired(reply);
    const { form, values, problem, field } = readForm(NewPasswordForm, request.body);
    if (!form) {
      return this.screens.send(
        reply,
        400,
        createElement(NewPasswordScreen, {
          site: this.screens.site,
          token,
          error: problem,
          invalid: field,
          password: values.password,
        }),
      );
    }
    if (!(await this.reset.complete(token, form.password))) return this.expired(reply);
    this.screens.send(
      reply,
      200,
      createElement(MessageScreen, {
        site: this.screens.site,
        title: 'Password changed',
        message: PASSWORD_CHANGED_MESSAGE,
        link: { href: `${this.config.identitySiteUrl}/`, text: `Back to ${this.screens.site}` },
      }),
    );
  }

  private expired(reply: FastifyReply): void {
    this.screens.send(
      reply,
      400,
      createElement(MessageScreen, {
        site: this.screens.site,
        title: 'Reset link expired',
        message: RESET_LINK_EXPIRED_MESSAGE,
        link: { href: '/reset', text: 'Ask for a new link' },
        error: true,
      }),
    );
  }
}

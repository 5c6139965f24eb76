import { Injectable, NotFoundException } from '@nestjs/common';
import { ProxyConfig } from '../config/proxy-config';
import { DiscussionApi } from '../discussion/discussion-api';
import type { RecentCommentsAnswer } from '../discussion/recent-comments';
import { remoteAuthS3 } from '../discussion/remote-auth';
import { IdentityAccounts } from '../identity/identity-accounts';
import { journeyOf, NEWSLETTERS } from '../newsletters/newsletter-catalogue';
import { SubscriptionStore } from '../newsletters/subscription-store';
import { avatarUrl } from '../profile/avatar';
import { ProfileStore } from '../profile/profile-store';
import type { ProfileUpdate } from '../profile/profile-update.dto';
import {
  type DiscussionAnswer,
  type JourneyAnswer,
  type NewsletterListAnswer,
  type ProfileAnswer,
  type ReaderCall,
  ReadersBackend,
  type SubscriptionsAnswer,
} from './readers-backend';

const discussionAnswer = (token: string): DiscussionAnswer => ({
  data: { data: { item: { disqusToken: { remoteAuthS3: token } } } },
});

/**
 * The default backend: the catalogue in code, subscriptions and profiles in Redis, the address
 * and the password at the identity provider, discussion tokens signed here.
 */
@Injectable()
export class LocalReaders extends ReadersBackend {
  constructor(
    private readonly subscriptionStore: SubscriptionStore,
    private readonly profiles: ProfileStore,
    private readonly identity: IdentityAccounts,
    private readonly config: ProxyConfig,
    private readonly discussionApi: DiscussionApi,
  ) {
    super();
  }

  async newsletters(): Promise<NewsletterListAnswer> {
    return { data: { items: [...NEWSLETTERS] } };
  }

  async subscriptions({ reader }: ReaderCall): Promise<SubscriptionsAnswer> {
    return { data: { items: await this.subscriptionStore.list(reader.sub) } };
  }

  async journey({ reader }: ReaderCall, journeyId: string): Promise<JourneyAnswer> {
    const journey = journeyOf(journeyId);
    if (!journey) throw new NotFoundException(`No newsletter journey ${journeyId}`);
    const { newsletter, action } = journey;
    if (action === 'subscribe') await this.subscriptionStore.subscribe(reader.sub, newsletter.id);
    else await this.subscriptionStore.unsubscribe(reader.sub, newsletter.id);
    return { data: { item: { code: 'Success', newsletterId: newsletter.id, action } } };
  }

  async profile({ reader }: ReaderCall): Promise<ProfileAnswer> {
    const stored = await this.profiles.get(reader.sub);
    const email = stored.email ?? reader.email ?? '';
    return {
      data: {
        data: {
          item: {
            id: reader.sub,
            email,
            firstName: stored.firstName ?? '',
            lastName: stored.lastName ?? '',
            username: stored.username ?? '',
            country: stored.country ?? '',
            avatar: email ? avatarUrl(this.config.avatarUrlTemplate, email) : '',
          },
        },
      },
    };
  }

  /**
   * Changes what the update gives. The password first (it proves the reader), then the address
   * (both at the identity provider), then the fields kept here.
   */
  async updateProfile(call: ReaderCall, update: ProfileUpdate): Promise<ProfileAnswer> {
    const { reader } = call;
    if (update.newPassword !== undefined) {
      await this.identity.changePassword(
        reader.sub,
        update.currentPassword ?? '',
        update.newPassword,
      );
    }
    const current = (await this.profiles.get(reader.sub)).email ?? reader.email;
    const email = update.email?.trim();
    const newEmail = email !== undefined && email.toLowerCase() !== current?.toLowerCase();
    if (newEmail) await this.identity.changeEmail(reader.sub, email);
    await this.profiles.update(reader.sub, {
      firstName: update.firstName?.trim(),
      lastName: update.lastName?.trim(),
      username: update.username,
      country: update.country?.toUpperCase(),
      email: newEmail ? email : undefined,
    });
    return this.profile(call);
  }

  async discussionLogin({ reader }: ReaderCall): Promise<DiscussionAnswer> {
    const stored = await this.profiles.get(reader.sub);
    const email = stored.email ?? reader.email ?? '';
    const username =
      stored.username ||
      [stored.firstName, stored.lastName].filter(Boolean).join(' ') ||
      email.split('@')[0] ||
      'reader';
    return discussionAnswer(
      remoteAuthS3(
        {
          id: reader.sub,
          username,
          email,
          ...(email ? { avatar: avatarUrl(this.config.avatarUrlTemplate, email) } : {}),
        },
        this.config.discussionSecretKey,
      ),
    );
  }

  async discussionLogout(): Promise<DiscussionAnswer> {
    return discussionAnswer(remoteAuthS3({}, this.config.discussionSecretKey));
  }

  /** From the discussion service itself: its single sign-on id is the reader's `sub`. */
  recentComments({ reader }: ReaderCall): Promise<RecentCommentsAnswer> {
    return this.discussionApi.recentComments(reader.sub);
  }
}

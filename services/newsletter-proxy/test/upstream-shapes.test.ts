/** The newsletter platform's answers as upstream-shapes.ts checks them (zod/mini schemas). */
import {
  discussionResult,
  journeyResult,
  newsletterList,
  profileResult,
  recentCommentsResult,
  subscriptionList,
} from '../src/upstream/upstream-shapes';

const NEWSLETTER = {
  id: 'n-1',
  name: 'Daily',
  description: 'Every day',
  frequency: 'daily',
  subscribeJourneyId: 'j-s',
  unsubscribeJourneyId: 'j-u',
};

describe('the newsletter platform’s answers', () => {
  it('keeps the whole items of a list, with their known fields only', () => {
    const answer = newsletterList({
      data: { items: [{ ...NEWSLETTER, secret: 'x' }, { ...NEWSLETTER, name: 5 }, null] },
    });
    expect(answer).toEqual({ data: { items: [NEWSLETTER] } });
    expect(
      subscriptionList({
        data: { items: [{ newsletterId: 'n-1', subscribedAt: '2026-01-01' }, { newsletterId: 1 }] },
      }).data.items,
    ).toEqual([{ newsletterId: 'n-1', subscribedAt: '2026-01-01' }]);
  });

  it('is a 502 naming what it was when the path is missing', () => {
    expect(() => newsletterList({ data: {} })).toThrow(
      'newsletter platform gave a newsletter list of an unknown shape',
    );
    expect(() => journeyResult({ data: { item: {} } })).toThrow('a journey answer');
    expect(() => profileResult({ data: { item: { id: 'u' } } })).toThrow('a profile');
    expect(() =>
      discussionResult({ data: { data: { item: { disqusToken: { remoteAuthS3: '<x>' } } } } }),
    ).toThrow('a discussion token');
  });

  it('keeps a journey’s newsletter and action only when they are of their kind', () => {
    const item = { code: 'ok', newsletterId: 'n-1', action: 'subscribe' };
    expect(journeyResult({ data: { item } }).data.item).toEqual(item);
    expect(
      journeyResult({ data: { item: { code: 'ok', newsletterId: 3, action: 'delete' } } }).data
        .item,
    ).toEqual({ code: 'ok' });
  });

  it('reads a profile’s missing texts as empty, and only a safe avatar', () => {
    const item = { id: 'u-1', email: 'a@b.example', firstName: 7, avatar: 'javascript:alert(1)' };
    expect(profileResult({ data: { data: { item } } }).data.data.item).toEqual({
      id: 'u-1',
      email: 'a@b.example',
      firstName: '',
      lastName: '',
      username: '',
      country: '',
      avatar: '',
    });
    const avatar = '/api/neutron/users/avatar/abc.svg';
    expect(
      profileResult({ data: { data: { item: { id: 'u', avatar } } } }).data.data.item.avatar,
    ).toBe(avatar);
  });

  it('keeps comments a page can show, cleaned; and reads configured as true unless false', () => {
    const comment = {
      id: 'c-1',
      text: 'Nice\u0000  read',
      createdAt: '2026-01-02T03:04:05Z',
      threadTitle: 'A story',
      url: 'https://www.bytewire.example/a/',
    };
    const answer = recentCommentsResult({
      data: {
        items: [comment, { ...comment, url: 'javascript:x' }, { ...comment, createdAt: 'never' }],
      },
    });
    expect(answer).toEqual({
      data: {
        configured: true,
        items: [{ ...comment, text: 'Nice read', createdAt: '2026-01-02T03:04:05.000Z' }],
      },
    });
    expect(recentCommentsResult({ data: { configured: false, items: [] } }).data.configured).toBe(
      false,
    );
  });
});

import { createHash, createHmac } from 'node:crypto';
import request from 'supertest';
import { DISCUSSION_SECRET, proxyForSuite } from './support/app';

const suite = proxyForSuite();
const { site } = suite;

const http = () => request(suite.app.getHttpServer());
const bearer = async (sub: string, email = `${sub}@example.com`) =>
  `Bearer ${await suite.issuer.token(sub, { email })}`;

describe('newsletters (spec 001 s7)', () => {
  it('lists the newsletters for anyone, at data.items, with their journeys', async () => {
    const response = await http().get(`/api/neutron/newsletters/${site}`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.data.items.length).toBeGreaterThan(0);
    for (const item of response.body.data.items) {
      expect(item).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        description: expect.any(String),
        frequency: expect.any(String),
        subscribeJourneyId: expect.any(String),
        unsubscribeJourneyId: expect.any(String),
      });
      expect(item.subscribeJourneyId).not.toBe(item.unsubscribeJourneyId);
    }
  });

  it('subscribes and unsubscribes through journeys with no body: data.item.code Success', async () => {
    const auth = await bearer('journeyer');
    const { body } = await http().get(`/api/neutron/newsletters/${site}`);
    const daily = body.data.items[0];
    const subscribe = await http()
      .post(`/api/neutron/newsletters/${site}/journey/${daily.subscribeJourneyId}`)
      .set('authorization', auth);
    expect(subscribe.status).toBe(200);
    expect(subscribe.body).toEqual({
      data: { item: { code: 'Success', newsletterId: daily.id, action: 'subscribe' } },
    });
    const mine = await http()
      .get(`/api/neutron/newsletters/${site}/subscriptions`)
      .set('authorization', auth);
    expect(mine.body.data.items).toEqual([
      { newsletterId: daily.id, subscribedAt: expect.any(String) },
    ]);
    const unsubscribe = await http()
      .post(`/api/neutron/newsletters/${site}/journey/${daily.unsubscribeJourneyId}`)
      .set('authorization', auth);
    expect(unsubscribe.body.data.item).toMatchObject({ code: 'Success', action: 'unsubscribe' });
    const after = await http()
      .get(`/api/neutron/newsletters/${site}/subscriptions`)
      .set('authorization', auth);
    expect(after.body.data.items).toEqual([]);
  });

  it('needs a signed-in reader to subscribe or read subscriptions (401)', async () => {
    expect(
      (await http().post(`/api/neutron/newsletters/${site}/journey/daily-subscribe`)).status,
    ).toBe(401);
    expect((await http().get(`/api/neutron/newsletters/${site}/subscriptions`)).status).toBe(401);
  });

  it('answers 404 to an unknown journey or site', async () => {
    const auth = await bearer('lost');
    const unknown = await http()
      .post(`/api/neutron/newsletters/${site}/journey/nope`)
      .set('authorization', auth);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No newsletter journey nope');
    const odd = await http()
      .post(`/api/neutron/newsletters/${site}/journey/%3Cscript%3E`)
      .set('authorization', auth);
    expect(odd.status).toBe(404);
    expect((await http().get('/api/neutron/newsletters/othersite')).status).toBe(404);
  });

  it('keeps each reader’s subscriptions apart', async () => {
    const alice = await bearer('alice');
    const bob = await bearer('bob');
    await http()
      .post(`/api/neutron/newsletters/${site}/journey/deals-subscribe`)
      .set('authorization', alice);
    const bobs = await http()
      .get(`/api/neutron/newsletters/${site}/subscriptions`)
      .set('authorization', bob);
    expect(bobs.body.data.items).toEqual([]);
  });
});

describe('profile (GET and PUT /api/neutron/users/rna/{site}/user)', () => {
  const path = `/api/neutron/users/rna/${site}/user`;

  it('answers the reader’s profile at data.data.item, with the avatar of the address’s hash', async () => {
    const auth = await bearer('profiled', 'Profiled@Example.com');
    const response = await http().get(path).set('authorization', auth);
    expect(response.status).toBe(200);
    const hash = createHash('sha256').update('profiled@example.com').digest('hex');
    expect(response.body).toEqual({
      data: {
        data: {
          item: {
            id: 'profiled',
            email: 'Profiled@Example.com',
            firstName: '',
            lastName: '',
            username: '',
            country: '',
            avatar: `/api/neutron/users/avatar/${hash}.svg`,
          },
        },
      },
    });
    const avatar = await http()
      .get(`/api/neutron/users/avatar/${hash}.svg`)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      });
    expect(avatar.status).toBe(200);
    expect(avatar.headers['content-type']).toContain('image/svg+xml');
    expect(avatar.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(avatar.body).toContain('<svg');
    expect((await http().get('/api/neutron/users/avatar/x.svg')).status).toBe(404);
  });

  it('changes the fields kept here and answers the new profile', async () => {
    const auth = await bearer('editor');
    const response = await http()
      .put(path)
      .set('authorization', auth)
      .send({ firstName: ' Ada ', lastName: 'Lovelace', username: 'ada_l', country: 'gb' });
    expect(response.status).toBe(200);
    expect(response.body.data.data.item).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada_l',
      country: 'GB',
    });
    const again = await http().get(path).set('authorization', auth);
    expect(again.body.data.data.item.username).toBe('ada_l');
  });

  it('refuses bad values with a 400 naming the rule, the spec’s message for an address', async () => {
    const auth = await bearer('careless');
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-address' }, 'E-mail format invalid'],
      [{ username: 'a' }, 'A username is 3 to 30 letters, digits, dots, dashes or underscores'],
      [{ firstName: '<b>x</b>' }, 'firstName must not hold control characters, < or >'],
      [{ lastName: 'x'.repeat(51) }, 'lastName is at most 50 characters'],
      [{ country: 'Narnia' }, 'country must be a two-letter country code (ISO 3166-1)'],
      [
        { newPassword: 'Fr3sh!pass', confirmPassword: 'Fr3sh!pass' },
        'Your current password is required to set a new one',
      ],
      [
        { currentPassword: 'x', newPassword: 'weak', confirmPassword: 'weak' },
        'Your password must have 6 characters minimum, 1 number, 1 letter and 1 special character, and no spaces.',
      ],
      [
        { currentPassword: 'x', newPassword: 'Fr3sh!pass', confirmPassword: 'Other!1x' },
        'The new password and its confirmation differ',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await http().put(path).set('authorization', auth).send(body);
      expect([body, response.status]).toEqual([body, 400]);
      expect(response.body.message).toContain(message);
    }
    expect(
      (await http().put(path).set('authorization', auth).send('[1]').type('json')).status,
    ).toBe(400);
  });

  it('gives a username to one reader only', async () => {
    const first = await bearer('first');
    const second = await bearer('second');
    expect(
      (await http().put(path).set('authorization', first).send({ username: 'Unique.Name' })).status,
    ).toBe(200);
    const taken = await http()
      .put(path)
      .set('authorization', second)
      .send({ username: 'unique.name' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This username is taken');
    // Released when its owner takes another.
    await http().put(path).set('authorization', first).send({ username: 'other.name' });
    expect(
      (await http().put(path).set('authorization', second).send({ username: 'unique.name' }))
        .status,
    ).toBe(200);
  });

  it('never lets one reader read or change another’s profile', async () => {
    const owner = await bearer('owner');
    await http().put(path).set('authorization', owner).send({ firstName: 'Owner' });
    const intruder = await bearer('intruder');
    const read = await http().get(path).set('authorization', intruder);
    expect(read.body.data.data.item).toMatchObject({ id: 'intruder', firstName: '' });
    // A body naming another id changes nothing of it: the token's reader is the only one.
    await http()
      .put(path)
      .set('authorization', intruder)
      .send({ id: 'owner', firstName: 'Hacked' });
    expect((await http().get(path).set('authorization', owner)).body.data.data.item.firstName).toBe(
      'Owner',
    );
    expect((await http().get(path)).status).toBe(401);
  });

  it('answers 502 when an address change cannot reach the identity provider, changing nothing', async () => {
    const auth = await bearer('mover', 'mover@example.com');
    const response = await http()
      .put(path)
      .set('authorization', auth)
      .send({ email: 'moved@example.com', firstName: 'M' });
    expect(response.status).toBe(502);
    expect(response.body.message).toBe('identity provider could not be reached');
    expect((await http().get(path).set('authorization', auth)).body.data.data.item).toMatchObject({
      email: 'mover@example.com',
      firstName: '',
    });
  });
});

describe('discussion single sign-on (spec 001 s7)', () => {
  const base = `/api/neutron/users/${site}/bytewire`;

  function parse(token: string) {
    const [message, signature, timestamp] = token.split(' ');
    const expected = createHmac('sha1', DISCUSSION_SECRET)
      .update(`${message} ${timestamp}`)
      .digest('hex');
    return {
      user: JSON.parse(Buffer.from(message ?? '', 'base64').toString()) as Record<string, string>,
      signed: signature === expected,
      timestamp: Number(timestamp),
    };
  }

  it('signs the reader in: data.data.item.disqusToken.remoteAuthS3, signed with the secret key', async () => {
    const auth = await bearer('commenter', 'commenter@example.com');
    const response = await http().post(`${base}/authenticate`).set('authorization', auth);
    expect(response.status).toBe(200);
    const token = response.body.data.data.item.disqusToken.remoteAuthS3 as string;
    const { user, signed, timestamp } = parse(token);
    expect(signed).toBe(true);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(user).toMatchObject({
      id: 'commenter',
      email: 'commenter@example.com',
      username: 'commenter',
    });
  });

  it('signs out with an empty user', async () => {
    const auth = await bearer('leaver');
    const response = await http().post(`${base}/logout`).set('authorization', auth);
    expect(parse(response.body.data.data.item.disqusToken.remoteAuthS3).user).toEqual({});
  });

  it('needs a token, and knows only its discussion service', async () => {
    expect((await http().post(`${base}/authenticate`)).status).toBe(401);
    const auth = await bearer('wanderer');
    expect(
      (
        await http()
          .post(`/api/neutron/users/${site}/other/authenticate`)
          .set('authorization', auth)
      ).status,
    ).toBe(404);
  });
});

/**
 * The decision service (spec 001): POST /v3/decision and POST /v2/outcome, against the real
 * app and the Redis at REDIS_URL (a site of its own per app, its keys removed after).
 */
import { createServiceApp, internalHandler } from '@bytewire/service-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import {
  CLIENT_WRITE_KEY_MESSAGE,
  DECISION_STORE_DOWN_MESSAGE,
  WRITE_KEY_MESSAGE,
} from '../src/bandit/bandit.routes';
import { BanditStore } from '../src/bandit/bandit-store';
import { betaDraw, cryptoUniform, seededUniform } from '../src/bandit/random';
import {
  ADMIN_KEY,
  API_KEY,
  cleanRedis,
  createApp,
  downRedisUrl,
  metricValue,
  REDIS_URL,
  setEnv,
  uniqueSite,
} from './support/app';

const CLIENT_KEY = 'sdk-decisiontest-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const OPTIONS = [
  'https://example.com/a',
  'https://example.com/b',
  'https://example.com/c',
  'https://example.com/d',
  'https://example.com/e',
];

interface Answer {
  statusCode: number;
  body: Record<string, unknown>;
}

type App = NestFastifyApplication;

async function post(app: App, url: string, payload: unknown): Promise<Answer> {
  const res = await app.inject({ method: 'POST', url, payload: payload as object });
  return { statusCode: res.statusCode, body: res.json() };
}

function decisionBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    agentName: 'recirc-widget',
    context: { is_mobile: false },
    listLength: 3,
    options: OPTIONS,
    sessionId: 'session-1',
    sessionIdType: 'cookie',
    strategyConfig: { holdoutPercent: 0, expiration: 3600, slotHoldout: false },
    tenantId: 'bytewire',
    writeKey: API_KEY,
    ...overrides,
  };
}

interface Decision {
  decisionId: string;
  options: string[];
  holdout: boolean;
  holdoutSlots: number[];
}

async function decide(app: App, overrides: Record<string, unknown> = {}): Promise<Decision> {
  const { statusCode, body } = await post(app, '/v3/decision', decisionBody(overrides));
  expect({ statusCode, body }).toMatchObject({ statusCode: 200 });
  return body as unknown as Decision;
}

function outcome(
  app: App,
  decisionId: string,
  option: string,
  extra: Record<string, unknown> = { reward: 1 },
): Promise<Answer> {
  return post(app, '/v2/outcome', {
    decisionId,
    option,
    tenantId: 'bytewire',
    writeKey: API_KEY,
    ...extra,
  });
}

/** A seeded app on a site of its own (deleted with its keys by `close`). */
async function seededApp(
  seed: string,
  env: Record<string, string> = {},
): Promise<{ app: App; site: string; close: () => Promise<void> }> {
  const site = uniqueSite();
  const app = await createApp({ site, env: { DECISION_RANDOM_SEED: seed, ...env } });
  return {
    app,
    site,
    close: async () => {
      await app.close();
      await cleanRedis(site);
    },
  };
}

describe('POST /v3/decision and POST /v2/outcome', () => {
  let app: App;
  let close: () => Promise<void>;
  let redis: Redis;
  let store: BanditStore;

  beforeAll(async () => {
    ({ app, close } = await seededApp('42', { SDK_CLIENT_KEYS: CLIENT_KEY }));
    store = app.get(BanditStore);
    redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    redis.disconnect();
    await close();
  });

  describe('validation', () => {
    it.each([
      ['agentName', { agentName: 'not a name!' }, 'agentName must be 1 to 64 of letters'],
      ['agentName', { agentName: 'a'.repeat(65) }, 'agentName must be 1 to 64 of letters'],
      ['agentName', { agentName: undefined }, 'agentName must be 1 to 64 of letters'],
      ['context', { context: undefined }, 'context is required'],
      ['context', { context: [] }, 'context must be an object'],
      ['context', { context: { is_mobile: 'yes' } }, 'context.is_mobile must be a boolean'],
      ['context', { context: { is_mobile: true, page: { a: 1 } } }, 'context.page must be'],
      ['listLength', { listLength: 0 }, 'listLength must be an integer from 1 to 50'],
      ['listLength', { listLength: 51 }, 'listLength must be an integer from 1 to 50'],
      ['listLength', { listLength: 2.5 }, 'listLength must be an integer from 1 to 50'],
      ['listLength', { listLength: '3' }, 'listLength must be an integer from 1 to 50'],
      ['options', { options: [] }, 'options must be an array of 1 to 100 strings'],
      ['options', { options: 'a' }, 'options must be an array of 1 to 100 strings'],
      [
        'options',
        { options: Array.from({ length: 101 }, (_, i) => `o${i}`) },
        'options must be an array of 1 to 100 strings',
      ],
      ['options', { options: ['a', 'b', 'a'] }, 'options must be unique (options[2] repeats'],
      ['options', { options: ['a', 7] }, 'options[1] must be a string'],
      ['options', { options: ['a', ''] }, 'options[1] must be 1 to 2048 characters long'],
      ['options', { options: ['x'.repeat(2049)] }, 'options[0] must be 1 to 2048 characters'],
      ['sessionId', { sessionId: '' }, 'sessionId must be 1 to 128 characters long'],
      ['sessionId', { sessionId: 12 }, 'sessionId must be a string'],
      ['sessionIdType', { sessionIdType: undefined }, 'sessionIdType must be a string'],
      ['strategyConfig', { strategyConfig: 5 }, 'strategyConfig must be an object'],
      [
        'holdoutPercent',
        { strategyConfig: { holdoutPercent: 101 } },
        'strategyConfig.holdoutPercent must be a number from 0 to 100',
      ],
      [
        'holdoutPercent',
        { strategyConfig: { holdoutPercent: '20' } },
        'strategyConfig.holdoutPercent must be a number from 0 to 100',
      ],
      [
        'expiration',
        { strategyConfig: { expiration: 0 } },
        'strategyConfig.expiration must be an integer from 1 to 2592000',
      ],
      [
        'expiration',
        { strategyConfig: { expiration: 2_592_001 } },
        'strategyConfig.expiration must be an integer from 1 to 2592000',
      ],
      [
        'slotHoldout',
        { strategyConfig: { slotHoldout: 'no' } },
        'strategyConfig.slotHoldout must be a boolean',
      ],
      [
        'strategyConfig.holdout',
        { strategyConfig: { holdout: 10 } },
        'property strategyConfig.holdout should not exist',
      ],
      ['tenantId', { tenantId: undefined }, 'tenantId must be a string'],
      ['tenantId', { tenantId: 't'.repeat(65) }, 'tenantId must be 1 to 64 characters long'],
      ['an unknown property', { extra: 1 }, 'property extra should not exist'],
      ['writeKey', { writeKey: 12345 }, 'writeKey must be a string'],
    ])('answers 400 naming %s', async (_field, overrides, message) => {
      const { statusCode, body } = await post(app, '/v3/decision', decisionBody(overrides));
      expect(statusCode).toBe(400);
      expect(body).toEqual({ statusCode: 400, message: expect.stringContaining(message) });
    });

    it('names every field at fault, and refuses a body that is not an object', async () => {
      const { body } = await post(
        app,
        '/v3/decision',
        decisionBody({ agentName: '', listLength: 0, tenantId: 1 }),
      );
      expect(body.message).toBe(
        'agentName must be 1 to 64 of letters, digits, `_`, `.` and `-`; listLength must be an integer from 1 to 50; tenantId must be a string',
      );
      const array = await post(app, '/v3/decision', [decisionBody()]);
      expect(array).toEqual({
        statusCode: 400,
        body: { statusCode: 400, message: 'The body must be a JSON object' },
      });
    });

    it('takes extra context fields, and defaults for strategyConfig', async () => {
      const decision = await decide(app, {
        context: { is_mobile: true, page: 'home', width: 390, logged_in: false },
        strategyConfig: undefined,
        listLength: undefined,
      });
      expect(decision.options).toHaveLength(OPTIONS.length);
      expect(decision.holdout).toBe(false);
      expect(await redis.ttl(store.decisionKey(decision.decisionId))).toBeGreaterThan(86_000);
    });

    it.each([
      ['decisionId', { decisionId: 'nope' }, 'decisionId must be a decision id'],
      ['option', { option: '' }, 'option must be 1 to 2048 characters long'],
      ['reward', { reward: 1.5 }, 'reward must be a number from 0 to 1, or a boolean'],
      ['reward', { reward: '1' }, 'reward must be a number from 0 to 1, or a boolean'],
      ['reward', { reward: undefined }, 'reward is required'],
      ['clicked', { reward: undefined, clicked: 1 }, 'clicked must be a boolean'],
      ['reward and clicked', { clicked: true }, 'give either reward or clicked, not both'],
      ['tenantId', { tenantId: '' }, 'tenantId must be 1 to 64 characters long'],
      ['an unknown property', { agentName: 'x' }, 'property agentName should not exist'],
    ])('answers an outcome 400 naming %s', async (_field, overrides, message) => {
      const body = {
        decisionId: '00000000-0000-4000-8000-000000000000',
        option: OPTIONS[0],
        reward: 1,
        tenantId: 'bytewire',
        writeKey: API_KEY,
        ...overrides,
      };
      const answer = await post(app, '/v2/outcome', body);
      expect(answer.statusCode).toBe(400);
      expect(answer.body.message).toContain(message);
    });
  });

  describe('keys', () => {
    it('takes the callers key or the admin key as writeKey', async () => {
      await decide(app, { writeKey: API_KEY });
      await decide(app, { writeKey: ADMIN_KEY });
    });

    it.each([
      ['no writeKey', undefined, 401, WRITE_KEY_MESSAGE],
      ['an unknown writeKey', 'not-a-key-of-this-service', 401, WRITE_KEY_MESSAGE],
      ['a GrowthBook client key', CLIENT_KEY, 403, CLIENT_WRITE_KEY_MESSAGE],
    ])('refuses %s, before reading the rest', async (_what, writeKey, status, message) => {
      const bad = { writeKey, agentName: '!!', options: [] };
      for (const url of ['/v3/decision', '/v2/outcome']) {
        const answer = await post(app, url, { ...decisionBody(bad) });
        expect(answer).toEqual({ statusCode: status, body: { statusCode: status, message } });
      }
    });

    it('ignores x-api-key: the body carries the key', async () => {
      const res = await request(app.getHttpServer())
        .post('/v3/decision')
        .set('x-api-key', API_KEY)
        .send(decisionBody({ writeKey: 'wrong-key-wrong-key' }));
      expect(res.status).toBe(401);
    });
  });

  describe('the answer', () => {
    it('is a decision id and listLength distinct options from those given', async () => {
      for (const listLength of [1, 2, 3, 5]) {
        const decision = await decide(app, { listLength, sessionId: `shape-${listLength}` });
        expect(Object.keys(decision).sort()).toEqual([
          'decisionId',
          'holdout',
          'holdoutSlots',
          'options',
        ]);
        expect(decision.decisionId).toMatch(UUID);
        expect(decision.options).toHaveLength(listLength);
        expect(new Set(decision.options).size).toBe(listLength);
        for (const option of decision.options) expect(OPTIONS).toContain(option);
        expect(decision).toMatchObject({ holdout: false, holdoutSlots: [] });
      }
    });

    it('answers every option when listLength is more than there are', async () => {
      const decision = await decide(app, { listLength: 50, options: ['a', 'b'] });
      expect([...decision.options].sort()).toEqual(['a', 'b']);
    });

    it('gives every decision an id of its own, kept until its expiration', async () => {
      const ids = new Set<string>();
      for (let i = 0; i < 20; i++) ids.add((await decide(app)).decisionId);
      expect(ids.size).toBe(20);
      const [id] = [...ids];
      const ttl = await redis.ttl(store.decisionKey(id!));
      expect(ttl).toBeGreaterThan(3500);
      expect(ttl).toBeLessThanOrEqual(3600);
    });
  });

  describe('holdout', () => {
    const strategy = (holdoutPercent: number, slotHoldout = false) => ({
      strategyConfig: { holdoutPercent, expiration: 60, slotHoldout },
    });

    it('holds out about holdoutPercent of sessions, each always the same way, in the given order', async () => {
      const held = new Map<string, boolean>();
      for (let i = 0; i < 2000; i++) {
        const sessionId = `holdout-${i}`;
        const decision = await decide(app, { sessionId, ...strategy(20) });
        held.set(sessionId, decision.holdout);
        if (decision.holdout) {
          expect(decision.options).toEqual(OPTIONS.slice(0, 3));
          expect(decision.holdoutSlots).toEqual([0, 1, 2]);
        }
      }
      const share = [...held.values()].filter(Boolean).length / held.size;
      expect(share).toBeGreaterThan(0.16);
      expect(share).toBeLessThan(0.24);
      for (let i = 0; i < 200; i++) {
        const sessionId = `holdout-${i}`;
        const again = await decide(app, { sessionId, ...strategy(20) });
        expect(again.holdout).toBe(held.get(sessionId));
      }
    });

    it('holds out no session at 0% and every one at 100%', async () => {
      for (let i = 0; i < 50; i++) {
        expect((await decide(app, { sessionId: `all-${i}`, ...strategy(0) })).holdout).toBe(false);
        const all = await decide(app, { sessionId: `all-${i}`, ...strategy(100) });
        expect(all).toMatchObject({ holdout: true, options: OPTIONS.slice(0, 3) });
      }
    });

    it('with slotHoldout, holds out each slot apart, the control at held-out slots', async () => {
      let slots = 0;
      let heldSlots = 0;
      let mixed = 0;
      for (let i = 0; i < 400; i++) {
        const sessionId = `slots-${i}`;
        const body = { sessionId, listLength: 4, ...strategy(50, true) };
        const decision = await decide(app, body);
        slots += 4;
        heldSlots += decision.holdoutSlots.length;
        if (decision.holdoutSlots.length > 0 && decision.holdoutSlots.length < 4) mixed += 1;
        expect(decision.holdout).toBe(decision.holdoutSlots.length > 0);
        expect(new Set(decision.options).size).toBe(4);
        // A held-out slot shows the first given option not shown in an earlier slot.
        for (const slot of decision.holdoutSlots) {
          const earlier = new Set(decision.options.slice(0, slot));
          expect(decision.options[slot]).toBe(OPTIONS.find((option) => !earlier.has(option)));
        }
        if (i < 50) {
          const again = await decide(app, body);
          expect(again.holdoutSlots).toEqual(decision.holdoutSlots);
        }
      }
      expect(heldSlots / slots).toBeGreaterThan(0.43);
      expect(heldSlots / slots).toBeLessThan(0.57);
      expect(mixed).toBeGreaterThan(100);
    });
  });

  describe('outcomes', () => {
    const armsKey = (kind: 'arms' | 'holdout-arms' | 'totals', agentName: string) =>
      store.agentKey(kind, 'bytewire', agentName);

    it('add the reward to the arm of an option the bandit showed', async () => {
      const agentName = 'outcome-agent';
      const decision = await decide(app, { agentName });
      const [first, second] = decision.options;
      const answer = await outcome(app, decision.decisionId, first!, { reward: 0.25 });
      expect(answer).toEqual({
        statusCode: 200,
        body: {
          decisionId: decision.decisionId,
          option: first,
          reward: 0.25,
          holdout: false,
          recorded: true,
        },
      });
      const clicked = await outcome(app, decision.decisionId, second!, { clicked: true });
      expect(clicked.body).toMatchObject({ reward: 1, recorded: true });
      const arms = await redis.hgetall(armsKey('arms', agentName));
      expect(arms).toEqual({
        [`s:${first}`]: '0.25',
        [`f:${first}`]: '0.75',
        [`s:${second}`]: '1',
        [`f:${second}`]: '0',
      });
      expect(await redis.ttl(armsKey('arms', agentName))).toBeGreaterThan(29 * 86_400);
      expect(await redis.exists(armsKey('holdout-arms', agentName))).toBe(0);
      const totals = await redis.hgetall(armsKey('totals', agentName));
      expect(totals).toMatchObject({
        'bandit:decisions': '1',
        'bandit:shown': '3',
        'holdout:shown': '0',
        'bandit:outcomes': '2',
        'bandit:reward': '1.25',
      });
    });

    it('of held-out slots are recorded apart and train nothing', async () => {
      const agentName = 'holdout-agent';
      const decision = await decide(app, {
        agentName,
        strategyConfig: { holdoutPercent: 100 },
      });
      const answer = await outcome(app, decision.decisionId, OPTIONS[1]!, { reward: true });
      expect(answer.body).toMatchObject({ holdout: true, recorded: true, reward: 1 });
      expect(await redis.exists(armsKey('arms', agentName))).toBe(0);
      expect(await redis.hgetall(armsKey('holdout-arms', agentName))).toEqual({
        [`s:${OPTIONS[1]}`]: '1',
        [`f:${OPTIONS[1]}`]: '0',
      });
      expect(await redis.hgetall(armsKey('totals', agentName))).toMatchObject({
        'holdout:decisions': '1',
        'holdout:shown': '3',
        'holdout:outcomes': '1',
        'holdout:reward': '1',
      });
    });

    it('are recorded once: the same again is a 200 changing nothing, another reward a 409', async () => {
      const agentName = 'once-agent';
      const decision = await decide(app, { agentName });
      const option = decision.options[0]!;
      expect((await outcome(app, decision.decisionId, option, { reward: 1 })).statusCode).toBe(200);
      const again = await outcome(app, decision.decisionId, option, { clicked: true });
      expect(again).toMatchObject({ statusCode: 200, body: { recorded: false } });
      const other = await outcome(app, decision.decisionId, option, { reward: 0 });
      expect(other.statusCode).toBe(409);
      expect(other.body.message).toContain('an outcome is recorded once');
      expect(await redis.hget(armsKey('arms', agentName), `s:${option}`)).toBe('1');
      expect(await redis.hget(armsKey('arms', agentName), `f:${option}`)).toBe('0');
    });

    it('answer 400 for an option the decision did not answer', async () => {
      const decision = await decide(app, { listLength: 2 });
      const notShown = OPTIONS.find((option) => !decision.options.includes(option))!;
      const answer = await outcome(app, decision.decisionId, notShown);
      expect(answer.statusCode).toBe(400);
      expect(answer.body.message).toBe(
        `option is not one of the options decision ${decision.decisionId} answered`,
      );
    });

    it('answer 404 for an unknown decision, or another tenant', async () => {
      const unknown = await outcome(app, '00000000-0000-4000-8000-000000000000', OPTIONS[0]!);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body.message).toContain('No open decision');
      const decision = await decide(app);
      const other = await post(app, '/v2/outcome', {
        decisionId: decision.decisionId,
        option: decision.options[0],
        reward: 1,
        tenantId: 'another-tenant',
        writeKey: API_KEY,
      });
      expect(other.statusCode).toBe(404);
    });

    it('answer 404 once the decision has expired', async () => {
      const decision = await decide(app, { strategyConfig: { expiration: 1 } });
      await new Promise((resolve) => setTimeout(resolve, 1600));
      const answer = await outcome(app, decision.decisionId, decision.options[0]!);
      expect(answer.statusCode).toBe(404);
      expect(answer.body.message).toContain('past its expiration');
    });

    it('are counted in the metrics', async () => {
      const metrics = await request(internalHandler(app)).get('/metrics').expect(200);
      const value = (name: string, result: string) => metricValue(metrics.text, name, { result });
      expect(value('experiments_bandit_decisions_total', 'bandit')).toBeGreaterThan(0);
      expect(value('experiments_bandit_decisions_total', 'holdout')).toBeGreaterThan(0);
      expect(value('experiments_bandit_decisions_total', 'invalid')).toBeGreaterThan(0);
      expect(value('experiments_bandit_decisions_total', 'unauthorized')).toBeGreaterThan(0);
      expect(value('experiments_bandit_outcomes_total', 'recorded')).toBeGreaterThan(0);
      expect(value('experiments_bandit_outcomes_total', 'holdout')).toBeGreaterThan(0);
      expect(value('experiments_bandit_outcomes_total', 'duplicate')).toBeGreaterThan(0);
      expect(value('experiments_bandit_outcomes_total', 'conflict')).toBeGreaterThan(0);
      expect(value('experiments_bandit_outcomes_total', 'not_found')).toBeGreaterThan(0);
    });
  });
});

describe('the bandit', () => {
  it.each([
    [1, 1],
    [3, 7],
    [0.5, 0.5],
    [50, 450],
  ])('draws from Beta(%d, %d) with its mean and variance', (alpha, beta) => {
    for (const uniform of [seededUniform(99), cryptoUniform()]) {
      const n = 20_000;
      let sum = 0;
      let squares = 0;
      for (let i = 0; i < n; i++) {
        const x = betaDraw(alpha, beta, uniform);
        sum += x;
        squares += x * x;
      }
      const mean = alpha / (alpha + beta);
      const variance = (alpha * beta) / ((alpha + beta) ** 2 * (alpha + beta + 1));
      expect(Math.abs(sum / n - mean)).toBeLessThan(5 * Math.sqrt(variance / n));
      expect(squares / n - (sum / n) ** 2).toBeGreaterThan(variance * 0.9);
      expect(squares / n - (sum / n) ** 2).toBeLessThan(variance * 1.1);
    }
  });

  /** Orders of a run of decisions, with outcomes for the first options, on a fresh app. */
  async function run(seed: string): Promise<string[][]> {
    const seeded = await seededApp(seed);
    try {
      const orders: string[][] = [];
      for (let i = 0; i < 40; i++) {
        const decision = await decide(seeded.app, { sessionId: `s${i}`, listLength: 5 });
        orders.push(decision.options);
        const reward = decision.options[0] === OPTIONS[4] ? 1 : 0;
        await outcome(seeded.app, decision.decisionId, decision.options[0]!, { reward });
      }
      return orders;
    } finally {
      await seeded.close();
    }
  }

  it('orders the same with the same seed, and otherwise with another', async () => {
    const first = await run('7');
    expect(await run('7')).toEqual(first);
    expect(await run('8')).not.toEqual(first);
  });

  it('learns: the best option comes first more and more often', async () => {
    const rates = new Map([
      ['article-low', 0.05],
      ['article-mid', 0.1],
      ['article-best', 0.3],
    ]);
    const options = [...rates.keys()];
    const clicks = seededUniform(2026);
    const seeded = await seededApp('1234');
    try {
      const firsts: string[] = [];
      for (let round = 0; round < 1500; round++) {
        const decision = await decide(seeded.app, {
          agentName: 'learning-agent',
          options,
          listLength: 3,
          sessionId: `round-${round}`,
          strategyConfig: { holdoutPercent: 0, expiration: 600 },
        });
        const shown = decision.options[0]!;
        firsts.push(shown);
        const reward = clicks() < rates.get(shown)! ? 1 : 0;
        const answer = await outcome(seeded.app, decision.decisionId, shown, { reward });
        expect(answer.statusCode).toBe(200);
      }
      const bestShare = (rounds: string[]) =>
        rounds.filter((option) => option === 'article-best').length / rounds.length;
      const early = bestShare(firsts.slice(0, 100));
      const late = bestShare(firsts.slice(-500));
      expect(late).toBeGreaterThan(0.6);
      expect(late).toBeGreaterThan(early);
    } finally {
      await seeded.close();
    }
  });
});

describe('the decision service with Redis down', () => {
  it('answers 503 at once, and still 400 to a bad body', async () => {
    const site = uniqueSite();
    const app = await createApp({ site, redisUrl: await downRedisUrl() });
    try {
      // The first call may wait for the connection to fail; later ones fail at once.
      await post(app, '/v3/decision', decisionBody());
      const started = Date.now();
      const answer = await post(app, '/v3/decision', decisionBody());
      expect(Date.now() - started).toBeLessThan(1000);
      expect(answer).toEqual({
        statusCode: 503,
        body: { statusCode: 503, message: DECISION_STORE_DOWN_MESSAGE },
      });
      const recorded = await outcome(app, '00000000-0000-4000-8000-000000000000', 'a');
      expect(recorded.statusCode).toBe(503);
      const bad = await post(app, '/v3/decision', decisionBody({ listLength: 0 }));
      expect(bad.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});

describe('DECISION_RANDOM_SEED', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it.each(['abc', '-1', '4294967296', '1.5'])('stops the start on %j', async (value) => {
    setEnv({ site: uniqueSite(), env: { DECISION_RANDOM_SEED: value } });
    await expect(createServiceApp(AppModule, { serviceName: 'experiments' })).rejects.toThrow(
      'DECISION_RANDOM_SEED must be a whole number from 0 to 4294967295',
    );
  });
});

/**
 * The browser's decision call (spec 001 s7, s8): the gateway's order, and the empty decision
 * after any failure; a click goes as a beacon with reward 1.
 */
import { askDecision, reportClick } from '../../src/recommendations/decision-client';

const ASK = {
  options: ['/article/a/', '/article/b/'],
  listLength: 2,
  sessionId: 'session-1',
  isMobile: false,
};
const EMPTY = { decisionId: '', options: [] };

const answering = (status: number, body: unknown) =>
  jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

it('posts the ask to the gateway and answers its decision', async () => {
  const fetchImpl = answering(200, { decisionId: 'd-1', options: ['/article/b/'] });
  await expect(askDecision(ASK, fetchImpl)).resolves.toEqual({
    decisionId: 'd-1',
    options: ['/article/b/'],
  });
  const [url, init] = (fetchImpl as jest.Mock).mock.calls[0];
  expect(url).toBe('/api/recommendations/decision');
  expect(init).toMatchObject({ method: 'POST', body: JSON.stringify(ASK) });
  expect(init.signal).toBeInstanceOf(AbortSignal);
});

it.each([
  ['a 503', answering(503, { message: 'down' })],
  ['an answer that is no decision', answering(200, { decisionId: 1, options: 'x' })],
  ['options that are not strings', answering(200, { decisionId: 'd', options: [1] })],
  [
    'a refused connection',
    jest.fn(async () => Promise.reject(new TypeError('failed'))) as unknown as typeof fetch,
  ],
])('answers the empty decision after %s', async (_what, fetchImpl) => {
  await expect(askDecision(ASK, fetchImpl)).resolves.toEqual(EMPTY);
});

it('reports a click as reward 1 with a beacon', () => {
  const sendBeacon = jest.fn(() => true);
  reportClick('d-1', '/article/b/', { sendBeacon } as unknown as Navigator);
  expect(sendBeacon).toHaveBeenCalledWith(
    '/api/recommendations/outcome',
    JSON.stringify({ decisionId: 'd-1', option: '/article/b/', reward: 1 }),
  );
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HeldDictionary, type HeldDictionaryOptions, type HeldDictionaryOutcome } from '../src';

type Words = Record<string, string>;

/** A dictionary service on a loopback port: its dictionary, its ETag, and a mode to fail in. */
class DictionaryService {
  words: Words = { a: 'one' };
  version = 1;
  mode: 'ok' | 'error' | 'garbage' | 'slow' | 'huge' = 'ok';
  readonly seen: { ifNoneMatch: string | undefined; key: string | undefined }[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(port = 0): Promise<DictionaryService> {
    const handler: { service?: DictionaryService } = {};
    const server = createServer((req, res) => handler.service!.answer(req, res));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const { port: picked } = server.address() as AddressInfo;
    handler.service = new DictionaryService(server, `http://127.0.0.1:${picked}/dictionary`);
    return handler.service;
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    const ifNoneMatch = req.headers['if-none-match'];
    const key = req.headers['x-api-key'];
    this.seen.push({ ifNoneMatch, key: typeof key === 'string' ? key : undefined });
    const etag = `"v${this.version}"`;
    switch (this.mode) {
      case 'error':
        res.writeHead(503).end('{"statusCode":503}');
        return;
      case 'garbage':
        res.writeHead(200, { etag }).end('{"words": ');
        return;
      case 'slow': {
        const timer = setTimeout(() => res.end('{}'), 1000);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      case 'huge':
        // No content-length: the cap is enforced while the body is read.
        res.writeHead(200, { etag, 'transfer-encoding': 'chunked' });
        res.write(`{"words":{"x":"${'y'.repeat(4096)}`);
        res.end('"}}');
        return;
      default:
        if (ifNoneMatch === etag) {
          res.writeHead(304, { etag }).end();
          return;
        }
        res
          .writeHead(200, { etag, 'content-type': 'application/json' })
          .end(JSON.stringify({ words: this.words }));
    }
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function parseWords(json: unknown): Words {
  const words = (json as { words?: unknown } | null)?.words;
  if (typeof words !== 'object' || words === null) throw new Error('no words');
  return words as Words;
}

describe('HeldDictionary', () => {
  let service: DictionaryService;
  const outcomes: HeldDictionaryOutcome[] = [];
  const logger = { log: jest.fn(), warn: jest.fn() };

  const held = (options: Partial<HeldDictionaryOptions<Words>> = {}) =>
    new HeldDictionary<Words>({
      name: 'test dictionary',
      url: service.url,
      headers: { 'x-api-key': 'key-1' },
      timeoutMs: 300,
      intervalMs: 0,
      parse: parseWords,
      entriesOf: (words) => Object.keys(words).length,
      maxEntries: 10,
      maxBytes: 1024,
      logger,
      onRead: (outcome) => outcomes.push(outcome),
      ...options,
    });

  beforeEach(async () => {
    service = await DictionaryService.start();
    outcomes.length = 0;
    logger.log.mockClear();
    logger.warn.mockClear();
  });
  afterEach(() => service.close());

  it('holds nothing before the first read', () => {
    const dictionary = held();
    expect(dictionary.current).toBeUndefined();
    expect(dictionary.ageMs).toBeUndefined();
  });

  it('first load: holds the dictionary, sent with the key and no If-None-Match', async () => {
    const dictionary = held();
    expect(await dictionary.read()).toBe('changed');
    expect(dictionary.current).toEqual({ a: 'one' });
    expect(dictionary.ageMs).toBeGreaterThanOrEqual(0);
    expect(service.seen).toEqual([{ ifNoneMatch: undefined, key: 'key-1' }]);
  });

  it('304: an unchanged dictionary is asked for with its ETag, and kept', async () => {
    const dictionary = held();
    await dictionary.read();
    const first = dictionary.current;
    expect(await dictionary.read()).toBe('unchanged');
    expect(service.seen[1].ifNoneMatch).toBe('"v1"');
    expect(dictionary.current).toBe(first);
  });

  it('a change is taken at the next read', async () => {
    const dictionary = held();
    await dictionary.read();
    service.words = { a: 'one', b: 'two' };
    service.version = 2;
    expect(await dictionary.read()).toBe('changed');
    expect(dictionary.current).toEqual({ a: 'one', b: 'two' });
    expect(await dictionary.read()).toBe('unchanged');
    expect(service.seen.map((s) => s.ifNoneMatch)).toEqual([undefined, '"v1"', '"v2"']);
  });

  it('start reads at once, then every interval; stop ends the reads', async () => {
    const dictionary = held({ intervalMs: 50 });
    await dictionary.start();
    expect(dictionary.current).toEqual({ a: 'one' });
    service.words = { c: 'three' };
    service.version = 2;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(dictionary.current).toEqual({ c: 'three' });
    dictionary.stop();
    const reads = service.seen.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(service.seen.length).toBe(reads);
  });

  it('an interval of 0 never reads', async () => {
    const dictionary = held({ intervalMs: 0 });
    await dictionary.start();
    expect(service.seen).toEqual([]);
    expect(dictionary.current).toBeUndefined();
  });

  it('service down: the last good copy stays, one warning per failing spell', async () => {
    const dictionary = held();
    await dictionary.read();
    service.mode = 'error';
    expect(await dictionary.read()).toBe('bad-status');
    service.mode = 'garbage';
    expect(await dictionary.read()).toBe('bad-answer');
    service.mode = 'slow';
    expect(await dictionary.read()).toBe('timeout');
    await service.close();
    expect(await dictionary.read()).toBe('unreachable');
    expect(dictionary.current).toEqual({ a: 'one' });
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0][1]).toMatch(
      /^test dictionary not read \(answered 503\); deciding with the copy held$/,
    );
    // Back on the same port: the ETag of the copy held is still sent, and it is unchanged.
    const port = new URL(service.url).port;
    service = await DictionaryService.start(Number(port));
    expect(await dictionary.read()).toBe('unchanged');
    expect(logger.log).toHaveBeenLastCalledWith('test dictionary readable again');
  });

  it('down since start: nothing held, and the warning says what callers do', async () => {
    await service.close();
    const dictionary = held({ withoutCopy: 'requests go on without it' });
    expect(await dictionary.read()).toBe('unreachable');
    expect(dictionary.current).toBeUndefined();
    expect(logger.warn.mock.calls[0][1]).toMatch(/; requests go on without it$/);
  });

  it('oversize: over the entries cap is refused, the last good copy kept', async () => {
    const dictionary = held({ maxEntries: 2 });
    await dictionary.read();
    service.words = { a: '1', b: '2', c: '3' };
    service.version = 2;
    expect(await dictionary.read()).toBe('too-large');
    expect(dictionary.current).toEqual({ a: 'one' });
    expect(logger.warn.mock.calls[0][1]).toMatch(/3 entries, over the cap of 2/);
    // Its ETag was not kept: the next read asks for the whole dictionary again.
    expect(await dictionary.read()).toBe('too-large');
    expect(service.seen[2].ifNoneMatch).toBe('"v1"');
  });

  it('oversize: over the bytes cap is refused, by content-length or while read', async () => {
    const dictionary = held();
    await dictionary.read();
    service.words = { long: 'z'.repeat(2000) };
    service.version = 2;
    expect(await dictionary.read()).toBe('too-large');
    service.mode = 'huge';
    expect(await dictionary.read()).toBe('too-large');
    expect(dictionary.current).toEqual({ a: 'one' });
  });

  it('warns when a dictionary adopted is near its cap', async () => {
    service.words = Object.fromEntries([...'abcdefghi'].map((k) => [k, k]));
    const dictionary = held();
    expect(await dictionary.read()).toBe('changed');
    expect(logger.warn.mock.calls[0][1]).toMatch(/near its cap of 10 entries/);
  });

  it('refuse: a dictionary turned down is not held, and its ETag not kept', async () => {
    const dictionary = held({
      refuse: (current, next) =>
        current && Object.keys(next).length === 0 ? 'it drops every word' : undefined,
    });
    await dictionary.read();
    service.words = {};
    service.version = 2;
    expect(await dictionary.read()).toBe('refused');
    expect(await dictionary.read()).toBe('refused');
    expect(dictionary.current).toEqual({ a: 'one' });
    expect(service.seen[2].ifNoneMatch).toBe('"v1"');
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('reads under way are joined, and every outcome is reported', async () => {
    const dictionary = held();
    const [a, b] = await Promise.all([dictionary.read(), dictionary.read()]);
    expect([a, b]).toEqual(['changed', 'changed']);
    expect(service.seen).toHaveLength(1);
    expect(outcomes).toEqual(['changed']);
  });
});

import {
  ageSeconds,
  compressHtml,
  decodeEntry,
  decompressHtml,
  encodeEntry,
  freshnessOf,
  retentionMs,
  servableOnError,
  type PageEntry,
} from '../src';
import { NEWS_VARIANT } from './support';

const POLICY = { staleWhileRevalidateSeconds: 60, staleIfErrorSeconds: 3600 };

async function entryOf(html: string, storedAt = Date.now()): Promise<PageEntry> {
  return {
    contentType: 'text/html; charset=utf-8',
    body: await compressHtml(Buffer.from(html)),
    storedAt,
    maxAgeSeconds: 300,
    contentIds: ['a1', 'b2'],
    variant: NEWS_VARIANT,
  };
}

describe('entries', () => {
  it('round-trip through their stored form, the HTML Brotli-compressed', async () => {
    const html = `<!DOCTYPE html><html><body>${'<p>story</p>'.repeat(500)}</body></html>`;
    const entry = await entryOf(html);
    expect(entry.body.length).toBeLessThan(html.length / 10);
    const decoded = decodeEntry(encodeEntry(entry));
    expect(decoded).toEqual(entry);
    expect((await decompressHtml(decoded!.body)).toString()).toBe(html);
  });

  it("keep the page's content security policy (its nonce is the HTML's), and refuse a bad one", async () => {
    const policy = "script-src 'nonce-abc123' 'strict-dynamic'";
    const entry = {
      ...(await entryOf('<script nonce="abc123"></script>')),
      contentSecurityPolicy: policy,
    };
    expect(decodeEntry(encodeEntry(entry))?.contentSecurityPolicy).toBe(policy);
    const notText = encodeEntry({ ...entry, contentSecurityPolicy: 42 as never });
    expect(decodeEntry(notText)).toBeUndefined();
  });

  it('reads nothing from a value of another format or a broken one', async () => {
    const stored = encodeEntry(await entryOf('<p>x</p>'));
    expect(decodeEntry(Buffer.from('plain text'))).toBeUndefined();
    expect(decodeEntry(stored.subarray(0, 8))).toBeUndefined();
    const otherFormat = Buffer.from(stored);
    otherFormat.writeUInt8(9, 0);
    expect(decodeEntry(otherFormat)).toBeUndefined();
    const noVariant = encodeEntry({ ...(await entryOf('<p>x</p>')), variant: undefined as never });
    expect(decodeEntry(noVariant)).toBeUndefined();
    const badHead = Buffer.from(stored);
    badHead.write('x', 5);
    expect(decodeEntry(badHead)).toBeUndefined();
    // The head names its body: a body changed or cut short is not the page it names.
    const badBody = Buffer.from(stored);
    badBody[badBody.length - 1] ^= 0xff;
    expect(decodeEntry(badBody)).toBeUndefined();
    expect(decodeEntry(stored.subarray(0, stored.length - 1))).toBeUndefined();
  });

  it('are fresh for the max age, stale for the revalidation window, then expired', async () => {
    const entry = await entryOf('<p>x</p>', 1_000_000);
    expect(freshnessOf(entry, 1_000_000 + 299_000, POLICY)).toBe('fresh');
    expect(freshnessOf(entry, 1_000_000 + 300_000, POLICY)).toBe('stale');
    expect(freshnessOf(entry, 1_000_000 + 359_000, POLICY)).toBe('stale');
    expect(freshnessOf(entry, 1_000_000 + 360_000, POLICY)).toBe('expired');
    expect(ageSeconds(entry, 1_000_000 + 42_500)).toBe(42);
  });

  it('stand in for a failed render until the stale-if-error bound runs out', async () => {
    const entry = await entryOf('<p>x</p>', 1_000_000);
    expect(servableOnError(entry, 1_000_000 + (300 + 3599) * 1000, POLICY)).toBe(true);
    expect(servableOnError(entry, 1_000_000 + (300 + 3600) * 1000, POLICY)).toBe(false);
  });

  it('are kept until the stale-if-error bound runs out', async () => {
    const entry = await entryOf('<p>x</p>');
    const ms = retentionMs(entry, POLICY);
    expect(ms).toBeGreaterThan((300 + 3600) * 1000 - 1000);
    expect(ms).toBeLessThanOrEqual((300 + 3600) * 1000);
  });
});

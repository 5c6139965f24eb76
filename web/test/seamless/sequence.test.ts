/** The order of seamless loading: one listing request, no page twice (spec 000 s2). */
import type { SeamlessListItem } from '@bytewire/content-client';
import { createSeamlessSequence, type SequenceSource } from '../../src/seamless/seamless-sequence';

interface FakePage {
  id: string;
  slug: string;
}

function source(
  items: SeamlessListItem[],
  pages: Record<string, FakePage | Error | undefined>,
): SequenceSource<FakePage> & { listCalls: number; pageCalls: string[]; errors: unknown[] } {
  const fake = {
    listCalls: 0,
    pageCalls: [] as string[],
    errors: [] as unknown[],
    async fetchList() {
      fake.listCalls += 1;
      return items;
    },
    async fetchPage(item: SeamlessListItem) {
      const key = item.id ?? item.slug ?? item.url ?? '';
      fake.pageCalls.push(key);
      const page = pages[key];
      if (page instanceof Error) throw page;
      return page;
    },
    identifiersOf: (page: FakePage) => [page.id, page.slug],
    onError(error: unknown) {
      fake.errors.push(error);
    },
  };
  return fake;
}

const A = { id: 'a', slug: 'story-a' };
const B = { id: 'b', slug: 'story-b' };
const C = { id: 'c', slug: 'story-c' };

describe('seamless sequence', () => {
  it('requests the listing once, then one page per ask, in order, with position and page number', async () => {
    const fake = source([{ id: 'a', source: 'latest' }, { id: 'b' }, { id: 'c' }], {
      a: A,
      b: B,
      c: C,
    });
    const sequence = createSeamlessSequence(fake, ['landing', 'landing-slug']);

    const first = await sequence.next();
    expect(first).toMatchObject({
      page: A,
      position: 1,
      pageNumber: 2,
      item: { source: 'latest' },
    });
    expect(fake.pageCalls).toEqual(['a']);
    expect(await sequence.next()).toMatchObject({ page: B, position: 2, pageNumber: 3 });
    expect(sequence.finished).toBe(false);
    expect(await sequence.next()).toMatchObject({ page: C, position: 3, pageNumber: 4 });
    // The last listed page is loaded: the sequence says so without being asked again.
    expect(sequence.finished).toBe(true);
    expect(await sequence.next()).toBeUndefined();
    expect(fake.listCalls).toBe(1);
    expect(fake.pageCalls).toEqual(['a', 'b', 'c']);
  });

  it('answers asks made while a load runs with that same load', async () => {
    const fake = source([{ id: 'a' }, { id: 'b' }], { a: A, b: B });
    const sequence = createSeamlessSequence(fake, []);
    const [one, two] = await Promise.all([sequence.next(), sequence.next()]);
    expect(one).toBe(two);
    expect(fake.listCalls).toBe(1);
    expect(fake.pageCalls).toEqual(['a']);
  });

  it('never requests the landing page, nor a page listed twice or under another name', async () => {
    const fake = source(
      [
        { id: 'landing' },
        { slug: 'landing-slug' },
        { id: 'a' },
        { id: 'a' },
        { slug: 'story-a' }, // A again, by its slug
        { url: '/article/story-b/' }, // B by url: loads, then is recognised below
        { id: 'b' },
      ],
      { a: A, '/article/story-b/': B, b: B },
    );
    const sequence = createSeamlessSequence(fake, ['landing', 'landing-slug']);
    expect((await sequence.next())?.page).toBe(A);
    expect((await sequence.next())?.page).toBe(B);
    expect(await sequence.next()).toBeUndefined();
    expect(fake.pageCalls).toEqual(['a', '/article/story-b/']);
  });

  it('skips a page that failed or cannot be shown, and never asks for it again', async () => {
    const failure = new Error('502');
    const fake = source([{ id: 'broken' }, { id: 'gallery' }, { id: 'b' }], {
      broken: failure,
      gallery: undefined,
      b: B,
    });
    const sequence = createSeamlessSequence(fake, []);
    expect((await sequence.next())?.page).toBe(B);
    expect(await sequence.next()).toBeUndefined();
    expect(fake.pageCalls).toEqual(['broken', 'gallery', 'b']);
    expect(fake.errors).toEqual([failure]);
  });

  it('skips items with no identifier', async () => {
    const fake = source([{ title: 'nameless' }, { id: 'a' }], { a: A });
    const sequence = createSeamlessSequence(fake, []);
    expect((await sequence.next())?.position).toBe(2);
    expect(fake.pageCalls).toEqual(['a']);
  });

  it('ends when the listing fails, without asking again', async () => {
    const failure = new Error('timeout');
    const fake = source([], {});
    fake.fetchList = async () => {
      fake.listCalls += 1;
      throw failure;
    };
    const sequence = createSeamlessSequence(fake, []);
    expect(await sequence.next()).toBeUndefined();
    expect(await sequence.next()).toBeUndefined();
    expect(fake.listCalls).toBe(1);
    expect(fake.errors).toEqual([failure]);
  });
});

import {
  ApiResponseError,
  NOT_AN_OBJECT_MESSAGE,
  parseAutosuggestResponse,
  parseHeaderLinksResponse,
  parseTrendingResponse,
  type MenuItem,
  type TrendingItem,
} from '../src';

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiResponseError);
    expect((error as ApiResponseError).statusCode).toBe(502);
    return (error as Error).message;
  }
  throw new Error('expected the parser to throw');
}

const EXPECTED = 'API response is not in the correct format. Expected property ';

const IMAGE = {
  id: 'img-1',
  path: '/2026/06/01/img-1/laptop-hero.jpg',
  filename: 'laptop-hero.jpg',
  dateCreated: { date: '2026-06-01 09:10:00.000000', timezone: 'UTC' },
  alt: 'A laptop',
  credits: 'Bytewire',
  title: 'A laptop',
  cropGravity: 3,
  crop: '1200x675+0+0',
  typeName: 'image',
  imageUrl: '/placeholder/1200x675.svg?seed=img-1',
  width: 1200,
  height: 675,
  bucketPath: '/2026/06/01/img-1',
  bucketType: 'content',
  size: '1200x675',
};

const STORY: TrendingItem = {
  id: 'a1',
  slug: 'how-to-set-up-a-mesh-wi-fi-network',
  title: 'How to set up a mesh Wi-Fi network',
  url: '/article/how-to-set-up-a-mesh-wi-fi-network/',
  contentType: 'article',
  image: IMAGE,
  datePublished: { date: '2026-06-01T09:10:00.000Z' },
};

const MENU: MenuItem[] = [
  { linkText: 'Trending', data: 'trending', trackingName: 'trending' },
  {
    linkText: 'Topics',
    data: 'topics',
    sections: [
      {
        linkText: 'Tech',
        mainTopic: true,
        trackingName: 'tech',
        subNav: [
          [
            { linkText: 'Laptops', topicSlug: 'laptops' },
            { linkText: 'PCs', topicSlug: 'pcs' },
          ],
          [{ linkText: 'Reviews', linkUrl: '/reviews/' }],
        ],
      },
    ],
  },
  {
    linkText: 'Account',
    data: 'account',
    icon: 'user',
    hideText: true,
    clickToOpen: true,
    sections: [
      { linkText: 'Preferences', route: 'member', activePage: 'preferences' },
      { linkText: 'Log out', linkUrl: '/user/logout/', trackingName: 'logout' },
    ],
  },
  {
    linkText: 'Editions',
    data: 'editions',
    icon: 'globe',
    clickToOpen: true,
    sections: [{ linkText: 'France', data: 'fr', linkUrl: 'https://fr.bytewire.example/' }],
  },
];

describe('parseHeaderLinksResponse (spec 001 s3, s7)', () => {
  it('reads a well-formed answer unchanged', () => {
    const answer = { data: { items: MENU } };
    expect(parseHeaderLinksResponse(structuredClone(answer))).toEqual(answer);
  });

  it('refuses an answer whose envelope is wrong', () => {
    expect(messageOf(() => parseHeaderLinksResponse([]))).toBe(NOT_AN_OBJECT_MESSAGE);
    expect(messageOf(() => parseHeaderLinksResponse(null))).toBe(NOT_AN_OBJECT_MESSAGE);
    expect(messageOf(() => parseHeaderLinksResponse({}))).toBe(`${EXPECTED}data.items`);
    expect(messageOf(() => parseHeaderLinksResponse({ data: [] }))).toBe(`${EXPECTED}data.items`);
    expect(messageOf(() => parseHeaderLinksResponse({ data: { items: {} } }))).toBe(
      `${EXPECTED}data.items`,
    );
  });

  it('leaves out items without link text, and fields of the wrong type', () => {
    const parsed = parseHeaderLinksResponse({
      data: {
        items: [
          null,
          'Trending',
          { data: 'trending' },
          { linkText: '   ' },
          {
            linkText: 'Search',
            icon: 7,
            hideText: 'yes',
            clickToOpen: true,
            route: '',
            onclick: 'alert(1)',
            subNav: 'nope',
            sections: { linkText: 'x' },
          },
        ],
      },
    });
    expect(parsed.data.items).toEqual([{ linkText: 'Search', clickToOpen: true }]);
  });

  it('keeps only followable links: site paths and http(s) URLs (spec 001 s5)', () => {
    const links = [
      '/topic/laptops/',
      'https://fr.bytewire.example/',
      'http://example.com/a?b=c',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/',
      '/\\evil.example/',
      '/\t/evil.example/',
      'https:///nohost',
      'https://exa mple.com/',
      'mailto:someone@example.com',
      'topic/laptops/',
    ];
    const parsed = parseHeaderLinksResponse({
      data: { items: links.map((linkUrl) => ({ linkText: 'L', linkUrl })) },
    });
    expect(parsed.data.items.map((i) => i.linkUrl)).toEqual([
      '/topic/laptops/',
      'https://fr.bytewire.example/',
      'http://example.com/a?b=c',
      ...Array<undefined>(links.length - 3).fill(undefined),
    ]);
    // The item stays, as plain text.
    expect(parsed.data.items).toHaveLength(links.length);
  });

  it('drops bad entries of columns and sections, and empty columns', () => {
    const parsed = parseHeaderLinksResponse({
      data: {
        items: [
          {
            linkText: 'Topics',
            subNav: [[{ linkText: 'A', topicSlug: 'a' }, 3], 'x', [], [{ nope: 1 }]],
            sections: [{ linkText: 'S' }, false],
          },
        ],
      },
    });
    expect(parsed.data.items).toEqual([
      {
        linkText: 'Topics',
        subNav: [[{ linkText: 'A', topicSlug: 'a' }]],
        sections: [{ linkText: 'S' }],
      },
    ]);
  });

  it('stops at a nesting no menu has', () => {
    let deep: MenuItem = { linkText: 'leaf' };
    for (let level = 0; level < 10; level++) deep = { linkText: `l${level}`, sections: [deep] };
    const parsed = parseHeaderLinksResponse({ data: { items: [deep] } });
    let depth = 0;
    for (let node: MenuItem | undefined = parsed.data.items[0]; node; node = node.sections?.[0])
      depth++;
    expect(depth).toBe(5);
  });
});

describe('parseTrendingResponse (spec 001 s3, s7)', () => {
  it('reads a well-formed answer unchanged', () => {
    const answer = { data: { items: [STORY, { ...STORY, id: 'a2', image: undefined }] } };
    delete answer.data.items[1].image;
    expect(parseTrendingResponse(structuredClone(answer))).toEqual(answer);
  });

  it('refuses an answer whose envelope is wrong', () => {
    expect(messageOf(() => parseTrendingResponse('x'))).toBe(NOT_AN_OBJECT_MESSAGE);
    expect(messageOf(() => parseTrendingResponse({ data: { item: [] } }))).toBe(
      `${EXPECTED}data.items`,
    );
  });

  it.each([
    ['no id', { id: undefined }],
    ['a blank title', { title: ' ' }],
    ['no slug', { slug: 5 }],
    ['an off-site url', { url: 'https://evil.example/' }],
    ['a protocol-relative url', { url: '//evil.example/' }],
    ['a backslash url', { url: '/\\evil.example/' }],
    ['a javascript url', { url: 'javascript:alert(1)' }],
    ['no date', { datePublished: undefined }],
    ['a date without date', { datePublished: { timezone: 'UTC' } }],
    ['an unreadable date', { datePublished: { date: 'yesterday' } }],
    ['a date of the wrong type', { datePublished: { date: 1717232400000 } }],
  ])('leaves out a story with %s', (_name, change) => {
    const parsed = parseTrendingResponse({ data: { items: [{ ...STORY, ...change }, STORY] } });
    expect(parsed.data.items).toEqual([STORY]);
  });

  it('reads the platform date form too (UTC without a zone)', () => {
    const story = { ...STORY, datePublished: { date: '2026-06-01 09:10:00.000000' } };
    expect(parseTrendingResponse({ data: { items: [story] } }).data.items).toEqual([story]);
  });

  it('keeps the image fields of their type only, and drops a bad image', () => {
    const parsed = parseTrendingResponse({
      data: {
        items: [
          {
            ...STORY,
            image: {
              id: 'i',
              path: '/p.jpg',
              width: '1200',
              height: Number.NaN,
              alt: 3,
              imageUrl: 'javascript:alert(1)',
              dateCreated: 'today',
              extra: { nested: true },
            },
          },
          { ...STORY, id: 'b', image: { id: 'i' } },
        ],
      },
    });
    expect(parsed.data.items[0].image).toEqual({ id: 'i', path: '/p.jpg' });
    expect(parsed.data.items[1]).not.toHaveProperty('image');
  });
});

describe('parseAutosuggestResponse (spec 001 s3, s7)', () => {
  const suggestion = {
    id: 's1',
    slug: 'the-best-laptops',
    title: 'The best laptops',
    url: '/article/the-best-laptops/',
    contentType: 'article',
    image: { id: 'i', path: '/p.jpg', alt: 'Laptops' },
    topics: [{ id: 't1', name: 'Laptops', slug: 'laptops' }],
    primaryTopicName: 'Laptops',
  };

  it('reads a well-formed answer unchanged', () => {
    const answer = {
      data: {
        item: {
          topics: [{ id: 't1', name: 'Laptops', slug: 'laptops' }],
          content: [suggestion],
          videos: [{ ...suggestion, id: 'v1', contentType: 'video', url: '/video/x/' }],
        },
      },
    };
    expect(parseAutosuggestResponse(structuredClone(answer))).toEqual(answer);
  });

  it('reads missing lists as empty and leaves out bad entries', () => {
    const parsed = parseAutosuggestResponse({
      data: {
        item: {
          topics: [{ id: 't', name: 'N' }, 'x'],
          content: [suggestion, { ...suggestion, url: '//evil.example/' }],
        },
      },
    });
    expect(parsed).toEqual({ data: { item: { topics: [], content: [suggestion], videos: [] } } });
  });

  it('refuses an answer without data.item', () => {
    expect(messageOf(() => parseAutosuggestResponse({ data: { items: [] } }))).toBe(
      `${EXPECTED}data.item`,
    );
    expect(messageOf(() => parseAutosuggestResponse({ data: { item: [] } }))).toBe(
      `${EXPECTED}data.item`,
    );
  });
});

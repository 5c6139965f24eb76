import { faqFromListicles, hasFaq } from '../src';
import { listicle } from './fixtures';

describe('faqFromListicles (spec 000 s9: FAQ markup from listicle headings ending in "?")', () => {
  it.each([
    [
      'a heading ending in a question mark',
      listicle({ hed: 'Is a laptop worth it?', description: 'Yes, for most people.' }),
      [{ question: 'Is a laptop worth it?', answer: 'Yes, for most people.' }],
    ],
    [
      'trailing spaces after the question mark',
      listicle({ hed: 'Is it loud? ', description: 'No.' }),
      [{ question: 'Is it loud?', answer: 'No.' }],
    ],
    [
      'markup in heading and answer becomes text',
      listicle({
        hed: '<em>Is</em> it loud?',
        description: '<p>No.</p>\n<p>It is <b>quiet</b>.</p>',
      }),
      [{ question: 'Is it loud?', answer: 'No. It is quiet.' }],
    ],
    ['a heading that is no question', listicle({ hed: 'Best overall', description: 'Fast.' }), []],
    [
      'a question mark inside the heading',
      listicle({ hed: 'Why? A review', description: 'Yes.' }),
      [],
    ],
    ['a question without an answer', listicle({ hed: 'Is it loud?' }), []],
    [
      'a question with an empty answer',
      listicle({ hed: 'Is it loud?', description: '<p> </p>' }),
      [],
    ],
  ])('%s', (_name, item, expected) => {
    expect(faqFromListicles([item])).toEqual(expected);
  });

  it('keeps the order of the listicles and skips the others', () => {
    const items = [
      listicle({ hed: 'What is it?', description: 'A laptop.' }),
      listicle({ hed: 'Pixel 10', description: 'A phone.' }),
      listicle({ hed: 'Who makes it?', description: 'Acme.' }),
    ];
    expect(faqFromListicles(items).map((entry) => entry.question)).toEqual([
      'What is it?',
      'Who makes it?',
    ]);
  });

  it('has nothing for no listicles', () => {
    expect(faqFromListicles(undefined)).toEqual([]);
    expect(faqFromListicles([])).toEqual([]);
  });
});

describe('hasFaq (spec 000 s3: the tag faq-markup sets the FAQ flag)', () => {
  it.each([
    [[{ slug: 'faq-markup', name: 'FAQ' }], true],
    [
      [
        { slug: 'buying-guide', name: 'Buying guide' },
        { slug: 'faq-markup', name: 'FAQ' },
      ],
      true,
    ],
    [[{ slug: 'buying-guide', name: 'Buying guide' }], false],
    [[{ slug: 'faq', name: 'faq-markup' }], false],
    [[], false],
    [undefined, false],
  ])('tags %j → %p', (tags, expected) => {
    expect(hasFaq({ tags })).toBe(expected);
  });
});

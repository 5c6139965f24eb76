/**
 * About the author (spec 000 s3): each author and co-author with a bio, their title, profile
 * link and disclosure; nothing when the story sets suppressBio or nobody has a bio.
 */
import type { Author } from '@bytewire/contracts';
import { rootFragment } from '../../../test/support/root-markup';
import { AuthorBio, authorsWithBio } from './AuthorBio';

const IMAGE = {
  id: 'img-1',
  path: '/2023/02/27/img-1/maya-goldberg-headshot.jpg',
  imageUrl: '/originals/2023/02/27/img-1/maya-goldberg-headshot.jpg',
  alt: 'Illustrated portrait of Maya Goldberg',
  width: 400,
  height: 400,
};

const MAYA = {
  id: 'a-1',
  firstName: 'Maya',
  lastName: 'Goldberg',
  title: 'Senior Editor',
  bureau: 'New York',
  image: IMAGE,
  bio: 'Maya Goldberg covers artificial intelligence for Bytewire.',
  authorDisclosure: 'Maya Goldberg holds no investments in the companies she covers.',
} as Author;

const TESSA = {
  id: 'a-2',
  firstName: 'Tessa',
  lastName: 'Quinn',
  profile: { id: 'p-2', authorBio: 'Tessa Quinn writes about phones.', title: 'Contributor' },
} as Author;

const NO_BIO = { id: 'a-3', firstName: 'Omar', lastName: 'Haddad' } as Author;

describe('AuthorBio', () => {
  it('sits one level down under a story that has an h2 headline (seamless scrolling)', () => {
    const root = rootFragment(<AuthorBio author={MAYA} level={3} />);
    const box = root.querySelector('section[data-testid="author-bio"]')!;
    expect(box.querySelector('h2')).toBeNull();
    expect(box.querySelector('h3')!.textContent).toBe('About the author');
    expect(box.querySelector('h4 a')!.textContent).toBe('Maya Goldberg');
  });

  it('shows the author with headshot, linked name, title, bio and disclosure', () => {
    const root = rootFragment(<AuthorBio author={MAYA} />);
    const box = root.querySelector('section[data-testid="author-bio"]')!;
    const heading = box.querySelector('h2')!;
    expect(heading.textContent).toBe('About the author');
    expect(box.getAttribute('aria-labelledby')).toBe(heading.id);
    const link = box.querySelector('h3 a')!;
    expect(link.textContent).toBe('Maya Goldberg');
    expect(link.getAttribute('href')).toBe('/meet-the-team/maya-goldberg/');
    expect(box.textContent).toContain('Senior Editor');
    expect(box.textContent).toContain('Maya Goldberg covers artificial intelligence for Bytewire.');
    expect(box.textContent).toContain('holds no investments');
    // The name is beside the portrait: the image is decorative.
    expect(box.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('shows every co-author with a bio under "About the authors", skipping those without', () => {
    const root = rootFragment(<AuthorBio author={MAYA} moreAuthors={[TESSA, NO_BIO, MAYA]} />);
    expect(root.querySelector('h2')!.textContent).toBe('About the authors');
    const names = [...root.querySelectorAll('[data-testid="author-bio-entry"] h3')].map(
      (h) => h.textContent,
    );
    expect(names).toEqual(['Maya Goldberg', 'Tessa Quinn']);
    // The profile's bio and title when the author has none of their own; no bureau, no link.
    expect(root.textContent).toContain('Tessa Quinn writes about phones.');
    expect(root.textContent).toContain('Contributor');
    expect(root.querySelectorAll('h3 a')).toHaveLength(1);
  });

  it('is not there when the story suppresses the bio', () => {
    const root = rootFragment(<AuthorBio author={MAYA} moreAuthors={[TESSA]} suppressed />);
    expect(root.querySelector('[data-testid="author-bio"]')).toBeNull();
    expect(root.textContent).toBe('');
  });

  it('is not there when no author has a bio', () => {
    expect(rootFragment(<AuthorBio author={NO_BIO} />).textContent).toBe('');
    expect(rootFragment(<AuthorBio />).textContent).toBe('');
    expect(authorsWithBio([undefined, NO_BIO])).toEqual([]);
  });

  it('prints the headshot as an amp-img in an AMP document', () => {
    const root = rootFragment(<AuthorBio author={MAYA} />, { amp: true });
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('amp-img')).not.toBeNull();
  });
});

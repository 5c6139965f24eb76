/**
 * The byline (spec 000 s3 author, moreAuthors, editors): every author and co-author after
 * "By", the editors after "Edited by", each name once, linked to the profile page when the
 * author has one, and the dates.
 */
import type { Author } from '@bytewire/contracts';
import { toContentDate } from '@bytewire/contracts';
import { rootFragment } from '../../../test/support/root-markup';
import { Byline } from './Byline';

const person = (id: string, firstName: string, lastName: string, extra: Partial<Author> = {}) =>
  ({ id, firstName, lastName, ...extra }) as Author;

const MAYA = person('a-1', 'Maya', 'Goldberg', { bureau: 'New York' });
const TESSA = person('a-2', 'Tessa', 'Quinn');
const OMAR = person('a-3', 'Omar', 'Haddad', { bureau: 'London' });
const RYAN = person('e-1', 'Ryan', 'McAllister', { bureau: 'San Francisco' });
const KIM = person('e-2', 'Kim', 'Park');

const texts = (root: ParentNode, testId: string) =>
  [...root.querySelectorAll(`[data-testid="${testId}"]`)].map((el) => el.textContent);

describe('Byline', () => {
  it('names the author, the co-authors and the editors: "By A and B", "Edited by C"', () => {
    const root = rootFragment(<Byline author={MAYA} moreAuthors={[TESSA]} editors={[RYAN]} />);
    const line = root.querySelector('p')!;
    expect(line.textContent).toContain('By Maya Goldberg and Tessa Quinn');
    expect(line.textContent).toContain('Edited by Ryan McAllister');
    expect(texts(root, 'byline-author')).toEqual(['Maya Goldberg']);
    expect(texts(root, 'byline-coauthor')).toEqual(['Tessa Quinn']);
    expect(texts(root, 'byline-editor')).toEqual(['Ryan McAllister']);
  });

  it('lists three authors and two editors with commas and "and"', () => {
    const root = rootFragment(
      <Byline author={MAYA} moreAuthors={[TESSA, OMAR]} editors={[RYAN, KIM]} />,
    );
    const line = root.querySelector('p')!.textContent;
    expect(line).toContain('By Maya Goldberg, Tessa Quinn and Omar Haddad');
    expect(line).toContain('Edited by Ryan McAllister and Kim Park');
  });

  it('links a name to the profile page of an author with a bureau, rel=author', () => {
    const root = rootFragment(<Byline author={MAYA} moreAuthors={[TESSA]} editors={[RYAN]} />);
    const maya = root.querySelector('[data-testid="byline-author"] a');
    expect(maya?.getAttribute('href')).toBe('/meet-the-team/maya-goldberg/');
    expect(maya?.getAttribute('rel')).toBe('author');
    expect(root.querySelector('[data-testid="byline-editor"] a')?.getAttribute('href')).toBe(
      '/meet-the-team/ryan-mcallister/',
    );
    // No bureau, no profile page: the name is text.
    expect(root.querySelector('[data-testid="byline-coauthor"] a')).toBeNull();
  });

  it('names nobody twice: a repeated co-author, or an editor who wrote the piece', () => {
    const root = rootFragment(
      <Byline author={MAYA} moreAuthors={[MAYA, TESSA, TESSA]} editors={[TESSA, RYAN]} />,
    );
    expect(texts(root, 'byline-author')).toEqual(['Maya Goldberg']);
    expect(texts(root, 'byline-coauthor')).toEqual(['Tessa Quinn']);
    expect(texts(root, 'byline-editor')).toEqual(['Ryan McAllister']);
  });

  it("prints the profile's byline when it has one, and leaves out nameless entries", () => {
    const styled = person('a-9', 'Robert', 'Ng', { profile: { id: 'p-9', byline: 'Bob Ng' } });
    const root = rootFragment(
      <Byline author={styled} moreAuthors={[person('x', ' ', '')]} editors={[]} />,
    );
    expect(root.querySelector('p')!.textContent).toBe('By Bob Ng');
    expect(root.querySelector('[data-testid="byline-editors"]')).toBeNull();
  });

  it('shows the editors and dates without an author', () => {
    const published = toContentDate(new Date('2026-11-19T12:00:00Z'));
    const root = rootFragment(<Byline editors={[KIM]} published={published} />);
    const line = root.querySelector('p')!.textContent;
    expect(line).not.toContain('By ');
    expect(line).toContain('Edited by Kim Park');
    expect(root.querySelector('time')).not.toBeNull();
  });
});

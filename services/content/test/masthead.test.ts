/**
 * The newsroom's roles, as Meet the team lists them: one Editor in Chief, and each masthead
 * role (executive, managing, deputy, reviews editor...) held by one person; everyone else a
 * senior editor, writer or analyst, or a contributor; bios that speak of "the" role a person
 * holds alone.
 */
import type { Author } from '@bytewire/contracts';
import { parsePageResponse } from '@bytewire/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { generateCorpus, DEFAULT_CORPUS_SEED } from '../src/corpus/corpus';
import { CONTRIBUTOR_TITLES, MASTHEAD_TITLES, STAFF_TITLES } from '../src/corpus/text/people';
import { createApp, get, pagePath, TEST_ANCHOR } from './helpers/app';

const authors = generateCorpus({
  seed: DEFAULT_CORPUS_SEED,
  anchor: new Date(TEST_ANCHOR),
  publicationName: 'Bytewire',
  siteId: 'bytewire',
}).authors;

const holders = (list: readonly Author[], title: string) =>
  list.filter((a) => a.jobTitle === title);

describe('the masthead', () => {
  it('has exactly one Editor in Chief', () => {
    expect(holders(authors, 'Editor in Chief')).toHaveLength(1);
  });

  it('gives each masthead role to one staffer', () => {
    for (const title of MASTHEAD_TITLES) {
      const held = holders(authors, title);
      expect({ title, holders: held.length }).toEqual({ title, holders: 1 });
      expect(held[0].bureau).toBeDefined();
    }
  });

  it('gives staff a masthead or a shared role, contributors a contributor title', () => {
    for (const a of authors) {
      const titles = a.bureau ? [...MASTHEAD_TITLES, ...STAFF_TITLES] : CONTRIBUTOR_TITLES;
      expect(titles).toContain(a.jobTitle);
      expect(a.title).toBe(a.jobTitle);
      expect(a.profile?.title).toBe(a.jobTitle);
    }
  });

  it('speaks of the role a person holds alone with "the"', () => {
    const chief = holders(authors, 'Editor in Chief')[0];
    expect(chief.bio).not.toMatch(/\ban editor in chief\b/i);
    for (const a of authors) expect(a.bio).not.toMatch(/\ban? editor in chief\b/i);
  });
});

describe('Meet the team', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await createApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists one Editor in Chief among distinct, plausible roles', async () => {
    const res = await get(app, pagePath('static', 'meet-the-team'));
    expect(res.status).toBe(200);
    const team = parsePageResponse(res.body).data.components.find(
      (c) => c.meta.componentName === 'team',
    );
    const listed = (team?.items ?? []) as Author[];
    expect(listed.length).toBeGreaterThan(10);
    expect(holders(listed, 'Editor in Chief')).toHaveLength(1);
    for (const title of MASTHEAD_TITLES)
      expect(holders(listed, title).length).toBeLessThanOrEqual(1);
  });
});

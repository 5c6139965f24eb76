import type { Collection, Content } from '@bytewire/contracts';
import { parseContentDateTime } from '@bytewire/contracts';
import type { GenContext } from './context';
import { partRng } from './context';
import type { DateAllocator } from './dates';
import { describeArt, topicArt } from './art';
import { makeImage } from './images';

/** Collections and what they gather: topics, tags, or both. */
const COLLECTION_DEFS: readonly {
  slug: string;
  title: string;
  description: string;
  type: 'special-feature' | 'series' | 'hub';
  topics: readonly string[];
  tags?: readonly string[];
}[] = [
  {
    slug: 'holiday-gift-guide',
    title: 'Holiday Gift Guide',
    description: 'Gift ideas our editors would be happy to receive, at every budget.',
    type: 'special-feature',
    topics: ['headphones', 'speakers', 'smart-watches', 'gaming', 'tablets'],
    tags: ['holiday-gift-guide', 'black-friday'],
  },
  {
    slug: 'back-to-school-tech',
    title: 'Back to School',
    description: 'Laptops, tablets and study tools for the new school year.',
    type: 'special-feature',
    topics: ['laptops', 'tablets', 'education', 'online-courses'],
    tags: ['back-to-school'],
  },
  {
    slug: 'work-from-anywhere',
    title: 'Work From Anywhere',
    description: 'Gear and habits for productive days at home, in the office and on the road.',
    type: 'series',
    topics: ['work-life', 'home-and-office', 'networking', 'printers'],
  },
  {
    slug: 'ai-at-work',
    title: 'AI at Work',
    description: 'How AI tools are changing jobs, and how to use them well.',
    type: 'series',
    topics: ['artificial-intelligence', 'developer', 'cloud'],
  },
  {
    slug: 'cybersecurity-awareness',
    title: 'Cybersecurity Awareness',
    description: 'Simple steps that keep your accounts, devices and business safe.',
    type: 'special-feature',
    topics: ['security', 'ransomware', 'vpn', 'password-manager'],
  },
  {
    slug: 'innovation-index',
    title: 'Innovation Index',
    description: 'The technologies we expect to matter most in the next five years.',
    type: 'hub',
    topics: ['energy', 'robotics', 'sustainability', 'artificial-intelligence'],
  },
  {
    slug: 'smart-home-starter',
    title: 'Smart Home Starter Kit',
    description: 'Everything you need to build a smart home that just works.',
    type: 'series',
    topics: ['smart-home', 'kitchen-household'],
  },
  {
    slug: 'power-outage-prep',
    title: 'Power Outage Prep',
    description: 'Backup power, batteries and the plans that keep the lights on.',
    type: 'special-feature',
    topics: ['energy'],
  },
];

/** What collections need of an item; videos qualify as well as articles. */
export type Collectable = Pick<
  Content,
  'slug' | 'section' | 'topics' | 'tags' | 'datePublished' | 'collections' | 'primaryCollection'
>;

export interface BuiltCollections {
  collections: Collection[];
  /** Collection slug → the slugs of its items, newest first. */
  items: Record<string, string[]>;
}

/** Gathers collections from the content and records each item's collections on it. */
export function buildCollections(
  ctx: GenContext,
  content: readonly Collectable[],
  dates: DateAllocator,
): BuiltCollections {
  const rng = partRng(ctx, 'collections');
  const newestFirst = [...content].sort(
    (a, b) =>
      (parseContentDateTime(b.datePublished)?.getTime() ?? 0) -
      (parseContentDateTime(a.datePublished)?.getTime() ?? 0),
  );
  const collections: Collection[] = [];
  const items: Record<string, string[]> = {};
  for (const def of COLLECTION_DEFS) {
    const members = newestFirst
      .filter((c) => c.section !== 'sponsored')
      .filter(
        (c) =>
          (c.topics ?? []).some((t) => def.topics.includes(t.slug)) ||
          (def.tags ?? []).some((tag) => (c.tags ?? []).some((t) => t.slug === tag)),
      )
      .slice(0, rng.int(12, 24));
    const art = topicArt(def.topics[0], def.slug);
    const collection: Collection = {
      id: rng.uuid(),
      slug: def.slug,
      title: def.title,
      description: def.description,
      typeSlug: def.type,
      collectionType: { id: `ct-${def.type}`, slug: def.type },
      primary: def.type === 'special-feature',
      hide: false,
      threads: def.topics.map((slug) => ({ slug })),
      image: makeImage(rng, {
        name: `${def.slug}-collection`,
        alt: describeArt(art),
        credits: ctx.publicationName,
        shape: 'hero',
        created: dates.daysBefore(rng.int(15, 200)),
        art,
      }),
    };
    collections.push(collection);
    items[def.slug] = members.map((m) => m.slug);
    for (const member of members) {
      member.collections = [...(member.collections ?? []), collection];
      member.primaryCollection ??= collection;
    }
  }
  return { collections, items };
}

import type {
  ContentLink,
  EditorialLink,
  Feature,
  FeatureRow,
  PageComponent,
  RichText,
} from '@bytewire/contracts';
import { contentItemPath } from '@bytewire/routes';
import type { ContentEntry } from '../../corpus/corpus-index';
import { lookup } from '../../common/inputs';
import { listing, object, type ComponentSpec } from '../components';
import { missingContent, type PageBody } from '../page-body';
import type { PageContext } from '../page-context';
import { ShownStories } from '../shown-stories';

const FEATURE: ComponentSpec = { name: 'feature', displayName: 'Feature', type: 'Feature' };

interface FeatureDef {
  title: string;
  description: string;
  intro: string;
  /** The rows below the introduction. */
  rows: (ctx: PageContext, parts: FeatureParts) => FeatureRow[];
}

/** Component makers for a feature's cells. */
interface FeatureParts {
  list: (
    name: string,
    title: string,
    entries: readonly ContentEntry[],
    count: number,
  ) => PageComponent;
  videos: (
    name: string,
    title: string,
    entries: readonly ContentEntry[],
    count: number,
  ) => PageComponent;
  links: (name: string, items: EditorialLink[]) => PageComponent;
}

/** Feature pages laid out in rows and columns (12-column grid), with nested rows. */
export const FEATURES: Readonly<Record<string, FeatureDef>> = {
  'innovation-index': {
    title: 'Innovation Index',
    description:
      'The technologies we expect to matter most in the next five years, and how fast they are arriving.',
    intro:
      '<p>Every quarter our editors score the technologies reshaping energy, work and daily life on how far they have come and how close they are to your home. These are the trends we are tracking.</p>',
    rows: (ctx, p) => [
      {
        label: 'Trends to watch',
        columns: [
          {
            colspan: 8,
            label: 'Latest',
            components: [
              p.list(
                'innovationLatest',
                'Latest innovation stories',
                ctx.index.inTopic('innovation'),
                6,
              ),
            ],
          },
          {
            colspan: 4,
            label: 'Index trends',
            components: [
              p.list(
                'innovationIndexTrends',
                'Innovation Index trends',
                ctx.index.inCollection('innovation-index'),
                5,
              ),
            ],
          },
        ],
      },
      {
        label: 'The index',
        columns: [
          {
            colspan: 4,
            label: 'AI',
            components: [p.list('aiIndex', 'AI', ctx.index.inTopic('artificial-intelligence'), 4)],
          },
          {
            colspan: 4,
            label: 'Energy',
            components: [p.list('energyIndex', 'Energy', ctx.index.inTopic('energy'), 4)],
          },
          {
            colspan: 4,
            label: 'Robotics',
            components: [p.list('roboticsIndex', 'Robotics', ctx.index.inTopic('robotics'), 4)],
            children: [
              {
                label: 'Also tracking',
                columns: [
                  {
                    colspan: 6,
                    components: [
                      p.list(
                        'sustainabilityIndex',
                        'Sustainability',
                        ctx.index.inTopic('sustainability'),
                        3,
                      ),
                    ],
                  },
                  {
                    colspan: 6,
                    components: [p.list('cloudIndex', 'Cloud', ctx.index.inTopic('cloud'), 3)],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        columns: [
          {
            colspan: 12,
            label: 'Watch',
            components: [
              p.videos(
                'innovationVideos',
                'Innovation on video',
                ctx.index.inTopic('innovation').filter((e) => e.kind === 'video'),
                4,
              ),
            ],
          },
        ],
      },
      {
        columns: [
          {
            colspan: 12,
            components: [
              p.links(
                'innovationLinks',
                (
                  [
                    ['AI', 'artificial-intelligence'],
                    ['Energy', 'energy'],
                    ['Robotics', 'robotics'],
                    ['Sustainability', 'sustainability'],
                  ] as const
                ).map(([linkText, slug]) => ({
                  label: 'Explore',
                  linkText,
                  linkUrl: contentItemPath('topic', slug),
                })),
              ),
            ],
          },
        ],
      },
    ],
  },
  'best-of-the-year': {
    title: 'The best tech of the year',
    description: 'The products that earned our highest ratings, and the guides to help you choose.',
    intro:
      '<p>Our reviewers tested hundreds of products this year. These are the ones that stood out.</p>',
    rows: (ctx, p) => [
      {
        label: "Editors' Choice",
        columns: [
          {
            colspan: 6,
            components: [
              p.list(
                'editorsChoice',
                "Editors' Choice winners",
                ctx.index.withTag('editors-choice'),
                8,
              ),
            ],
          },
          {
            colspan: 6,
            components: [
              p.list('buyingGuides', 'Buying guides', ctx.index.articlesOfSubType('best-list'), 8),
            ],
          },
        ],
      },
      {
        columns: [
          {
            colspan: 12,
            components: [
              p.list('bestGalleries', 'In pictures', ctx.index.editorial(['gallery']), 4),
            ],
          },
        ],
      },
    ],
  },
  'security-basics': {
    title: 'Security basics',
    description: 'The habits and tools that keep your accounts and devices safe.',
    intro: '<p>Most attacks are stopped by a few simple habits. Start here.</p>',
    rows: (ctx, p) => [
      {
        columns: [
          {
            colspan: 8,
            label: 'Step by step',
            components: [
              p.list(
                'securityHowTos',
                'Security how-tos',
                ctx.index.inTopic('security').filter((e) => e.item.subType === 'how-to'),
                8,
              ),
            ],
          },
          {
            colspan: 4,
            label: 'In the news',
            components: [
              p.list(
                'securityNews',
                'Security news',
                ctx.index.inTopic('security').filter((e) => e.item.subType === 'news'),
                6,
              ),
            ],
          },
        ],
      },
    ],
  },
  'work-smarter': {
    title: 'Work smarter',
    description: 'Tools, gear and habits for a better workday, wherever you work.',
    intro: '<p>Hybrid work is here to stay. Here is how to make it work for you.</p>',
    rows: (ctx, p) => [
      {
        columns: [
          {
            colspan: 6,
            components: [p.list('workLife', 'Work life', ctx.index.inTopic('work-life'), 6)],
          },
          {
            colspan: 6,
            components: [
              p.list('homeOffice', 'Home office', ctx.index.inTopic('home-and-office'), 6),
            ],
          },
        ],
      },
    ],
  },
};

/** Cell makers of one page: rows are built top to bottom, and no story is listed twice. */
function parts(ctx: PageContext): FeatureParts {
  const shown = new ShownStories();
  const links = (entries: readonly ContentEntry[], count: number): ContentLink[] =>
    shown.take(entries, count).map((e) => e.link);
  return {
    list: (name, title, entries, count) =>
      listing(ctx, { name, displayName: title, type: 'ContentList' }, links(entries, count), {
        list: { title },
      }),
    videos: (name, title, entries, count) =>
      listing(ctx, { name, displayName: title, type: 'VideoList' }, links(entries, count), {
        list: { title },
      }),
    links: (name, items) =>
      listing(ctx, { name, displayName: 'Editorial Links', type: 'EditorialLinks' }, items),
  };
}

/** The full-width introduction every feature opens with. */
function introRow(ctx: PageContext, def: FeatureDef): FeatureRow {
  const text: RichText = { id: `${ctx.req.slug}-intro`, title: def.title, content: def.intro };
  return {
    columns: [
      {
        colspan: 12,
        components: [
          object(ctx, { name: 'intro', displayName: 'Text', type: 'Text' }, text, false),
        ],
      },
    ],
  };
}

/** A feature page (/feature/{slug}/ and /innovation-index/). */
export function featurePage(ctx: PageContext): PageBody {
  const def = lookup(FEATURES, ctx.req.slug);
  if (!def) return missingContent(ctx, FEATURE);
  const id = `feature-${ctx.req.slug}`;
  const feature: Feature = {
    id,
    slug: ctx.req.slug,
    title: def.title,
    description: def.description,
    layout: 'rows',
    viewType: 'grid',
    rows: [introRow(ctx, def), ...def.rows(ctx, parts(ctx))],
  };
  return {
    id,
    meta: {
      title: def.title,
      description: def.description,
      canonicalUrl: contentItemPath('feature', ctx.req.slug),
    },
    components: [object(ctx, FEATURE, feature)],
  };
}

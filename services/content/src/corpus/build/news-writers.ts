/** Drafts of news, long reads and paid stories. */
import { contentItemPath } from '@bytewire/routes';
import type { StoryDef } from '../text/stories';
import { SPONSORS } from '../text/stories';
import {
  LONGFORM_QUOTES,
  LONGFORM_SECTIONS,
  LONGFORM_SENTENCES,
  NEWS_CLOSERS,
  NEWS_CONTEXT,
  NEWS_OPENERS,
  NEWS_SECTIONS,
  PRODUCT_NEWS,
  SPONSORED_SENTENCES,
  WEEKDAYS,
} from '../text/templates';
import { TOPIC_PROSE } from '../text/topic-prose';
import { fill } from '../text-utils';
import type { ArticleDraft } from './article-factory';
import { BodyWriter } from './body-writer';
import { productArt, topicArt } from './art';
import { bodyImage } from './images';
import { productSentences, productValues, topicsOf } from './product-text';
import type { HTopic } from '@bytewire/contracts';
import type { CatalogProduct } from './products';
import { Prose } from './prose';

export interface WriterEnv {
  pub: string;
  siteId: string;
  topics: ReadonlyMap<string, HTopic>;
  anchorYear: number;
}

function prose(topic: string): readonly string[] {
  const bank = TOPIC_PROSE[topic];
  if (!bank) throw new Error(`No prose for topic ${topic}`);
  return bank;
}

function topicLink(env: WriterEnv, slug: string): { href: string; text: string } {
  const name = env.topics.get(slug)?.name ?? slug;
  return { href: contentItemPath('topic', slug), text: `More ${name} coverage` };
}

/** News about a product launch, price cut or update, with a commerce link to buy it. */
export function productNewsDraft(
  env: WriterEnv,
  product: CatalogProduct,
  template: number,
): ArticleDraft {
  const values = productValues(product, env.pub);
  const news = PRODUCT_NEWS[template % PRODUCT_NEWS.length];
  return {
    kind: 'news',
    headline: fill(news.headline, values),
    dek: fill(news.dek, values),
    ...topicsOf(env.topics, product.category.topic),
    imageWord: product.category.imageWord,
    imageCredits: `Courtesy of ${product.brand}`,
    product,
    extraTags: template % PRODUCT_NEWS.length === 3 ? ['hands-on'] : [],
    write: (frame) => {
      const p = new Prose(frame.rng, { ...values, day: frame.rng.pick(WEEKDAYS) });
      const openers = NEWS_OPENERS.filter((o) => product.price > 0 || !o.includes('{price}'));
      const w = new BodyWriter()
        .paragraph(p.one(openers))
        .paragraph(...p.take(productSentences(product), 2))
        .image(
          bodyImage(frame.rng, {
            word: product.category.imageWord,
            caption: `The ${product.name}`,
            credits: `Courtesy of ${product.brand}`,
            created: frame.dates.published,
            art: productArt(product.look, 'angle', `${frame.id}:inline`),
            subjectName: product.name,
          }),
        )
        .heading('What is new')
        .paragraph(...p.take(productSentences(product), 1), ...p.take(NEWS_CONTEXT, 1));
      const [offer, second] = product.offers;
      if (offer) {
        w.heading('Price and availability').commerce(
          frame.rng.uuid(),
          offer,
          product.price > 0
            ? `The ${product.name} is available now, starting at ${offer.offerPrice}.`
            : `${product.name} is available now.`,
          `See at ${offer.offerMerchant}`,
        );
      }
      // A plain retailer link, as editors paste them: the renderer turns these into commerce links.
      if (second?.rawUrl && frame.rng.chance(0.35)) {
        w.paragraph(`It is also listed at ${second.offerMerchant}:`, {
          href: second.rawUrl,
          text: `${product.name} at ${second.offerMerchant}`,
        });
      }
      w.paragraph(
        ...p.take(prose(product.category.topic), 2),
        topicLink(env, product.category.topic),
      ).paragraph(p.one(NEWS_CLOSERS));
      return { written: w.done() };
    },
  };
}

/** News about a trend or a company, from the hand-written story ideas. */
export function storyNewsDraft(env: WriterEnv, story: StoryDef, index: number): ArticleDraft {
  return {
    kind: 'news',
    headline: story.headline,
    dek: story.dek,
    topic: story.topic,
    topic2: story.topic2,
    imageWord: story.topic2 ?? story.topic,
    extraTags: index % 12 === 5 ? ['live-blog'] : [],
    write: (frame) => {
      const p = new Prose(frame.rng, { pub: env.pub });
      const bank = [...prose(story.topic), ...(story.topic2 ? prose(story.topic2) : [])];
      const w = new BodyWriter()
        .paragraph(story.dek, ...p.take(bank, 1))
        .paragraph(...p.take(NEWS_CONTEXT, 2))
        .image(
          bodyImage(frame.rng, {
            word: story.topic,
            caption: story.headline,
            credits: `${frame.author.firstName} ${frame.author.lastName}/${env.pub}`,
            created: frame.dates.published,
            art: topicArt(story.topic2 ?? story.topic, `${frame.id}:inline`),
          }),
        )
        .heading(frame.rng.pick(NEWS_SECTIONS.filter((s) => s !== 'Price and availability')))
        .paragraph(...p.take(bank, 2))
        .paragraph(...p.take(NEWS_CONTEXT, 1), ...p.take(bank, 1))
        .paragraph(topicLink(env, story.topic));
      // Some stories cite a report or invite tips: an outside link and a mail link.
      if (index % 7 === 3) {
        w.paragraph('The full findings are available from the', {
          href: 'https://www.example.org/reports/technology-outlook',
          text: 'publishing organization',
        });
      }
      if (index % 9 === 4) {
        w.paragraph('Have a tip about this story?', {
          href: `mailto:tips@${env.siteId}.example`,
          text: 'Email our newsroom',
        });
      }
      // Live blogs quote the newsroom's own posts (no randomness: the rest stays as it was).
      if (index % 12 === 5) {
        w.socialPost({
          text: `Following this live: ${story.headline}`,
          author: `${env.pub} News`,
          handle: `${env.siteId}news`,
          url: `https://twitter.com/${env.siteId}news/status/${1_800_000_000_000 + index}`,
          date: `${env.anchorYear}`,
        });
      }
      w.paragraph(p.one(NEWS_CLOSERS));
      return { written: w.done() };
    },
  };
}

/** A long read: five sections, two images, over a thousand words. */
export function longformDraft(env: WriterEnv, story: StoryDef): ArticleDraft {
  return {
    kind: 'longform',
    headline: story.headline,
    dek: story.dek,
    topic: story.topic,
    topic2: story.topic2,
    imageWord: `${story.topic}-feature`,
    write: (frame) => {
      const p = new Prose(frame.rng, { pub: env.pub });
      // The topic, its parent and the long-read banks: enough sentences for five sections.
      const parent = env.topics.get(story.topic)?.topicPath?.at(-1)?.slug;
      const bank = [
        ...prose(story.topic),
        ...(story.topic2 ? prose(story.topic2) : []),
        ...(parent ? prose(parent) : []),
        ...NEWS_CONTEXT,
      ];
      const credits = `${frame.author.firstName} ${frame.author.lastName}/${env.pub}`;
      const w = new BodyWriter()
        .paragraph(story.dek, ...p.take(LONGFORM_SENTENCES, 2))
        .paragraph(...p.take(bank, 2), ...p.take(LONGFORM_SENTENCES, 1));
      LONGFORM_SECTIONS.forEach((section, i) => {
        w.heading(section)
          .paragraph(...p.take(bank, 2), ...p.take(LONGFORM_SENTENCES, 1))
          .paragraph(p.one(LONGFORM_QUOTES), ...p.take(LONGFORM_SENTENCES, 1))
          .paragraph(...p.take(bank, 1), ...p.take(LONGFORM_SENTENCES, 1));
        if (i === 1 || i === 3)
          w.image(
            bodyImage(frame.rng, {
              word: `${story.topic}-${i}`,
              caption: `${section}: ${story.headline}`,
              credits,
              created: frame.dates.published,
              art: topicArt(story.topic, `${frame.id}:${i}`, i === 1 ? 'closeup' : 'angle'),
            }),
          );
      });
      w.paragraph(topicLink(env, story.topic));
      return { written: w.done() };
    },
  };
}

/** Paid content: marked sponsored (section), with the sponsor named up front. */
export function sponsoredDraft(env: WriterEnv, story: StoryDef, index: number): ArticleDraft {
  const sponsor = SPONSORS[index] ?? 'our partner';
  return {
    kind: 'sponsored',
    headline: story.headline,
    dek: story.dek,
    topic: story.topic,
    imageWord: `${story.topic}-sponsored`,
    imageCredits: `Courtesy of ${sponsor}`,
    write: (frame) => {
      const p = new Prose(frame.rng, { pub: env.pub });
      const w = new BodyWriter()
        .paragraph(`This article is sponsored by ${sponsor}.`, SPONSORED_SENTENCES[0])
        .paragraph(...p.take(prose(story.topic), 2))
        .heading('Where to start')
        .paragraph(...p.take(SPONSORED_SENTENCES.slice(1), 2), ...p.take(prose(story.topic), 1))
        .heading('Keep it going')
        .paragraph(...p.take(SPONSORED_SENTENCES.slice(1), 1), ...p.take(prose(story.topic), 1));
      return { written: w.done() };
    },
  };
}

/** Drafts of how-tos, buying guides, deals, comparisons and product spotlights. */
import type { Listicle } from '@bytewire/contracts';
import { buildPath } from '@bytewire/routes';
import type { HowToDef } from '../text/how-to';
import {
  BEST_LIST_DEKS,
  BEST_LIST_HEADLINE,
  BUYING_ADVICE,
  COMPARISON_DEKS,
  COMPARISON_HEADLINES,
  COMPARISON_SECTIONS,
  DEAL_DEKS,
  DEAL_HEADLINES,
  DEAL_SENTENCES,
  FAQS,
  HOW_TO_INTROS,
  HOW_TO_TIPS,
  HOW_WE_TEST,
  REVIEW_OPENERS,
  SPOTLIGHT_DEKS,
  SPOTLIGHT_HEADLINES,
  SUPERLATIVES,
} from '../text/templates';
import { TOPIC_PROSE } from '../text/topic-prose';
import { capitalize, fill, formatPrice, lowerFirst } from '../text-utils';
import type { ArticleDraft } from './article-factory';
import { BodyWriter } from './body-writer';
import { topicArt } from './art';
import { bodyImage } from './images';
import type { WriterEnv } from './news-writers';
import { offerAmount } from './offers';
import {
  listicleFor,
  productSentences,
  productValues,
  reviewCardFor,
  pluralOf,
  topicsOf,
  withArticle,
} from './product-text';
import type { CatalogProduct } from './products';
import { Prose } from './prose';
import type { Prng } from '../prng';

/** FAQ listicles: headings ending in '?' from which FAQ markup is built (spec 000 s9). */
function faqListicles(rng: Prng, values: Record<string, string>, count: number): Listicle[] {
  return rng.sample(FAQS, count).map((faq) => ({
    uuid: rng.uuid(),
    hed: fill(faq.q, values),
    description: fill(faq.a, values),
    shortcodeType: 'faq',
    edition: 'us',
  }));
}

function writeFaq(w: BodyWriter, faqs: readonly Listicle[]): void {
  if (faqs.length === 0) return;
  w.heading('Frequently asked questions', 2, 'faq');
  for (const faq of faqs) w.listicle(faq);
}

export function howToDraft(env: WriterEnv, howTo: HowToDef): ArticleDraft {
  return {
    kind: 'how-to',
    headline: `How to ${howTo.task}`,
    dek: howTo.dek,
    topic: howTo.topic,
    topic2: howTo.topic2,
    imageWord: `${howTo.topic2 ?? howTo.topic}-how-to`,
    write: (frame) => {
      const p = new Prose(frame.rng, {
        pub: env.pub,
        minutes: String(frame.rng.pick([5, 10, 15, 20])),
      });
      const bank = TOPIC_PROSE[howTo.topic2 ?? howTo.topic] ?? TOPIC_PROSE[howTo.topic] ?? [];
      const w = new BodyWriter()
        .paragraph(howTo.dek, p.one(HOW_TO_INTROS))
        .paragraph(...p.take(bank, 2));
      howTo.steps.forEach((step, i) => {
        const [heading, detail] = step.split('|');
        w.heading(`${i + 1}. ${heading}`).paragraph(detail);
        if (i === 1) {
          w.image(
            bodyImage(frame.rng, {
              word: `${howTo.topic}-step`,
              caption: heading,
              credits: `${frame.author.firstName} ${frame.author.lastName}/${env.pub}`,
              created: frame.dates.published,
              art: topicArt(howTo.topic, `${frame.id}:step`, 'closeup'),
            }),
          );
        }
      });
      w.heading('Tips')
        .paragraph(...p.take(HOW_TO_TIPS, 2))
        .paragraph({ href: buildPath('how-to'), text: 'More how-to guides' });
      return { written: w.done() };
    },
  };
}

/**
 * Labels of a ranked list: the top pick is best overall, the cheapest of the rest the budget
 * pick, the dearest the premium pick, the others by position.
 */
function superlativesFor(ranked: readonly CatalogProduct[]): string[] {
  const rest = ranked.slice(1);
  const cheapest = rest.reduce<CatalogProduct | undefined>(
    (a, p) => (!a || p.price < a.price ? p : a),
    undefined,
  );
  const dearest = rest.reduce<CatalogProduct | undefined>(
    (a, p) => (!a || p.price > a.price ? p : a),
    undefined,
  );
  const others = SUPERLATIVES.filter(
    (s) => !['Best overall', 'Best budget pick', 'Best premium pick'].includes(s),
  );
  let next = 0;
  return ranked.map((p, i) => {
    if (i === 0) return 'Best overall';
    if (p === cheapest) return 'Best budget pick';
    if (p === dearest) return 'Best premium pick';
    return others[next++ % others.length];
  });
}

/** "The best {plural} {audience}": a ranked list of listicles with offers, some with an FAQ. */
export function bestListDraft(
  env: WriterEnv,
  products: readonly CatalogProduct[],
  audience: string,
  withFaq: boolean,
): ArticleDraft {
  const category = products[0].category;
  const values = {
    plural: category.plural,
    noun: category.noun,
    aNoun: withArticle(category.noun),
    audience,
    pub: env.pub,
  };
  const superlatives = superlativesFor(products);
  return {
    kind: 'best-list',
    headline: capitalize(fill(BEST_LIST_HEADLINE, values)),
    dek: fill(BEST_LIST_DEKS[products.length % BEST_LIST_DEKS.length], values),
    ...topicsOf(env.topics, category.topic),
    imageWord: `best-${category.imageWord}`,
    extraTags: withFaq ? ['faq-markup'] : audience.includes('under') ? ['budget'] : [],
    write: (frame) => {
      const p = new Prose(frame.rng, values);
      const listicles = products.map((product, i) =>
        listicleFor(frame.rng, product, superlatives[i]),
      );
      const faqs = withFaq
        ? faqListicles(frame.rng, { ...values, product: products[0].name }, 3)
        : [];
      const w = new BodyWriter()
        .paragraph(...p.take(TOPIC_PROSE[category.topic] ?? [], 1), ...p.take(BUYING_ADVICE, 1))
        .paragraph(
          `After weeks of testing, these are the ${category.plural} ${audience} we recommend, starting with our favorite.`,
        )
        .heading(`The best ${category.plural} ${audience}`);
      listicles.forEach((l) => w.listicle(l));
      w.heading(`How to choose the right ${category.noun}`)
        .paragraph(...p.take(BUYING_ADVICE, 2))
        .heading('How we test')
        .paragraph(...p.take(HOW_WE_TEST, 2));
      writeFaq(w, faqs);
      return { written: w.done(), listicles: [...listicles, ...faqs] };
    },
  };
}

export function dealDraft(env: WriterEnv, product: CatalogProduct, template: number): ArticleDraft {
  const offer = product.offers[0];
  const amount = offerAmount(offer);
  const discount = Math.round(((product.price - amount) / product.price) * 100);
  const values = {
    ...productValues(product, env.pub),
    merchant: offer.offerMerchant,
    discount: String(discount),
    saving: `$${Math.round(product.price - amount)}`,
  };
  // Only claim a percentage or a saving when the discount is real.
  const headlineIndex = discount >= 5 ? template % DEAL_HEADLINES.length : 2;
  const topics = topicsOf(env.topics, product.category.topic);
  return {
    kind: 'deals',
    headline: fill(DEAL_HEADLINES[headlineIndex], values),
    dek: fill(DEAL_DEKS[template % DEAL_DEKS.length], values),
    ...topics,
    imageWord: `${product.category.imageWord}-deal`,
    imageCredits: `Courtesy of ${product.brand}`,
    product,
    extraTags:
      template % 5 === 0
        ? ['black-friday']
        : template % 5 === 1 && offer.offerMerchant === 'Amazon'
          ? ['prime-day']
          : [],
    write: (frame) => {
      const p = new Prose(frame.rng, values);
      const w = new BodyWriter()
        .commerce(
          frame.rng.uuid(),
          offer,
          `${offer.offerMerchant} has the ${product.name} for ${offer.offerPrice}, compared with its list price of ${formatPrice(product.price)}.`,
          `See at ${offer.offerMerchant}`,
        )
        .paragraph(...p.take(productSentences(product), 2))
        .image(product.image)
        .heading('Why we like it')
        .list(product.pros)
        .paragraph(...p.take(DEAL_SENTENCES, 2));
      const others = product.offers.slice(1);
      if (others.length > 0) {
        w.heading('Other retailers');
        for (const other of others) {
          w.commerce(
            frame.rng.uuid(),
            other,
            `${other.offerMerchant} lists it at ${other.offerPrice}.`,
            `See at ${other.offerMerchant}`,
          );
        }
      }
      w.paragraph({ href: buildPath('deals'), text: "See all of today's best deals" });
      return {
        written: w.done(),
        reviewCards: [reviewCardFor(frame.rng, product, env.anchorYear)],
      };
    },
  };
}

export function comparisonDraft(
  env: WriterEnv,
  a: CatalogProduct,
  b: CatalogProduct,
  template: number,
  withFaq: boolean,
): ArticleDraft {
  const values = {
    a: a.name,
    b: b.name,
    noun: a.noun,
    aNoun: withArticle(a.noun),
    plural: pluralOf(a),
    pub: env.pub,
  };
  return {
    kind: 'comparison',
    headline: fill(COMPARISON_HEADLINES[template % COMPARISON_HEADLINES.length], values),
    dek: COMPARISON_DEKS[template % COMPARISON_DEKS.length],
    ...topicsOf(env.topics, a.category.topic),
    imageWord: `${a.category.imageWord}-comparison`,
    product: a,
    extraTags: withFaq ? ['faq-markup'] : [],
    write: (frame) => {
      const used = new Set<string>();
      const pa = new Prose(frame.rng, productValues(a, env.pub), used);
      const pb = new Prose(frame.rng, productValues(b, env.pub), used);
      const cards = [
        reviewCardFor(frame.rng, a, env.anchorYear),
        reviewCardFor(frame.rng, b, env.anchorYear),
      ];
      const winner = a.rating >= b.rating ? a : b;
      const loser = winner === a ? b : a;
      const faqs = withFaq ? faqListicles(frame.rng, { ...values, product: winner.name }, 2) : [];
      const w = new BodyWriter().paragraph(
        `The ${a.name} and the ${b.name} are two of the most popular ${pluralOf(a)} you can buy, and on paper they look closely matched.`,
        ...pa.take(TOPIC_PROSE[a.category.topic] ?? [], 1),
      );
      w.reviewCard(cards[0]).reviewCard(cards[1]);
      for (const section of COMPARISON_SECTIONS) {
        w.heading(section).paragraph(
          ...pa.take(productSentences(a, true), 1),
          ...pb.take(productSentences(b, true), 1),
        );
      }
      w.table(`${a.name} specs`, a.specs)
        .table(`${b.name} specs`, b.specs)
        .heading('Which should you buy?')
        .paragraph(
          `For most people, the ${winner.name} is the better pick: ${lowerFirst(winner.pros[0])}, and ${lowerFirst(winner.pros[1])}.`,
          `Choose the ${loser.name} if ${lowerFirst(loser.pros[0])} matters more to you.`,
        );
      writeFaq(w, faqs);
      return { written: w.done(), reviewCards: cards, listicles: faqs };
    },
  };
}

export function spotlightDraft(
  env: WriterEnv,
  product: CatalogProduct,
  template: number,
): ArticleDraft {
  const values = productValues(product, env.pub);
  const deks = SPOTLIGHT_DEKS.filter((d) => product.price > 0 || !d.includes('{price}'));
  return {
    kind: 'spotlight',
    headline: fill(SPOTLIGHT_HEADLINES[template % SPOTLIGHT_HEADLINES.length], values),
    dek: fill(deks[template % deks.length], values),
    ...topicsOf(env.topics, product.category.topic),
    imageWord: `${product.category.imageWord}-spotlight`,
    product,
    write: (frame) => {
      const p = new Prose(frame.rng, values);
      const w = new BodyWriter()
        .paragraph(p.one(REVIEW_OPENERS), ...p.take(productSentences(product), 1))
        .paragraph(...p.take(productSentences(product), 2))
        .image(product.image)
        .heading('What I like')
        .list(product.pros)
        .heading('What could be better')
        .list(product.cons);
      const card = reviewCardFor(frame.rng, product, env.anchorYear);
      w.reviewCard(card);
      const offer = product.offers[0];
      if (offer)
        w.commerce(
          frame.rng.uuid(),
          offer,
          `The ${product.name} is ${offer.offerPrice} at ${offer.offerMerchant}.`,
          `Check the price at ${offer.offerMerchant}`,
        );
      return { written: w.done(), reviewCards: [card] };
    },
  };
}

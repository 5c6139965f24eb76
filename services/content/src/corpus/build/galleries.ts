import type { Gallery, GalleryItem } from '@bytewire/contracts';
import { contentItemPath } from '@bytewire/routes';
import { fill, lowerFirst, slugify, uniqueSlug } from '../text-utils';
import type { ArticleFactory } from './article-factory';
import type { GenContext } from './context';
import { partRng } from './context';
import type { DateAllocator } from './dates';
import type { Composition } from '../../illustrations/illustration';
import { describeArt, productArt, type Art } from './art';
import { makeImage } from './images';
import { holdsFor, phraseText } from '../text/phrase';
import { productSentences, productValues } from './product-text';
import type { CatalogProduct } from './products';
import type { Prng } from '../prng';

const PRODUCT_GALLERY_COUNT = 18;
const PRODUCT_GALLERY_TITLES = [
  'The {product} in pictures',
  'Hands-on photos: {product}',
  'Up close with the {product}',
];
const GENERIC_ANGLES = [
  'In the box',
  'Accessories',
  'Size comparison',
  'Detail shot',
  'Color options',
  'In daily use',
  'Packaging',
  'Side profile',
];

/** Themed roundups: a title, a dek, the primary topic and the categories the items come from. */
const THEMES: readonly {
  title: string;
  dek: string;
  topic: string;
  from: readonly string[];
  maxPrice?: number;
}[] = [
  {
    title: 'The best gadgets we tested this year',
    dek: 'Our reviewers picked the products that impressed them most.',
    topic: 'tech',
    from: [],
  },
  {
    title: 'Smart home gear that actually makes life easier',
    dek: 'Devices that earned a permanent spot in our homes.',
    topic: 'smart-home',
    from: ['smart-home', 'kitchen-household', 'networking', 'robotics'],
  },
  {
    title: 'Gift ideas for the tech lover in your life',
    dek: 'Thoughtful picks at every price.',
    topic: 'tech',
    from: ['headphones', 'speakers', 'smart-watches', 'gaming', 'tablets'],
  },
  {
    title: 'Home office upgrades that are worth the money',
    dek: 'Small changes that make the workday better.',
    topic: 'work-life',
    from: ['work-life', 'pcs', 'printers', 'networking'],
  },
  {
    title: 'Travel tech that earns its place in your bag',
    dek: 'Light, useful and tested on real trips.',
    topic: 'tech',
    from: ['headphones', 'energy', 'smartphones', 'tablets'],
  },
  {
    title: 'Audio gear our reviewers use every day',
    dek: 'Headphones and speakers we keep coming back to.',
    topic: 'headphones',
    from: ['headphones', 'speakers'],
  },
  {
    title: 'Budget tech that does not feel cheap',
    dek: 'Great gadgets under $200.',
    topic: 'tech',
    from: [],
    maxPrice: 200,
  },
  {
    title: 'Fitness tech for every kind of workout',
    dek: 'Trackers, watches and earbuds that keep up.',
    topic: 'wearables',
    from: ['wearables', 'smart-watches', 'headphones'],
  },
  {
    title: 'Outage-ready: backup power and home essentials',
    dek: 'Be ready before the lights go out.',
    topic: 'energy',
    from: ['energy', 'smart-home', 'networking'],
  },
  {
    title: 'Back-to-school tech for every budget',
    dek: 'Laptops, tablets and the accessories students need.',
    topic: 'education',
    from: ['laptops', 'tablets', 'headphones', 'work-life'],
  },
  {
    title: 'Gaming setups: the gear behind the screens',
    dek: 'From handhelds to big-screen TVs.',
    topic: 'gaming',
    from: ['gaming', 'pcs', 'tvs', 'headphones'],
  },
  {
    title: 'Kitchen gadgets that earn their counter space',
    dek: 'Appliances our testers use every week.',
    topic: 'kitchen-household',
    from: ['kitchen-household', 'smart-home', 'robotics'],
  },
];

/** How a photo of a product gallery frames the product, by what the photo is of. */
const ANGLE_COMPOSITIONS: readonly [RegExp, Composition][] = [
  [/box|packaging/i, 'boxed'],
  [/comparison|next to|size/i, 'pair'],
  [/color|colour/i, 'colours'],
  [/daily use|desk/i, 'desk'],
  [
    /detail|close|keyboard|ports|webcam|grille|hinge|underside|vents|button|crown|strap|sensor|lens|tray|nozzle|dial|ear|cup|tip|remote|stand|panel|screen|display|lid|logo/i,
    'closeup',
  ],
];

/** Photos of one gallery alternate between these when nothing in the title decides. */
const PLAIN_COMPOSITIONS: readonly Composition[] = ['studio', 'angle'];

export function angleComposition(angle: string, position: number): Composition {
  const match = ANGLE_COMPOSITIONS.find(([pattern]) => pattern.test(angle));
  return match ? match[1] : PLAIN_COMPOSITIONS[position % PLAIN_COMPOSITIONS.length];
}

interface GalleryPhoto {
  name: string;
  /** The editor's caption. */
  caption: string;
  credits: string;
  created: Date;
  product: CatalogProduct;
  art: Art;
}

function galleryImage(rng: Prng, photo: GalleryPhoto) {
  return makeImage(rng, {
    name: photo.name,
    alt: describeArt(photo.art, photo.product.name),
    credits: photo.credits,
    caption: photo.caption,
    shape: 'gallery',
    created: photo.created,
    art: photo.art,
  });
}

/** Thirty galleries of 6 to 15 photos: product photo sets and themed roundups. */
export function buildGalleries(
  ctx: GenContext,
  factory: ArticleFactory,
  products: readonly CatalogProduct[],
  dates: DateAllocator,
  taken: Set<string>,
): Gallery[] {
  const rng = partRng(ctx, 'galleries');
  const pub = ctx.publicationName;
  const physical = products.filter(
    (p) =>
      !['vpn', 'password-manager', 'online-courses', 'credit-cards'].includes(p.category.topic),
  );
  const galleries: Gallery[] = [];

  rng
    .shuffle(physical)
    .slice(0, PRODUCT_GALLERY_COUNT)
    .forEach((product, n) => {
      const itemDates = dates.next();
      const author = factory.authorFor(product.category.topic);
      const credits = `${author.firstName} ${author.lastName}/${pub}`;
      const ownAngles = product.category.photoAngles
        .filter((a) => holdsFor(a, product.kind, product.specSheet))
        .map(phraseText);
      const angles = [...new Set([...ownAngles, ...GENERIC_ANGLES])].slice(0, rng.int(6, 12));
      const sentences = productSentences(product).map((s) => fill(s, productValues(product, pub)));
      const items: GalleryItem[] = angles.map((angle, i) => {
        const image = galleryImage(rng, {
          name: `${product.slug}-${slugify(angle)}`,
          caption: `${product.name}: ${lowerFirst(angle)}`,
          credits,
          created: itemDates.published,
          product,
          art: productArt(product.look, angleComposition(angle, i), `${product.id}:${angle}`),
        });
        const text = sentences[i % sentences.length];
        return {
          id: rng.uuid(),
          position: i + 1,
          title: angle,
          headline: angle,
          description: text,
          body: `<p>${text}</p>`,
          image,
          photoCredit: credits,
          relatedProduct: product.techProduct,
        };
      });
      galleries.push(
        gallery(rng, factory, taken, {
          title: fill(PRODUCT_GALLERY_TITLES[n % PRODUCT_GALLERY_TITLES.length], {
            product: product.name,
          }),
          dek: `${items.length} photos of the ${product.name}, from ${lowerFirst(angles[0])} to ${lowerFirst(angles[angles.length - 1])}.`,
          topic: product.category.topic,
          items,
          author,
          itemDates,
          relatedProduct: product,
        }),
      );
    });

  for (const theme of THEMES) {
    const itemDates = dates.next();
    const author = factory.authorFor(theme.topic);
    const pool = physical.filter(
      (p) =>
        (theme.from.length === 0 || theme.from.includes(p.category.topic)) &&
        p.price <= (theme.maxPrice ?? Infinity),
    );
    const picks = rng.sample(pool, Math.min(pool.length, rng.int(6, 15)));
    const items: GalleryItem[] = picks.map((product, i) => {
      const credits = `Courtesy of ${product.brand}`;
      const image = galleryImage(rng, {
        name: `${product.slug}-gallery`,
        caption: `The ${product.name}`,
        credits,
        created: itemDates.published,
        product,
        art: productArt(
          product.look,
          PLAIN_COMPOSITIONS[i % PLAIN_COMPOSITIONS.length],
          `${theme.title}:${i}`,
        ),
      });
      const text = `${product.pros[0]}, ${lowerFirst(product.pros[1])}: ${fill(rng.pick(productSentences(product)), productValues(product, pub))}`;
      return {
        id: rng.uuid(),
        position: i + 1,
        title: product.name,
        headline: product.name,
        description: text,
        body: `<p>${text}</p>`,
        image,
        photoCredit: credits,
        relatedProduct: product.techProduct,
      };
    });
    galleries.push(
      gallery(rng, factory, taken, {
        title: theme.title,
        dek: theme.dek,
        topic: theme.topic,
        items,
        author,
        itemDates,
      }),
    );
  }
  return galleries;
}

function gallery(
  rng: Prng,
  factory: ArticleFactory,
  taken: Set<string>,
  g: {
    title: string;
    dek: string;
    topic: string;
    items: GalleryItem[];
    author: Gallery['author'];
    itemDates: ReturnType<DateAllocator['next']>;
    relatedProduct?: CatalogProduct;
  },
): Gallery {
  const slug = uniqueSlug(slugify(g.title), taken);
  const cover = g.items[0].image;
  return {
    id: rng.uuid(),
    slug,
    typeName: 'gallery',
    type: 'gallery',
    edition: 'us',
    title: g.title,
    headline: g.title,
    dek: g.dek,
    canonicalUrl: contentItemPath('gallery', slug),
    items: g.items,
    author: g.author,
    moreAuthors: [],
    editors: [],
    topics: [{ ...factory.topic(g.topic), primary: true }],
    image: cover,
    promoImage: cover,
    relatedProduct: g.relatedProduct?.techProduct,
    datePublished: g.itemDates.datePublished,
    dateUpdated: g.itemDates.dateUpdated,
    displayDatePublished: g.itemDates.datePublished,
    displayDateUpdated: g.itemDates.dateUpdated,
    collections: [],
    tags: [],
  };
}

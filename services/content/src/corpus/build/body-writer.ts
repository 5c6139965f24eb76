import type {
  AdditionalShortcodeData,
  Image,
  Listicle,
  MerchantOffer,
  ReviewCard,
} from '@bytewire/contracts';
import { escapeHtml, wordCount } from '../text-utils';

/** A run of text in a paragraph: plain text, or a link. */
export type Inline = string | { href: string; text: string };

export interface WrittenBody {
  body: string;
  shortcodeTags: string[];
  additionalShortcodeData: AdditionalShortcodeData;
  wordCount: number;
}

function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeHtml(String(v))}"`)
    .join('');
}

/**
 * Builds article HTML block by block. Shortcodes are `<shortcode shortcode="TYPE" uuid="...">`
 * elements whose payload is in `additionalShortcodeData` (images, offers) or in the
 * article's listicles and reviewCards, matched by uuid (see docs/content-api.md).
 */
export class BodyWriter {
  private readonly blocks: string[] = [];
  private readonly tags = new Set<string>();
  private readonly images: Record<string, Image> = {};
  private readonly offers: Record<string, MerchantOffer> = {};

  /** A paragraph of the non-empty runs; nothing when all are empty. */
  paragraph(...runs: Inline[]): this {
    const html = runs
      .filter((run) => (typeof run === 'string' ? run.trim() !== '' : true))
      .map((run) =>
        typeof run === 'string'
          ? escapeHtml(run)
          : `<a href="${escapeHtml(run.href)}">${escapeHtml(run.text)}</a>`,
      )
      .join(' ');
    if (html !== '') this.blocks.push(`<p>${html}</p>`);
    return this;
  }

  heading(text: string, level: 2 | 3 = 2, id?: string): this {
    this.blocks.push(`<h${level}${attrs({ id })}>${escapeHtml(text)}</h${level}>`);
    return this;
  }

  list(items: readonly string[], ordered = false): this {
    const tag = ordered ? 'ol' : 'ul';
    this.blocks.push(`<${tag}>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</${tag}>`);
    return this;
  }

  table(caption: string, rows: readonly { name: string; value: string }[]): this {
    const body = rows
      .map(
        (r) => `<tr><th scope="row">${escapeHtml(r.name)}</th><td>${escapeHtml(r.value)}</td></tr>`,
      )
      .join('');
    this.blocks.push(
      `<table><caption>${escapeHtml(caption)}</caption><tbody>${body}</tbody></table>`,
    );
    return this;
  }

  image(image: Image): this {
    this.tags.add('image');
    this.images[image.id] = image;
    this.blocks.push(
      `<shortcode${attrs({
        shortcode: 'image',
        uuid: image.id,
        'image-filename': image.filename,
        'image-path': image.path,
        'image-alt': image.alt,
        'image-caption': image.caption,
        'image-credits': image.credits,
        'image-width': image.width,
        'image-height': image.height,
      })}></shortcode>`,
    );
    return this;
  }

  /** A paragraph ending in a commerce link to a retailer: `lead` then the linked text. */
  commerce(uuid: string, offer: MerchantOffer, lead: string, linkText: string): this {
    this.tags.add('commercelink');
    this.offers[uuid] = offer;
    const link = `<shortcode${attrs({
      shortcode: 'commercelink',
      uuid,
      href: offer.rawUrl,
      'data-merchant': offer.offerMerchant,
      'data-price': offer.offerPrice,
    })}>${escapeHtml(linkText)}</shortcode>`;
    this.blocks.push(`<p>${escapeHtml(lead)} ${link}</p>`);
    return this;
  }

  listicle(listicle: Listicle): this {
    this.tags.add('listicle');
    this.blocks.push(
      `<shortcode${attrs({ shortcode: 'listicle', uuid: listicle.uuid })}></shortcode>`,
    );
    return this;
  }

  reviewCard(card: ReviewCard): this {
    this.tags.add('reviewcard');
    this.blocks.push(
      `<shortcode${attrs({ shortcode: 'reviewcard', uuid: card.uuid })}></shortcode>`,
    );
    return this;
  }

  /**
   * An embedded social post as the network's embed code writes it (a `twitter-tweet`
   * blockquote: the quoted text, the author, a link to the post). Pages show it as a quote; the
   * network's widget script, loaded once the reader allows social cookies, enhances it.
   */
  socialPost(post: {
    text: string;
    author: string;
    handle: string;
    url: string;
    date: string;
  }): this {
    this.blocks.push(
      `<blockquote class="twitter-tweet" data-dnt="true"><p>${escapeHtml(post.text)}</p>&mdash; ${escapeHtml(
        `${post.author} (@${post.handle})`,
      )} <a href="${escapeHtml(post.url)}">${escapeHtml(post.date)}</a></blockquote>`,
    );
    return this;
  }

  done(): WrittenBody {
    const body = this.blocks.join('\n');
    const data: AdditionalShortcodeData = {};
    if (Object.keys(this.images).length > 0) data.images = this.images;
    if (Object.keys(this.offers).length > 0) data.offers = this.offers;
    return {
      body,
      shortcodeTags: [...this.tags],
      additionalShortcodeData: data,
      wordCount: wordCount(body),
    };
  }
}

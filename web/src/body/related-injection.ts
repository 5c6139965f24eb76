/**
 * Where the related-stories module goes (spec 000 s9: the text-length estimate is what module
 * injection is decided by; the module is injected as a shortcode with `injectAfterParagraph`).
 *
 * - A short read (estimate under SHORT_READ characters, about 200 words: most news, how-tos
 *   and paid pieces) is not interrupted: the module follows the body.
 * - A medium read gets it after paragraph 2, once the story has been set up.
 * - A long read (LONG_READ and up: long-form pieces, best lists) after paragraph 4, where a
 *   reader who has come that far is still reading.
 * - A body with fewer paragraphs than that keeps the module after it, as does an article
 *   with no related stories (then there is no module).
 */
import { estimateTextLength, injectAfterParagraph } from '@bytewire/article-text';
import type { Article } from '@bytewire/contracts';

export const RELATED_STORIES_SHORTCODE = 'related-stories';
export const SHORT_READ = 1000;
export const LONG_READ = 3000;
export const MEDIUM_READ_PARAGRAPH = 2;
export const LONG_READ_PARAGRAPH = 4;

/**
 * The uuid the injected shortcode carries: the renderer shows the module for this one only,
 * so a `related-stories` shortcode written into the body upstream renders nothing.
 */
export const RELATED_STORIES_UUID = 'injected';

const MARKUP = `<shortcode shortcode="${RELATED_STORIES_SHORTCODE}" uuid="${RELATED_STORIES_UUID}"></shortcode>`;

function occurrences(html: string): number {
  return html.split(MARKUP).length - 1;
}

/** The paragraph the module follows, or undefined for "after the body". */
export function relatedStoriesParagraph(textLength: number): number | undefined {
  if (textLength < SHORT_READ) return undefined;
  return textLength < LONG_READ ? MEDIUM_READ_PARAGRAPH : LONG_READ_PARAGRAPH;
}

export interface InjectedBody {
  body: string;
  /** Whether the body now holds the module; otherwise it goes after the body. */
  injected: boolean;
}

export function injectRelatedStories(article: Article, hasRelated: boolean): InjectedBody {
  const paragraph = hasRelated ? relatedStoriesParagraph(estimateTextLength(article)) : undefined;
  if (paragraph === undefined) return { body: article.body, injected: false };
  const body = injectAfterParagraph(article.body, paragraph, MARKUP);
  // With fewer paragraphs, injectAfterParagraph returns the body as it was (collapsed).
  return occurrences(body) > occurrences(article.body)
    ? { body, injected: true }
    : { body: article.body, injected: false };
}

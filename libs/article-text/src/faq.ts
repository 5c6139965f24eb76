/**
 * FAQ structured data from listicles (spec 000 s9): a listicle whose heading ends in a question
 * mark is a question, its description the answer.
 */
import type { Listicle } from '@bytewire/contracts';
import { plainText } from './html-text';

export interface FaqEntry {
  question: string;
  /** Plain text: structured data carries no markup of the body. */
  answer: string;
}

/**
 * The questions and answers of `listicles`, in order. A question without an answer is left
 * out, as FAQ markup requires an answer to every question.
 */
export function faqFromListicles(
  listicles: readonly Pick<Listicle, 'hed' | 'description'>[] | undefined,
): FaqEntry[] {
  return (listicles ?? []).flatMap((listicle) => {
    const question = plainText(listicle.hed);
    const answer = plainText(listicle.description ?? '');
    return question.endsWith('?') && answer !== '' ? [{ question, answer }] : [];
  });
}

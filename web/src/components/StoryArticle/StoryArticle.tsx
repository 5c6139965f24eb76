/**
 * The article element of a story page, at a readable measure: an article or a review (their
 * pages and AMP copies) and each page added by seamless scrolling. Attributes go through;
 * `className` adds to the element's own.
 */
import type { ComponentPropsWithoutRef } from 'react';
import styles from './StoryArticle.module.css';

export function StoryArticle({ className, ...props }: ComponentPropsWithoutRef<'article'>) {
  return <article className={className ? `${styles.root} ${className}` : styles.root} {...props} />;
}

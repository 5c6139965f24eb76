/**
 * A text field with its button on one row (the search form, a video's share link): it takes
 * the room the button leaves. `className` adds the caller's own class.
 */
import type { InputHTMLAttributes } from 'react';
import { classNames } from '../class-names';
import styles from './TextField.module.css';

export function TextField({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...props} className={classNames(styles.root, className)} />;
}

/**
 * A button in the accent colour, darker on hover: the search form's, a video's copy-link
 * button, the comments' buttons. The caller sets its padding (and its place) by `className`.
 */
import type { ButtonHTMLAttributes } from 'react';
import { classNames } from '../class-names';
import styles from './AccentButton.module.css';

interface AccentButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  type: 'button' | 'submit';
}

export function AccentButton({ type, className, ...props }: AccentButtonProps) {
  return <button type={type} className={classNames(styles.root, className)} {...props} />;
}

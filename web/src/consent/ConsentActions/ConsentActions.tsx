/**
 * The consent choices' row of buttons (the banner's and the preferences dialog's): each choice
 * a bordered button, 'Accept all' the primary one in the accent colour.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { classNames } from '../../components/class-names';
import styles from './ConsentActions.module.css';

export function ConsentActions({ children }: { children: ReactNode }) {
  return <div className={styles.root}>{children}</div>;
}

interface ConsentButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  type: 'button' | 'submit';
  /** The choice the banner leads with ('Accept all'). */
  primary?: boolean;
}

export function ConsentButton({ primary, type, ...props }: ConsentButtonProps) {
  return (
    <button
      type={type}
      className={classNames(styles.button, primary && styles.primary)}
      {...props}
    />
  );
}

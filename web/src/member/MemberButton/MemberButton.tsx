/** A button of the member area (subscribe, save, sign in): the dark accent, dimmed while off. */
import type { ButtonHTMLAttributes } from 'react';
import styles from './MemberButton.module.css';

interface MemberButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  type: 'button' | 'submit';
}

export function MemberButton({ type, ...props }: MemberButtonProps) {
  return <button type={type} className={styles.root} {...props} />;
}

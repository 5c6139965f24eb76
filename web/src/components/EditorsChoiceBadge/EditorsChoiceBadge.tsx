/** Editors' Choice: above a review's headline (ReviewStory) and on a review card in the body. */
import { classNames } from '../class-names';
import styles from './EditorsChoiceBadge.module.css';

const EDITORS_CHOICE = 'Editors\u2019 Choice';

/** `className`: where the badge stands (a review card's head sets its margin). */
export function EditorsChoiceBadge({ className }: { className?: string }) {
  return (
    <p className={classNames(styles.root, className)} data-testid="editors-choice">
      {EDITORS_CHOICE}
    </p>
  );
}

/** The skeleton placeholder's blocks (see PageSkeleton.tsx), loaded on the first slow navigation. */
import styles from './PageSkeleton.module.css';

export function PageSkeletonView() {
  return (
    <div className={styles.root} role="status" aria-label="Loading the page">
      <div className={`skeleton ${styles.line} ${styles.lineKicker}`} />
      <div className={`skeleton ${styles.line} ${styles.lineTitle}`} />
      <div className={`skeleton ${styles.line} ${styles.lineTitle} ${styles.lineShort}`} />
      <div className={`skeleton ${styles.media}`} />
      {[0, 1, 2, 3].map((n) => (
        <div key={n} className={`skeleton ${styles.line}`} />
      ))}
    </div>
  );
}

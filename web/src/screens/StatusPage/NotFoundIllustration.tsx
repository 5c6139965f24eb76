/** The 404 page's image: a signal that lost its way, drawn inline so it needs no request. */
import styles from './StatusPage.module.css';

export function NotFoundIllustration() {
  return (
    <svg
      className={styles.image}
      viewBox="0 0 400 300"
      role="img"
      aria-labelledby="not-found-illustration-title"
    >
      <title id="not-found-illustration-title">
        A broken signal trail ending in a question mark
      </title>
      <rect x="20" y="40" width="360" height="220" rx="18" fill="#f5f6f8" />
      <path
        d="M60 200 C110 200 110 110 160 110 S210 200 250 170"
        fill="none"
        stroke="#0b5fff"
        strokeWidth="10"
        strokeLinecap="round"
        strokeDasharray="2 22"
      />
      <circle cx="60" cy="200" r="14" fill="#0b5fff" />
      <circle cx="310" cy="140" r="52" fill="#fff" stroke="#e3e5ea" strokeWidth="6" />
      <text
        x="310"
        y="163"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="64"
        fontWeight="800"
        fill="#16181d"
      >
        ?
      </text>
    </svg>
  );
}

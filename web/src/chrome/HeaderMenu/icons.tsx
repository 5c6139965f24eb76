/** The header's icons: inline SVG, hidden from screen readers (their buttons carry the names). */
const PATHS: Readonly<Record<string, string>> = {
  search:
    'M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.2 4.2-1.4 1.4-4.2-4.2A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z',
  menu: 'M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z',
  user: 'M12 3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm0 8.5c4.1 0 7.5 2.2 7.5 5.5V21h-15v-2c0-3.3 3.4-5.5 7.5-5.5Zm0 2c-2.9 0-5.2 1.3-5.5 3.5h11c-.3-2.2-2.6-3.5-5.5-3.5Z',
  globe:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm-1.9 2.2A8 8 0 0 0 4.1 11h3.4c.1-2.5.9-4.9 2.6-6.8ZM13.9 4.2c1.7 1.9 2.5 4.3 2.6 6.8h3.4a8 8 0 0 0-6-6.8ZM12 4.6C10.5 6.3 9.6 8.5 9.5 11h5c-.1-2.5-1-4.7-2.5-6.4ZM4.1 13a8 8 0 0 0 6 6.8c-1.7-1.9-2.5-4.3-2.6-6.8H4.1Zm5.4 0c.1 2.5 1 4.7 2.5 6.4 1.5-1.7 2.4-3.9 2.5-6.4h-5Zm7 0c-.1 2.5-.9 4.9-2.6 6.8a8 8 0 0 0 6-6.8h-3.4Z',
  close:
    'm6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z',
  chevron: 'm7.4 8.6 4.6 4.6 4.6-4.6L18 10l-6 6-6-6 1.4-1.4Z',
};

export function MenuIcon({ name, className }: { name: string; className?: string }) {
  const path = PATHS[name];
  if (!path) return null;
  return (
    <svg
      className={className ?? 'menu-icon'}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}

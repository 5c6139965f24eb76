/** Tags: `faq-markup` sets the FAQ flag and `live-blog` forces NewsArticle schema (spec 000). */
export const TAGS: readonly { slug: string; name: string }[] = [
  { slug: 'faq-markup', name: 'FAQ' },
  { slug: 'live-blog', name: 'Live blog' },
  { slug: 'buying-guide', name: 'Buying guide' },
  { slug: 'editors-choice', name: "Editors' Choice" },
  { slug: 'hands-on', name: 'Hands-on' },
  { slug: 'explainer', name: 'Explainer' },
  { slug: 'deals', name: 'Deals' },
  { slug: 'black-friday', name: 'Black Friday' },
  { slug: 'prime-day', name: 'Prime Day' },
  { slug: 'holiday-gift-guide', name: 'Holiday gift guide' },
  { slug: 'back-to-school', name: 'Back to school' },
  { slug: 'privacy', name: 'Privacy' },
  { slug: 'budget', name: 'Budget picks' },
  { slug: 'generative-ai', name: 'Generative AI' },
  { slug: 'passkeys', name: 'Passkeys' },
  { slug: 'matter', name: 'Matter' },
  { slug: 'wi-fi-7', name: 'Wi-Fi 7' },
  { slug: 'right-to-repair', name: 'Right to repair' },
  { slug: 'remote-work', name: 'Remote work' },
  { slug: 'how-to', name: 'How-to' },
];

/** Tags a topic's pieces pick from, beside the tags of their kind. */
export const TOPIC_TAGS: Readonly<Record<string, readonly string[]>> = {
  'artificial-intelligence': ['generative-ai', 'privacy'],
  'password-manager': ['passkeys', 'privacy'],
  security: ['privacy'],
  vpn: ['privacy'],
  'smart-home': ['matter'],
  networking: ['wi-fi-7'],
  sustainability: ['right-to-repair'],
  'work-life': ['remote-work'],
  education: ['back-to-school'],
  laptops: ['back-to-school'],
  amazon: ['prime-day'],
};

/**
 * The newsroom: author names, titles, bureaus, beats and bio phrases. Placeholders in bios:
 * {first} {name} {aTitle} {pub} {beat} {years} {bureau}.
 */
export const AUTHOR_NAMES: readonly [string, string][] = [
  ['Priya', 'Raman'],
  ['Marcus', 'Hale'],
  ['Elena', 'Voss'],
  ['Daniel', 'Okafor'],
  ['Sofia', 'Lindqvist'],
  ['James', 'Whitaker'],
  ['Aisha', 'Karim'],
  ['Tom', 'Brennan'],
  ['Hannah', 'Cole'],
  ['Kenji', 'Morita'],
  ['Rachel', 'Stein'],
  ['Luis', 'Ortega'],
  ['Grace', 'Mbeki'],
  ['Owen', 'Fletcher'],
  ['Nadia', 'Petrov'],
  ['Ben', 'Castillo'],
  ['Claire', 'Dubois'],
  ['Sam', 'Adeyemi'],
  ['Maya', 'Goldberg'],
  ['Ethan', 'Park'],
  ['Lena', 'Hoffman'],
  ['Chris', 'Nakamura'],
  ['Zoe', 'Ramirez'],
  ['Adam', 'Kowalski'],
  ['Julia', 'Santos'],
  ['Noah', 'Bergstrom'],
  ['Amara', 'Nwosu'],
  ['Ryan', 'McAllister'],
  ['Ines', 'Ferreira'],
  ['Victor', 'Lang'],
  ['Tessa', 'Quinn'],
  ['Omar', 'Haddad'],
  ['Kate', 'Sullivan'],
  ['Leo', 'Marchetti'],
  ['Anya', 'Iyer'],
  ['Patrick', 'Doyle'],
  ['Mei', 'Chen'],
  ['Felix', 'Novak'],
  ['Rosa', 'Delgado'],
  ['Simon', 'Achterberg'],
];

export const BUREAUS: readonly string[] = [
  'San Francisco',
  'New York',
  'Louisville',
  'Seattle',
  'Austin',
  'London',
  'Boston',
  'Sydney',
];

/**
 * The masthead: roles one person holds, given to the first staffers in order (the first is the
 * Editor in Chief). Only one of each, or Meet the team would list three editors in chief.
 */
export const MASTHEAD_TITLES: readonly string[] = [
  'Editor in Chief',
  'Executive Editor',
  'Managing Editor',
  'Deputy Editor',
  'Reviews Editor',
  'News Editor',
  'Deals Editor',
  'Video Producer',
];

/** Roles many staffers share, given in turn to the staffers after the masthead. */
export const STAFF_TITLES: readonly string[] = [
  'Senior Editor',
  'Senior Writer',
  'Staff Writer',
  'Associate Editor',
  'Senior Analyst',
];

export const CONTRIBUTOR_TITLES: readonly string[] = [
  'Contributing Writer',
  'Contributor',
  'Freelance Reviewer',
];

/** Beats: a description and the topics an author covers. */
export const BEATS: readonly { beat: string; topics: readonly string[] }[] = [
  { beat: 'laptops, PCs and the chips inside them', topics: ['laptops', 'pcs', 'gaming'] },
  { beat: 'phones, tablets and mobile software', topics: ['smartphones', 'tablets', 'apple'] },
  { beat: 'audio, from earbuds to home theater', topics: ['headphones', 'speakers', 'tvs'] },
  { beat: 'wearables and health tech', topics: ['wearables', 'smart-watches', 'health'] },
  {
    beat: 'home networking and the smart home',
    topics: ['networking', 'smart-home', 'kitchen-household'],
  },
  {
    beat: 'cybersecurity and privacy',
    topics: ['security', 'ransomware', 'vpn', 'password-manager'],
  },
  {
    beat: 'artificial intelligence and the cloud',
    topics: ['artificial-intelligence', 'cloud', 'developer'],
  },
  { beat: 'energy, climate tech and robotics', topics: ['energy', 'sustainability', 'robotics'] },
  { beat: 'the business of technology', topics: ['business', 'amazon', 'apple'] },
  { beat: 'personal finance and consumer banking', topics: ['finance', 'credit-cards', 'banking'] },
  { beat: 'education technology and online learning', topics: ['education', 'online-courses'] },
  {
    beat: 'remote work and home office gear',
    topics: ['home-and-office', 'work-life', 'printers'],
  },
];

export const BIO_TEMPLATES: readonly string[] = [
  '{name} is {aTitle} at {pub}, covering {beat}. Before joining {pub}, {first} spent {years} years reporting for trade publications.',
  '{name} covers {beat} as {aTitle} at {pub}. {first} has tested hundreds of products and still reads the manual.',
  'As {aTitle} at {pub}, {name} writes about {beat}. {first} is based in {bureau}.',
  '{name} has written about {beat} for {years} years and joined {pub} as {aTitle}.',
];

export const CONTRIBUTOR_BIO =
  '{name} is {aTitle} who writes about {beat} for {pub} and other publications.';

export const EDUCATION: readonly string[] = [
  'B.A. in Journalism',
  'M.S. in Computer Science',
  'B.S. in Electrical Engineering',
  'M.A. in Economics',
  'B.A. in English',
];

export const AWARDS: readonly string[] = [
  'Consumer reporting award finalist',
  'Certified information privacy professional',
  'Former product engineer',
  'Licensed financial educator',
];

export const AUTHOR_DISCLOSURE =
  '{name} does not hold investments in the companies covered and follows the {pub} editorial guidelines.';

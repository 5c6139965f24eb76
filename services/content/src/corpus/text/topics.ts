/**
 * The topic hierarchy (spec 001 s2 topic slugs, plus the three topic-route roots of spec 000
 * s9) and the header's Topics menus.
 */
export interface TopicDef {
  slug: string;
  name: string;
  parent?: string;
  description: string;
}

export const TOPIC_DEFS: readonly TopicDef[] = [
  {
    slug: 'tech',
    name: 'Tech',
    description: 'Reviews, news and buying advice for the devices you use every day.',
  },
  {
    slug: 'gaming',
    name: 'Gaming',
    parent: 'tech',
    description: 'Consoles, handhelds, gaming PCs and the accessories that make them better.',
  },
  {
    slug: 'headphones',
    name: 'Headphones',
    parent: 'tech',
    description: 'Earbuds and over-ear headphones, tested for sound, comfort and noise canceling.',
  },
  {
    slug: 'laptops',
    name: 'Laptops',
    parent: 'tech',
    description: 'Laptop reviews, comparisons and advice for work, school and play.',
  },
  {
    slug: 'networking',
    name: 'Networking',
    parent: 'tech',
    description: 'Routers, mesh Wi-Fi and the fixes for a slow home network.',
  },
  {
    slug: 'pcs',
    name: 'PCs',
    parent: 'tech',
    description: 'Desktops, mini PCs, monitors and the parts that go inside them.',
  },
  {
    slug: 'printers',
    name: 'Printers',
    parent: 'tech',
    description: 'Inkjet, laser and photo printers, and what they really cost to run.',
  },
  {
    slug: 'smartphones',
    name: 'Smartphones',
    parent: 'tech',
    description: 'Phone reviews, camera tests and the updates worth knowing about.',
  },
  {
    slug: 'wearables',
    name: 'Wearables',
    parent: 'tech',
    description: 'Fitness trackers, smart rings and the health features behind them.',
  },
  {
    slug: 'smart-watches',
    name: 'Smartwatches',
    parent: 'wearables',
    description: 'Smartwatch reviews and the apps and features that matter on your wrist.',
  },
  {
    slug: 'speakers',
    name: 'Speakers',
    parent: 'tech',
    description: 'Bluetooth, smart and home theater speakers, tested in real rooms.',
  },
  {
    slug: 'tablets',
    name: 'Tablets',
    parent: 'tech',
    description: 'Tablets for work, drawing, reading and keeping the kids busy.',
  },
  {
    slug: 'tvs',
    name: 'TVs',
    parent: 'tech',
    description: 'TV reviews, picture settings and how to pick the right screen size.',
  },
  {
    slug: 'smart-home',
    name: 'Smart Home',
    parent: 'tech',
    description: 'Cameras, doorbells, thermostats and the hubs that tie them together.',
  },
  {
    slug: 'innovation',
    name: 'Innovation',
    description: 'The technologies changing how we work, travel and power our lives.',
  },
  {
    slug: 'artificial-intelligence',
    name: 'AI',
    parent: 'innovation',
    description: 'What AI tools can and cannot do, and how to use them well.',
  },
  {
    slug: 'cloud',
    name: 'Cloud',
    parent: 'innovation',
    description: 'Cloud platforms, storage and the economics of running software online.',
  },
  {
    slug: 'energy',
    name: 'Energy',
    parent: 'innovation',
    description: 'Home batteries, solar, EV charging and portable power stations.',
  },
  {
    slug: 'robotics',
    name: 'Robotics',
    parent: 'innovation',
    description: 'Robots at home, in warehouses and on the factory floor.',
  },
  {
    slug: 'sustainability',
    name: 'Sustainability',
    parent: 'innovation',
    description: 'Repairable gadgets, e-waste and the climate cost of computing.',
  },
  {
    slug: 'business',
    name: 'Business',
    description: 'How technology companies make money, and what their choices mean for you.',
  },
  {
    slug: 'amazon',
    name: 'Amazon',
    parent: 'business',
    description: 'Amazon devices, services, Prime and the sales that come with it.',
  },
  {
    slug: 'apple',
    name: 'Apple',
    parent: 'business',
    description: 'Apple hardware, software updates and the company behind them.',
  },
  {
    slug: 'developer',
    name: 'Developer',
    parent: 'business',
    description: 'Programming languages, developer tools and life as a software engineer.',
  },
  {
    slug: 'security',
    name: 'Security',
    description: 'Threats, fixes and the habits that keep your accounts and devices safe.',
  },
  {
    slug: 'vpn',
    name: 'VPN',
    parent: 'security',
    description: 'VPN reviews and when a VPN actually protects you.',
  },
  {
    slug: 'ransomware',
    name: 'Ransomware',
    parent: 'security',
    description: 'Ransomware attacks, the groups behind them and how organizations recover.',
  },
  {
    slug: 'password-manager',
    name: 'Password Managers',
    parent: 'security',
    description: 'Password managers, passkeys and better ways to sign in.',
  },
  {
    slug: 'education',
    name: 'Education',
    description: 'Technology for students, teachers and lifelong learners.',
  },
  {
    slug: 'online-courses',
    name: 'Online Courses',
    parent: 'education',
    description: 'Online learning platforms and the certificates worth earning.',
  },
  {
    slug: 'finance',
    name: 'Finance',
    description: 'Money advice for the digital age: cards, banking and budgeting apps.',
  },
  {
    slug: 'credit-cards',
    name: 'Credit Cards',
    parent: 'finance',
    description: 'Credit card comparisons, rewards and the fine print behind the offers.',
  },
  {
    slug: 'banking',
    name: 'Banking',
    parent: 'finance',
    description: 'Online banks, savings rates and the apps that manage your money.',
  },
  {
    slug: 'home-and-office',
    name: 'Home & Office',
    description: 'Gear and advice for a home that works and an office that feels like home.',
  },
  {
    slug: 'work-life',
    name: 'Work Life',
    parent: 'home-and-office',
    description: 'Remote work, careers and the tools that make the workday easier.',
  },
  {
    slug: 'kitchen-household',
    name: 'Kitchen & Household',
    parent: 'home-and-office',
    description: 'Kitchen gadgets and household tech that earn their counter space.',
  },
  {
    slug: 'health',
    name: 'Health',
    description: 'Health tech, sleep trackers and the science behind the claims.',
  },
];

/** The header's Topics menus, each with its topic slugs (spec 001 s2). */
export const TOPIC_MENUS: readonly { label: string; topics: readonly string[] }[] = [
  {
    label: 'Tech',
    topics: [
      'gaming',
      'headphones',
      'laptops',
      'networking',
      'pcs',
      'printers',
      'smartphones',
      'smart-watches',
      'speakers',
      'tablets',
      'tvs',
      'wearables',
      'smart-home',
    ],
  },
  {
    label: 'Innovation',
    topics: ['artificial-intelligence', 'cloud', 'energy', 'robotics', 'sustainability'],
  },
  { label: 'Business', topics: ['business', 'amazon', 'apple', 'developer'] },
  { label: 'Security', topics: ['security', 'vpn', 'ransomware', 'password-manager'] },
  {
    label: 'Advice',
    topics: [
      'home-and-office',
      'work-life',
      'kitchen-household',
      'finance',
      'credit-cards',
      'banking',
      'education',
      'online-courses',
    ],
  },
];

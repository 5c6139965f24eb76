/**
 * Hand-written story ideas: news about trends and companies, long reads and paid content.
 * Each becomes one article; its paragraphs come from the topic's prose and the kind's
 * sentence banks.
 */
export interface StoryDef {
  topic: string;
  /** An optional second topic (topic2 of the topic route). */
  topic2?: string;
  headline: string;
  dek: string;
}

export const NEWS_STORIES: readonly StoryDef[] = [
  {
    topic: 'artificial-intelligence',
    headline: 'Companies are quietly cutting back on AI pilots that never paid off',
    dek: 'Budgets are moving from experiments to a handful of tools that save measurable time.',
  },
  {
    topic: 'artificial-intelligence',
    headline: 'On-device AI models are finally fast enough to matter',
    dek: 'Smaller models running on laptops and phones promise lower costs and better privacy.',
  },
  {
    topic: 'artificial-intelligence',
    headline: 'What the new AI disclosure rules mean for the apps you use',
    dek: 'Chatbots and image generators will have to say more about how they work and what they collect.',
  },
  {
    topic: 'artificial-intelligence',
    headline: 'AI note-takers are joining more meetings, and not everyone is comfortable with it',
    dek: 'Here is what to ask before letting a bot record your next call.',
  },
  {
    topic: 'cloud',
    headline: 'Cloud cost cutting becomes a board-level priority',
    dek: 'Finance teams want to know why the bill grew faster than revenue.',
  },
  {
    topic: 'cloud',
    headline: 'A major cloud outage shows how many services share one weak point',
    dek: 'Thousands of apps went dark for hours. Engineers say the fix is not just more redundancy.',
  },
  {
    topic: 'cloud',
    headline: 'Why some startups are buying their own servers again',
    dek: 'At a certain scale, owning hardware can cost less than renting it.',
  },
  {
    topic: 'energy',
    headline: 'Utilities expand time-of-use plans as home batteries spread',
    dek: 'Cheaper night rates could change when millions of people charge their cars.',
  },
  {
    topic: 'energy',
    headline: 'Portable power stations are outselling gas generators at some retailers',
    dek: 'Quiet, fume-free backup power has gone mainstream.',
  },
  {
    topic: 'energy',
    headline: 'Heat pump installations hit a record as rebates kick in',
    dek: 'Installers report waiting lists in colder states.',
  },
  {
    topic: 'robotics',
    headline: 'Warehouse robots now handle most of the picking at large fulfillment centers',
    dek: 'Workers are shifting to supervision and maintenance roles.',
  },
  {
    topic: 'robotics',
    headline: 'Wire-free robot lawn mowers arrive at mainstream prices',
    dek: 'Satellite positioning ends the weekend of burying boundary cable.',
  },
  {
    topic: 'sustainability',
    headline: 'New repair rules require spare parts for seven years',
    dek: 'Phones, laptops and appliances sold in the region must be fixable long after purchase.',
  },
  {
    topic: 'sustainability',
    headline: 'E-waste is growing five times faster than recycling',
    dek: 'A new global report says most old electronics still end up in landfills or informal scrapyards.',
  },
  {
    topic: 'sustainability',
    headline: 'Refurbished phones are having a moment',
    dek: 'Better warranties and higher new-phone prices are pushing buyers to certified refurbs.',
  },
  {
    topic: 'business',
    headline: 'Tech layoffs slow, but hiring is concentrated in AI and security',
    dek: 'The job market has split into two very different halves.',
  },
  {
    topic: 'business',
    headline: 'Hardware subscriptions are spreading, and customers are pushing back',
    dek: 'From car seats to printers, features you already own are going behind monthly fees.',
  },
  {
    topic: 'business',
    headline: 'Regulators open a new inquiry into app store fees',
    dek: 'Developers say commissions still take a large share of digital sales.',
  },
  {
    topic: 'amazon',
    headline: 'Prime Day dates are set: what we expect to see discounted',
    dek: "Amazon's own devices are the safest bets for genuine lows.",
  },
  {
    topic: 'amazon',
    headline: 'Amazon refreshes its Echo lineup with a focus on home control',
    dek: 'New displays double as smart home hubs with Matter and Thread built in.',
  },
  {
    topic: 'amazon',
    headline: 'How to tell whether an Amazon deal is really a deal',
    dek: 'Price history tools take the guesswork out of sale season.',
  },
  {
    topic: 'apple',
    headline: "Apple's fall software updates: what to install first",
    dek: 'Security fixes come first; the flashy features can wait a week.',
  },
  {
    topic: 'apple',
    headline: 'Which iPhones still get updates, and for how long',
    dek: 'Older models keep security patches longer than most people realize.',
  },
  {
    topic: 'apple',
    headline: 'Apple expands self-service repair to more Mac models',
    dek: 'Parts, tools and manuals are now available for several recent laptops.',
  },
  {
    topic: 'developer',
    headline: 'Developers say AI coding tools save time but add review work',
    dek: 'A new survey finds productivity gains are real but uneven.',
  },
  {
    topic: 'developer',
    headline: 'A popular open source library patches a serious supply chain flaw',
    dek: 'Projects that depend on it should update and check their lockfiles.',
  },
  {
    topic: 'developer',
    headline: 'Rust adoption grows inside large companies',
    dek: 'Memory safety is the main reason teams give for the switch.',
  },
  {
    topic: 'security',
    headline: 'Attackers are calling help desks to take over corporate accounts',
    dek: 'Social engineering over the phone is bypassing even strong passwords.',
  },
  {
    topic: 'security',
    headline: 'Update your browser now: a zero-day is being exploited',
    dek: 'The fix is already out for every major platform.',
  },
  {
    topic: 'security',
    headline: 'Text message scams are getting harder to spot',
    dek: 'Fake delivery and toll notices now use real-looking links and perfect grammar.',
  },
  {
    topic: 'ransomware',
    headline: 'Ransomware attack disrupts a regional hospital network',
    dek: 'Ambulances were diverted while staff went back to paper records.',
  },
  {
    topic: 'ransomware',
    headline: "Police take down a major ransomware operation's servers",
    dek: 'Investigators seized infrastructure and decryption keys in a coordinated action.',
  },
  {
    topic: 'ransomware',
    headline: 'Why ransomware recovery takes longer than the attack itself',
    dek: 'Restoring systems safely can take weeks even when backups survive.',
  },
  {
    topic: 'vpn',
    headline: 'A popular VPN passes its third independent no-logs audit',
    dek: 'Auditors found no evidence that connection data is stored.',
  },
  {
    topic: 'vpn',
    headline: 'Streaming services step up VPN blocking',
    dek: 'Some servers stop working overnight. Here is what still works.',
  },
  {
    topic: 'password-manager',
    headline: 'Passkeys are now supported by most of the top 100 websites',
    dek: 'Signing in without a password has gone from novelty to normal.',
  },
  {
    topic: 'password-manager',
    headline: 'What a password manager breach really means for your vault',
    dek: 'Encryption protects your passwords, but metadata can still leak.',
  },
  {
    topic: 'smartphones',
    headline: 'Phone makers race to promise longer software support',
    dek: 'Seven years of updates is becoming the new standard for flagships.',
  },
  {
    topic: 'smartphones',
    headline: 'Satellite texting comes to midrange phones',
    dek: 'Emergency messaging without cell service is no longer a flagship-only feature.',
  },
  {
    topic: 'laptops',
    headline: 'Laptop prices dip as new chips arrive',
    dek: "Last year's models are the best values right now.",
  },
  {
    topic: 'laptops',
    headline: 'Haptic trackpads are coming to budget laptops',
    dek: 'The feature that once defined premium machines is trickling down.',
  },
  {
    topic: 'tvs',
    headline: "TV makers bet big on mini-LED for this year's lineups",
    dek: 'Brighter screens with better contrast are arriving at lower prices.',
  },
  {
    topic: 'tvs',
    headline: 'Broadcast TV gets a 4K upgrade in more cities',
    dek: 'You may need a new tuner to watch it over the air.',
  },
  {
    topic: 'gaming',
    headline: 'Handheld gaming PCs are the hottest hardware category of the year',
    dek: 'Four new models are coming, and prices are starting to fall.',
  },
  {
    topic: 'gaming',
    headline: 'Game subscription prices rise again',
    dek: 'Here is how the major services compare after the latest increases.',
  },
  {
    topic: 'networking',
    headline: 'Wi-Fi 7 routers get cheaper, but do you need one yet?',
    dek: "Most of your devices cannot use the new standard's best features.",
  },
  {
    topic: 'networking',
    headline: 'Internet providers start charging for router rentals again',
    dek: 'Buying your own router may save you more than $150 a year.',
  },
  {
    topic: 'smart-home',
    headline: 'Matter support finally reaches most new smart home devices',
    dek: 'Setup is getting easier, though some features still depend on the brand.',
  },
  {
    topic: 'smart-home',
    headline: 'Video doorbell makers raise subscription prices',
    dek: 'Local storage options look more attractive than ever.',
  },
  {
    topic: 'wearables',
    headline: 'Smart rings are the fastest-growing wearable',
    dek: 'Sleep tracking without a screen has found a big audience.',
  },
  {
    topic: 'smart-watches',
    headline: 'Smartwatches gain blood pressure alerts in more countries',
    dek: 'The feature flags trends rather than giving a reading.',
  },
  {
    topic: 'headphones',
    headline: 'Open-ear headphones are everywhere this year',
    dek: 'Runners and office workers are trading isolation for awareness.',
  },
  {
    topic: 'speakers',
    headline: 'Soundbars with upfiring speakers drop below $300',
    dek: 'Atmos height effects are no longer a luxury.',
  },
  {
    topic: 'tablets',
    headline: 'Tablet sales rebound as students return to handwritten notes',
    dek: 'Stylus support is driving upgrades.',
  },
  {
    topic: 'printers',
    headline: 'Printer makers face scrutiny over firmware that blocks third-party ink',
    dek: 'Consumer groups say updates should not disable working cartridges.',
  },
  {
    topic: 'pcs',
    headline: 'Mini PCs are replacing towers in small offices',
    dek: 'They are cheaper to run and easier to hide.',
  },
  {
    topic: 'education',
    topic2: 'online-courses',
    headline: 'More employers accept online certificates in place of degrees',
    dek: 'Skills-based hiring is opening doors for career changers.',
  },
  {
    topic: 'education',
    headline: 'Schools write new rules for AI homework help',
    dek: 'Teachers are shifting from bans to guidance on using AI well.',
  },
  {
    topic: 'education',
    headline: 'Chromebook refresh cycle strains school budgets',
    dek: 'Thousands of laptops bought in a hurry are reaching the end of their update window.',
  },
  {
    topic: 'finance',
    topic2: 'banking',
    headline: 'Online banks keep savings rates high as competition heats up',
    dek: 'The best accounts still pay far more than the national average.',
  },
  {
    topic: 'finance',
    topic2: 'credit-cards',
    headline: 'Card issuers sweeten cash back offers for the holidays',
    dek: 'Rotating categories now include electronics and online shopping.',
  },
  {
    topic: 'finance',
    headline: 'Instant payments are coming to more bank accounts',
    dek: 'Money sent between banks could arrive in seconds, day or night.',
  },
  {
    topic: 'finance',
    headline: 'Buy now, pay later plans will show up on credit reports',
    dek: 'Missed installments could now affect your score.',
  },
  {
    topic: 'home-and-office',
    topic2: 'work-life',
    headline: 'Hybrid work settles into a three-day office week',
    dek: 'Companies and employees are converging on a compromise.',
  },
  {
    topic: 'home-and-office',
    topic2: 'kitchen-household',
    headline: 'Air fryers remain the top-selling kitchen gadget',
    dek: 'Sales keep climbing even as the market matures.',
  },
  {
    topic: 'home-and-office',
    headline: 'Energy-saving home office habits that cut your bill',
    dek: 'Small changes add up when you work from home every day.',
  },
  {
    topic: 'health',
    headline: 'Sleep trackers get better at spotting sleep apnea signs',
    dek: 'Several wearables now flag breathing disturbances at night.',
  },
  {
    topic: 'health',
    headline: 'What health apps do with your data',
    dek: 'Many are not covered by medical privacy laws.',
  },
  {
    topic: 'tech',
    headline: 'Gadget prices are stabilizing after years of swings',
    dek: 'Holiday discounts are arriving earlier and lasting longer.',
  },
  {
    topic: 'innovation',
    headline: 'The innovations we are watching this year',
    dek: 'From solid-state batteries to on-device AI, these are the shifts that will reach your home.',
  },
];

export const LONGFORM_STORIES: readonly StoryDef[] = [
  {
    topic: 'artificial-intelligence',
    headline: 'Inside the race to build AI that runs on your phone',
    dek: 'Chipmakers, app developers and privacy advocates all want the same thing for different reasons.',
  },
  {
    topic: 'artificial-intelligence',
    headline: 'The hidden human work behind AI models',
    dek: 'Thousands of contractors label data and rate answers. We talked to them about the job.',
  },
  {
    topic: 'energy',
    headline: 'What it really takes to power a house with a battery for a week',
    dek: 'We lived through a simulated outage to find out where the watts go.',
  },
  {
    topic: 'energy',
    headline: 'The long road to a solid-state battery',
    dek: 'The technology has been five years away for twenty years. Is it finally close?',
  },
  {
    topic: 'robotics',
    headline: 'A day inside a warehouse run mostly by robots',
    dek: 'Machines do the lifting. People do everything the machines cannot, and that list is changing.',
  },
  {
    topic: 'sustainability',
    headline: 'Where your old phone actually goes',
    dek: 'We followed a box of devices from a recycling bin to the smelter.',
  },
  {
    topic: 'sustainability',
    headline: 'The case for keeping your laptop for ten years',
    dek: 'With a new battery and a little care, the machine you own may be the greenest one you can buy.',
  },
  {
    topic: 'cloud',
    headline: 'How a single configuration change took down half the internet',
    dek: 'A reconstruction of the outage, minute by minute.',
  },
  {
    topic: 'security',
    headline: 'Inside the scam call centers that target retirees',
    dek: 'Former workers describe scripts, quotas and the tricks that make victims pay.',
  },
  {
    topic: 'ransomware',
    headline: 'The anatomy of a ransomware negotiation',
    dek: 'Incident responders explain how talks with attackers really unfold.',
  },
  {
    topic: 'ransomware',
    headline: 'After the attack: a small town rebuilds its computer systems',
    dek: "One city's year-long recovery offers lessons for everyone else.",
  },
  {
    topic: 'developer',
    headline: 'The maintainers holding up the internet',
    dek: 'A few volunteers keep software used by millions running. Burnout is the biggest risk.',
  },
  {
    topic: 'business',
    headline: 'Why every product is becoming a subscription',
    dek: 'Recurring revenue changed how companies build hardware. Customers are starting to push back.',
  },
  {
    topic: 'apple',
    headline: 'How Apple decides which old devices to leave behind',
    dek: 'Support windows, chips and the economics of software updates.',
  },
  {
    topic: 'amazon',
    headline: 'What a decade of smart speakers taught us about voice assistants',
    dek: 'Timers, music and weather won. Almost everything else faded.',
  },
  {
    topic: 'smartphones',
    headline: 'The smartphone camera arms race is over. Software won',
    dek: 'Why the next big leap in photos will come from processing, not sensors.',
  },
  {
    topic: 'tvs',
    headline: 'How TV makers measure brightness, and why the numbers mislead',
    dek: 'We took our light meter into the lab to test the claims.',
  },
  {
    topic: 'gaming',
    headline: 'The quiet revolution of accessible game controllers',
    dek: 'Adaptive hardware is reshaping who gets to play and how.',
  },
  {
    topic: 'education',
    topic2: 'online-courses',
    headline: 'Can an online certificate really change your career?',
    dek: 'We followed five learners for a year to see what happened.',
  },
  {
    topic: 'finance',
    topic2: 'banking',
    headline: 'The end of the paper check',
    dek: 'Instant payments are changing how money moves between people and businesses.',
  },
  {
    topic: 'home-and-office',
    topic2: 'work-life',
    headline: 'What five years of remote work did to the American office',
    dek: 'Empty floors, new habits and the tools that made it possible.',
  },
  {
    topic: 'health',
    headline: 'Can a ring really tell you how well you slept?',
    dek: 'We compared three wearables with a night in a sleep lab.',
  },
  {
    topic: 'smart-home',
    headline: 'The smart home finally speaks one language',
    dek: 'How rival companies agreed on Matter, and what still stands in the way.',
  },
  {
    topic: 'networking',
    headline: 'Why your Wi-Fi is slow, according to the engineers who design it',
    dek: 'Interference, placement and physics explain most of it.',
  },
];

export const SPONSORED_STORIES: readonly StoryDef[] = [
  {
    topic: 'cloud',
    headline: 'How growing teams cut their cloud bill without slowing down',
    dek: 'Practical steps from engineering leaders who did it. Sponsored by Cirrus Stack.',
  },
  {
    topic: 'security',
    headline: 'Five habits that make small businesses harder to hack',
    dek: 'Simple controls that stop most attacks. Sponsored by Sentrykey.',
  },
  {
    topic: 'business',
    headline: 'The small business guide to getting paid faster',
    dek: 'Invoicing tips that shorten the wait. Sponsored by Crestline.',
  },
  {
    topic: 'energy',
    headline: "Planning for the next outage: a homeowner's checklist",
    dek: 'Backup power made simple. Sponsored by Sunbarrow.',
  },
  {
    topic: 'artificial-intelligence',
    headline: 'Putting AI to work in customer support, responsibly',
    dek: 'Lessons from teams that kept humans in the loop. Sponsored by Quillmind.',
  },
  {
    topic: 'education',
    headline: 'Learning new skills on your own schedule',
    dek: 'How working adults fit study into busy weeks. Sponsored by Learnwell.',
  },
  {
    topic: 'networking',
    headline: 'Building a home network that keeps up with your family',
    dek: 'From streaming to school, plan for every device. Sponsored by Meshline.',
  },
  {
    topic: 'finance',
    headline: 'Smarter ways to use rewards on everyday spending',
    dek: 'Make your card work harder. Sponsored by Meridia Bank.',
  },
];

/** Sponsors of the paid stories, in the same order, for the disclosure line. */
export const SPONSORS: readonly string[] = [
  'Cirrus Stack',
  'Sentrykey',
  'Crestline',
  'Sunbarrow',
  'Quillmind',
  'Learnwell',
  'Meshline',
  'Meridia Bank',
];

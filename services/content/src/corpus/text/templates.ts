/**
 * Headline, dek and sentence templates for product-driven pieces, and the sentence banks
 * of each kind of article. Placeholders: {product} {brand} {noun} {plural} {feature}
 * {price} {fault} {aNoun} {merchant} {discount} {saving} {audience} {a} {b} {pub} {day} {minutes}.
 */

/** Product news: each headline with the dek that goes with it. */
export const PRODUCT_NEWS: readonly { headline: string; dek: string }[] = [
  {
    headline: 'The {product} arrives with {feature}',
    dek: 'It starts at {price}, and {brand} is betting that it will win over upgraders.',
  },
  {
    headline: 'The {product} is official: price, release date and everything we know',
    dek: 'It arrives with {feature} and a starting price of {price}.',
  },
  {
    headline: 'A software update brings new features to the {product}',
    dek: 'Here is what changes, what stays the same and what to do if the update has not arrived.',
  },
  {
    headline: "Hands-on: the {product} is {brand}'s most ambitious {noun} yet",
    dek: 'We spent some time with it ahead of launch.',
  },
  {
    headline: 'The {product} is now available to preorder',
    dek: '{brand} is betting that {feature} will win over upgraders.',
  },
  {
    headline: 'Some {product} units are being recalled over {fault}',
    dek: 'Here is how to check whether yours is affected, and what {brand} is offering owners.',
  },
];

export const DEAL_HEADLINES: readonly string[] = [
  'The {product} is {discount}% off at {merchant} right now',
  'Save {saving} on the {product} at {merchant}',
  '{merchant} has the {product} at its lowest price yet',
];

export const DEAL_DEKS: readonly string[] = [
  'It is one of our favorite {plural}, and this is the best price we have tracked.',
  'Deals this good on the {product} rarely last more than a few days.',
  'The discount applies to every color while stock lasts.',
];

export const COMPARISON_HEADLINES: readonly string[] = [
  '{a} vs. {b}: Which {noun} should you buy?',
  '{a} or {b}? We tested both to find out',
  '{a} vs. {b}: The differences that actually matter',
];

export const COMPARISON_DEKS: readonly string[] = [
  'Both are excellent, but they suit different people.',
  'We put them side by side for two weeks. Here is our verdict.',
  'The cheaper option wins in more ways than you might expect.',
];

export const SPOTLIGHT_HEADLINES: readonly string[] = [
  'I used the {product} for a month. Here is what surprised me',
  'The {product} is the {noun} I recommend to friends',
  'Why the {product} is the best value in {plural} right now',
  'The {product} fixed my biggest problem with {plural}',
];

export const SPOTLIGHT_DEKS: readonly string[] = [
  'It is not perfect, but it gets the important things right.',
  'A month of daily use changed my mind about what {aNoun} needs.',
  'At {price}, it makes a strong case for itself.',
];

export const BEST_LIST_HEADLINE = 'The best {plural} {audience}';
export const BEST_LIST_DEKS: readonly string[] = [
  'We tested the top {plural} {audience} to find the ones worth your money.',
  'Our experts picked the {plural} {audience} that stood out after weeks of testing.',
  'These are the {plural} {audience} we would buy ourselves.',
];

/** Superlatives of best-list picks, in order. */
export const SUPERLATIVES: readonly string[] = [
  'Best overall',
  'Best budget pick',
  'Best premium pick',
  'Best for most people',
  'Best value',
  'Best upgrade',
  'Also great',
];

export const NEWS_OPENERS: readonly string[] = [
  'On {day}, {brand} announced the {model}, a new {noun} that brings {feature} to a lower price point than before.',
  'The {product} is official. {brand} revealed it on {day} with {feature} and a starting price of {price}.',
  '{brand} has confirmed the details of the {model}, and the headline feature is {feature}.',
];

export const NEWS_CONTEXT: readonly string[] = [
  'The move follows a busy year for the category, with several rivals launching similar products.',
  'Analysts expect the change to pressure competitors into matching the price within months.',
  'The timing is notable: it lands weeks before the busiest shopping season of the year.',
  'Early reactions from developers and industry watchers have been cautiously positive.',
  'It is too early to say how the change will play out, but the direction is clear.',
  'Similar efforts have stalled in the past, mostly over cost and compatibility.',
  'Company representatives declined to share sales figures but described demand as strong.',
  'The details matter here, and several of them were not in the initial announcement.',
];

export const NEWS_CLOSERS: readonly string[] = [
  'We will update this story as more details emerge.',
  '{pub} has asked for further details and will update this article with any response.',
  'We will have a full review once we have spent more time testing.',
  'Expect more announcements along these lines over the coming months.',
];

export const NEWS_SECTIONS: readonly string[] = [
  'What is new',
  'Why it matters',
  'Price and availability',
  'What happens next',
  'The bottom line',
];

export const HOW_TO_INTROS: readonly string[] = [
  'It takes about {minutes} minutes, and you do not need any special tools or technical knowledge.',
  'The whole process takes around {minutes} minutes, and you can undo every change if you do not like the result.',
  'Set aside {minutes} minutes. The steps below work on current versions of every major platform.',
];

export const HOW_TO_TIPS: readonly string[] = [
  'If a setting is not where we describe it, use the search box at the top of the settings app.',
  'Write down anything you change, so you can reverse it later.',
  'Menu names vary slightly between manufacturers, but the options are nearly always there.',
  'Once you are done, restart the device to make sure the changes stick.',
];

export const BUYING_ADVICE: readonly string[] = [
  'Start with a budget, then decide which two or three features matter most to you.',
  'Specs tell only part of the story; how a product feels after a month matters more.',
  'Check the warranty and the return window before you buy, especially from third-party sellers.',
  "Last year's model is often the smartest buy once its replacement launches.",
  'Read the fine print on subscriptions: some features stop working when a trial ends.',
  'Prices fluctuate constantly, so set a price alert rather than buying on impulse.',
];

export const HOW_WE_TEST: readonly string[] = [
  'Every product on this list was tested by our reviewers in real homes and offices, not just in a lab.',
  'We use each product for at least two weeks, alongside the others in the category, before we decide.',
  'We revisit this list every few months and whenever a major new model arrives.',
  'Manufacturers do not pay for placement on our lists, and they do not see our verdicts before publication.',
];

export const DEAL_SENTENCES: readonly string[] = [
  'Prices and availability can change quickly, so check the retailer before you buy.',
  'This matches the lowest price we have seen, according to our price tracking.',
  'Deals like this usually last only a few days, and popular colors sell out first.',
  'If you are not in a rush, this is still a good moment to buy: the next discount is unlikely to be deeper.',
];

export const COMPARISON_SECTIONS: readonly string[] = [
  'Design',
  'Performance',
  'Features',
  'Price and value',
];

export const LONGFORM_SECTIONS: readonly string[] = [
  'How we got here',
  'The people doing the work',
  'What the numbers say',
  'The obstacles',
  'What comes next',
];

export const LONGFORM_SENTENCES: readonly string[] = [
  'Nobody we spoke with expects the change to happen overnight.',
  'The story is less about a single breakthrough than about hundreds of small improvements adding up.',
  'Over several months, we interviewed engineers, executives, researchers and the people most affected.',
  'The numbers are striking, but they hide big differences between regions and income levels.',
  'Several people asked not to be named because they were not authorized to speak publicly.',
  'The obstacles are as much about money and habit as about technology.',
  'What happens next will depend on decisions made in boardrooms and legislatures, not just labs.',
  'For now, the most useful thing most people can do is pay attention to the small print.',
  'The shift has been gradual enough that many people have not noticed it happening.',
  'Costs have fallen faster than almost anyone predicted a decade ago.',
  'Early adopters paid a premium and put up with rough edges; the mainstream will not.',
  'Regulators have started to pay attention, though rules tend to arrive years after the technology.',
  'Much of the progress happened quietly, in standards meetings and supply contracts rather than on stage.',
  'The winners so far are the companies that solved boring problems, such as reliability, price and support.',
  'Skeptics point out that similar promises have been made before, and that many went unfulfilled.',
  'The people closest to the work tend to be the most cautious about timelines.',
  'What looks like a sudden breakthrough from the outside is usually the result of many years of work.',
  'There is still no agreement on how to measure success, which makes comparisons difficult.',
  'The practical effects are already visible in prices, in job listings and in the products on store shelves.',
  'For households, the question is less whether the change will come than when it will be worth paying for.',
];

/** Quotes of unnamed sources in long reads. */
export const LONGFORM_QUOTES: readonly string[] = [
  '"The technology is ready. The question is whether people will trust it," said one engineer who has worked on the problem for a decade.',
  '"Everyone wants the benefits and nobody wants to pay for the infrastructure," an industry analyst told us.',
  '"We spent years on things customers never see, and that is exactly why it works now," a product manager said.',
  '"The hard part was never the hardware. It was getting everyone to agree," said a researcher involved in the effort.',
  '"People underestimate how long it takes for something to become normal," one executive said.',
  '"If it is not affordable, it does not matter how impressive it is," said a consumer advocate.',
  '"The next five years will look very different from the last five," an investor in the sector predicted.',
  '"We are still learning what can go wrong," a safety researcher said.',
];

export const SPONSORED_SENTENCES: readonly string[] = [
  'This content was produced by our partner and does not reflect the views of the editorial team.',
  'Teams that plan ahead avoid most of the costly surprises.',
  'A simple checklist, reviewed once a quarter, goes a long way.',
  'Start small, measure the results and expand what works.',
];

/** FAQ questions and answers for product-driven pieces. */
export const FAQS: readonly { q: string; a: string }[] = [
  {
    q: 'Is the {product} worth buying?',
    a: 'For most people, yes. It gets the basics right, and it costs less than the competition with similar features.',
  },
  {
    q: 'How do we test {plural}?',
    a: 'We use every product for at least two weeks in everyday conditions, then run the same standardized tests on each one so the results are comparable.',
  },
  {
    q: 'When is the best time to buy {aNoun}?',
    a: 'Prices usually drop right after a new model is announced and again during the big November sales.',
  },
  {
    q: 'How long should {aNoun} last?',
    a: "With reasonable care, expect four to six years. Software support is often what ends a product's life, so check the update policy before you buy.",
  },
  {
    q: "Should I buy last year's model instead?",
    a: 'Often, yes. The differences between generations are usually small, and the older model is frequently discounted.',
  },
];

/** Review body sections: what reviews cover beyond the sub-ratings. */
export const REVIEW_OPENERS: readonly string[] = [
  'The {product} arrives at a moment when {plural} have never been better, or more confusing to shop for.',
  '{brand} has a reputation for dependable {plural}, and the {product} is its most interesting in years.',
  'I have spent the past three weeks with the {product} as my everyday {noun}.',
  'On paper, the {product} checks every box. In practice, it mostly lives up to that.',
];

export const BOTTOM_LINES: readonly { min: number; text: string }[] = [
  {
    min: 8.5,
    text: 'The {product} is one of the easiest {plural} to recommend right now. {pro} and {pro2} make up for the fact that {con}.',
  },
  {
    min: 7,
    text: 'The {product} is a very good {noun} with a couple of compromises. {pro}, though {con}.',
  },
  {
    min: 5,
    text: 'The {product} does the basics well enough, but {con}, and rivals do more for the money.',
  },
  { min: 0, text: 'Hard to recommend: {con}, and better {plural} cost the same or less.' },
];

export const WEEKDAYS: readonly string[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/**
 * The copy of the static pages, as HTML. `{pub}` is the publication name, `{site}` the site id.
 * The About page carries the audience figures of spec 000 s1.
 *
 * Email addresses are written out as text, not as mailto: links: the site shows only http(s)
 * and site-relative links (spec 000 s5), so a mailto: link would reach readers as its link text
 * alone, without the address.
 */
export interface StaticText {
  title: string;
  description: string;
  canonicalUrl: string;
  html: string;
}

/** A static text with the site filled in: `{pub}` the publication name, `{site}` the site id. */
export function fillSite(
  text: string,
  site: { readonly publicationName: string; readonly siteId: string },
): string {
  return text.replace(/\{pub\}/g, site.publicationName).replace(/\{site\}/g, site.siteId);
}

export const STATIC_TEXTS: Readonly<Record<string, StaticText>> = {
  about: {
    title: 'About {pub}',
    description: '{pub} helps people choose, use and understand the technology in their lives.',
    canonicalUrl: '/about/',
    html: `<section class="hero"><h2>Technology that works for you</h2>
<p>{pub} helps people choose, use and understand the technology in their lives. Our reviewers test hundreds of products a year, our reporters explain the forces reshaping work and home, and our advice is written for real people with real budgets.</p></section>
<h2>What we stand for</h2>
<ul class="values">
<li><strong>Independence.</strong> Companies do not pay for coverage, and they never see our verdicts before you do.</li>
<li><strong>Expertise.</strong> Our writers specialize, and they test products the way you will use them.</li>
<li><strong>Clarity.</strong> We explain what matters and skip the jargon.</li>
<li><strong>Service.</strong> Every story should leave you better equipped to make a decision.</li>
</ul>
<h2>Our audience</h2>
<ul class="audience-metrics">
<li><strong>130M</strong> annual global visits</li>
<li><strong>85M</strong> annual visits in the US</li>
<li><strong>1.1M</strong> social following</li>
<li><strong>1.8X</strong> IT decision makers</li>
<li><strong>1.9X</strong> early adopters</li>
</ul>
<p>{pub} reaches 130M annual global visits, 85M of them in the US, and a social following of 1.1M. Our audience includes IT decision makers 1.8X and early adopters 1.9X more often than others.</p>
<h2>Work with us</h2>
<p>Brands reach our audience through display, video, newsletters and custom content. <a href="/advertise/">Advertise with us</a>, <a href="https://media.{site}.example/media-kit.pdf">download the media kit</a> or <a href="/contact/">contact our partnerships team</a>.</p>
<p>Our editors, reviewers and reporters work from bureaus across the US and abroad.</p>`,
  },
  'editorial-guidelines': {
    title: 'Editorial guidelines',
    description: 'How we test, how we make money and how we correct our mistakes.',
    canonicalUrl: '/editorial-guidelines/',
    html: `<p>Our readers trust us to tell them the truth about the products and services they are considering. These guidelines explain how we earn and keep that trust.</p>
<h2>How we test</h2>
<p>Reviewers use every product in real conditions for at least two weeks, alongside its main rivals, and run the same standardized tests on each. Ratings run from 0 to 10; a product with a rating of 8.5 or higher may earn our Editors' Choice award.</p>
<h2>Independence</h2>
<p>Manufacturers may lend us products, but they do not review our copy, and loans never come with conditions. We buy products ourselves when a loan is not offered.</p>
<h2>Affiliate links</h2>
<p>When you buy through links on our site, we may earn a commission. Commissions never influence which products we recommend or how we rate them, and our editors do not know which links earn money.</p>
<h2>Sponsored content</h2>
<p>Paid content is clearly labeled, lives under its own address and is produced separately from our editorial team.</p>
<h2>Artificial intelligence</h2>
<p>Our journalism is written and edited by people. We may use AI tools to transcribe interviews or check data, and a person reviews every result.</p>
<h2>Corrections</h2>
<p>We fix errors promptly and say so at the end of the article. To report a mistake, email our corrections desk at corrections@{site}.example.</p>`,
  },
  reprints: {
    title: 'Reprint policy',
    description: 'How to request permission to republish {pub} articles and images.',
    canonicalUrl: '/reprints/',
    html: `<p>Articles, photographs and videos published by {pub} are protected by copyright. You may link to any article freely and quote a short excerpt with attribution and a link.</p>
<h2>Requesting a reprint</h2>
<p>To republish a full article, use our images or create printed or digital reprints, contact our licensing team with the article's address, where you plan to use it and for how long.</p>
<h2>Awards and badges</h2>
<p>Companies whose products earn an Editors' Choice award may license the award badge. Badges may not be altered and must link to the review.</p>
<p>Licensing requests: <a href="https://licensing.{site}.example/">licensing.{site}.example</a></p>`,
  },
  newsletters: {
    title: 'Newsletters',
    description: 'The best of {pub}, delivered to your inbox.',
    canonicalUrl: '/newsletters/',
    html: `<p>Our newsletters bring the stories that matter straight to your inbox. They are free, and you can unsubscribe at any time.</p>`,
  },
  'privacy-policy': {
    title: 'Privacy policy',
    description: 'What information {pub} collects, how we use it and the choices you have.',
    canonicalUrl: '/privacy-policy/',
    html: `<p>This policy explains what information we collect when you use {pub}, how we use it and the choices you have.</p>
<h2>Information we collect</h2>
<p>We collect information you give us, such as your email address when you subscribe to a newsletter or create an account, and information collected automatically, such as your device type, pages viewed and approximate location.</p>
<h2>How we use it</h2>
<p>We use information to run and improve the site, send the newsletters you ask for, measure our audience and show advertising, including advertising based on your interests where the law allows.</p>
<h2>Cookies</h2>
<p>We and our partners use cookies and similar technologies. You can change your choices at any time from the cookie settings link at the bottom of every page.</p>
<h2>Your choices</h2>
<p>You can access, correct or delete your account information from your preferences, unsubscribe from any newsletter with one click, and opt out of interest-based advertising.</p>
<h2 id="california">California privacy information</h2>
<p>California residents may request the categories and specific pieces of personal information we have collected, ask us to delete it, and opt out of its sale or sharing. Use our <a href="/do-not-sell-or-share-my-personal-information/">do not sell or share</a> page.</p>
<h2>Contact</h2>
<p>Questions about this policy: privacy@{site}.example</p>`,
  },
  'do-not-sell': {
    title: 'Do not sell or share my personal information',
    description: 'Opt out of the sale or sharing of your personal information.',
    canonicalUrl: '/do-not-sell-or-share-my-personal-information/',
    html: `<p>Some state privacy laws give you the right to opt out of the sale or sharing of your personal information, including sharing for cross-context behavioral advertising.</p>
<h2>How to opt out</h2>
<p>Open the cookie settings at the bottom of any page and turn off targeting cookies. Your choice applies to this browser and device. If your browser sends a Global Privacy Control signal, we treat it as an opt-out request.</p>
<h2>Signed-in readers</h2>
<p>If you have an account, we also record your choice in your account so it follows you across devices.</p>
<p>Read more in our <a href="/privacy-policy/#california">privacy policy</a>.</p>`,
  },
  'meet-the-team': {
    title: 'Meet the team',
    description: 'The editors, reviewers and reporters behind {pub}.',
    canonicalUrl: '/meet-the-team/',
    html: `<p>{pub} is written and edited by specialists who test the products they write about. Meet the people behind our reviews, news and advice.</p>`,
  },
  sitemap: {
    title: 'Sitemap',
    description: 'Every section of {pub} in one place.',
    canonicalUrl: '/sitemap/',
    html: `<p>Find every section, topic and guide on {pub}.</p>`,
  },
  rssfeeds: {
    title: 'RSS feeds',
    description: 'Follow {pub} in your favorite feed reader.',
    canonicalUrl: '/rssfeeds/',
    html: `<p>Subscribe to any of these feeds in a feed reader to get new stories as they are published. Every topic page also has its own feed.</p>`,
  },
  advertise: {
    title: 'Advertise with {pub}',
    description: 'Reach an audience that researches before it buys.',
    canonicalUrl: '/advertise/',
    html: `<p>{pub} readers come to us when they are deciding what to buy and how to use it. Our audience includes IT decision makers 1.8X and early adopters 1.9X more often than others.</p>
<h2>Ways to work with us</h2>
<ul>
<li><strong>Display and video.</strong> Standard and high-impact placements across the site.</li>
<li><strong>Newsletters.</strong> Sponsorships in newsletters read by engaged subscribers.</li>
<li><strong>Custom content.</strong> Sponsored stories produced by our partner studio and clearly labeled.</li>
</ul>
<p><a href="https://media.{site}.example/media-kit.pdf">Download the media kit</a> or <a href="/contact/">write to our partnerships team</a>.</p>`,
  },
  // The static error page (route static-error, /_error/static/): what a reader sees when a page
  // cannot be shown, in a form a CDN can keep as its own fallback.
  recommends: {
    title: '{pub} Recommends',
    description: 'The products and guides our editors recommend.',
    canonicalUrl: '/recommends/',
    html: `<p>Our reviewers test products for weeks, side by side with their rivals, before they recommend anything. These are the products that earned our Editors' Choice award and the buying guides that help you choose among them.</p>`,
  },
  // The contact form's page (spec 001 s2: heading, description, subject, success message): the
  // heading and description; the web app's form asks for the subject and gives the message.
  contact: {
    title: 'Contact us',
    description: 'Questions, tips, corrections and partnership enquiries.',
    canonicalUrl: '/contact/',
    html: `<p>Write to {pub}'s editors with a news tip, a question about a review or a correction, or to our partnerships team about advertising and licensing. We read every message and answer as soon as we can.</p>`,
  },
  'static-error': {
    title: 'Something went wrong',
    description: 'An error occurred while loading this page.',
    canonicalUrl: '/_error/static/',
    html: `<p>An error occurred while loading this page. Our team has been told about it.</p>
<p>Try again in a few minutes, or start again from the <a href="/">{pub} home page</a>.</p>`,
  },
};

/** Member area and sign-in flow pages: their frames only, the data comes from other services. */
export const MEMBER_TEXTS: Readonly<Record<string, StaticText>> = {
  preferences: {
    title: 'Preferences',
    description: 'Manage your {pub} account.',
    canonicalUrl: '/members/preferences/',
    html: '<p>Update your name, email address, password and privacy choices.</p>',
  },
  newsletters: {
    title: 'Your newsletters',
    description: 'Manage your {pub} newsletter subscriptions.',
    canonicalUrl: '/members/newsletters/',
    html: '<p>Choose the newsletters you want to receive. Changes take effect immediately.</p>',
  },
};

export const AUTH_FLOW_TEXTS: Readonly<Record<string, StaticText>> = {
  'terms-of-service': {
    title: 'Terms of service',
    description: 'The terms that apply to your {pub} account.',
    canonicalUrl: '/auth/flow/terms-of-service/',
    html: '<p>By creating an account you agree to our terms of use and acknowledge our <a href="/privacy-policy/">privacy policy</a>. Please agree to the Terms &amp; Conditions to continue.</p>',
  },
  'sign-in': {
    title: 'Signing you in',
    description: 'Finishing signing in to {pub}.',
    canonicalUrl: '/auth/callback/',
    html: '<p>One moment: we are finishing signing you in. If nothing happens, return to the <a href="/">front page</a>.</p>',
  },
  // The Account menu's Log out (/user/logout/): what shows while the browser signs out.
  'sign-out': {
    title: 'Signing you out',
    description: 'Signing you out of {pub}.',
    canonicalUrl: '/user/logout/',
    html: '<p>One moment: we are signing you out. If nothing happens, return to the <a href="/">front page</a>.</p>',
  },
  'registration-success': {
    title: 'Welcome to {pub}',
    description: 'Your account is ready.',
    canonicalUrl: '/auth/flow/registration-success/',
    html: '<p>Your account is ready. Choose your <a href="/members/newsletters/">newsletters</a> or return to the <a href="/">front page</a>.</p>',
  },
};

/**
 * The AMP documents' one stylesheet (`<style amp-custom>`): AMP pages may not link the site's
 * stylesheets, and their inline CSS is limited to 75,000 bytes with no `!important`
 * (see amp-stylesheet tests). The same tokens and class names as web/src/styles, cut down to
 * what the AMP screens render: the bar and footer with the brand's logo, story header, body
 * and its modules, the review verdict and offers, the gallery's photos. A component styled by
 * a CSS module is named by the module's scoped classes, interpolated (`.${byline.root}`).
 */
import bestListPicks from '../body/modules/BestListPicks/BestListPicks.module.css';
import bodyFigure from '../body/modules/BodyFigure/BodyFigure.module.css';
import cardBox from '../body/modules/card-box.module.css';
import listicle from '../body/modules/ListicleModule/ListicleModule.module.css';
import related from '../body/modules/RelatedStories/RelatedStories.module.css';
import reviewCard from '../body/modules/ReviewCardModule/ReviewCardModule.module.css';
import sponsor from '../body/modules/SponsorDisclosure/SponsorDisclosure.module.css';
import footer from '../chrome/Footer/Footer.module.css';
import articleStory from '../components/ArticleStory/ArticleStory.module.css';
import authorBio from '../components/AuthorBio/AuthorBio.module.css';
import byline from '../components/Byline/Byline.module.css';
import editorsChoice from '../components/EditorsChoiceBadge/EditorsChoiceBadge.module.css';
import card from '../components/review/CreditCardDetails/CreditCardDetails.module.css';
import award from '../components/review/InnovationAward/InnovationAward.module.css';
import keySpecs from '../components/review/KeySpecs/KeySpecs.module.css';
import offers from '../components/review/MerchantOffers/MerchantOffers.module.css';
import product from '../components/review/ProductDetails/ProductDetails.module.css';
import prosCons from '../components/review/ProsCons/ProsCons.module.css';
import rating from '../components/review/ReviewRating/ReviewRating.module.css';
import verdict from '../components/review/ReviewVerdict/ReviewVerdict.module.css';
import subRatings from '../components/review/SubRatings/SubRatings.module.css';
import storyArticle from '../components/StoryArticle/StoryArticle.module.css';
import storyHeader from '../components/StoryHeader/StoryHeader.module.css';
import topics from '../components/TopicLinks/TopicLinks.module.css';
import slide from '../gallery/GallerySlideView/GallerySlideView.module.css';

export const AMP_STYLESHEET = `
:root{--font-sans:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;
--font-serif:Charter,'Bitstream Charter','Sitka Text',Cambria,Georgia,serif;--color-text:#16181d;
--color-muted:#5b616e;--color-line:#e3e5ea;--color-surface:#f5f6f8;--color-accent:#0b5fff;
--color-accent-dark:#0842b3;--color-inverse:#0f1115;--radius:6px}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:var(--font-sans);font-size:1rem;line-height:1.5;color:var(--color-text);background:#fff}
a{color:var(--color-accent);text-underline-offset:.15em}
a:hover{color:var(--color-accent-dark)}
:focus-visible{outline:3px solid var(--color-accent);outline-offset:2px}
h1,h2,h3{line-height:1.2;margin:0 0 .75rem}
h1{font-size:clamp(1.75rem,1.2rem + 2.2vw,2.75rem);letter-spacing:-.01em}
h2{font-size:clamp(1.25rem,1.05rem + .8vw,1.6rem)}
h3{font-size:1.1rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.skip-link{position:absolute;left:.5rem;top:-3rem;padding:.5rem 1rem;background:#fff;z-index:10}
.skip-link:focus{top:.5rem}
.container{width:100%;max-width:48rem;margin:0 auto;padding:0 1rem}
.site-header{background:var(--color-inverse)}
.site-header__bar{display:flex;align-items:center;min-height:3.25rem}
.site-header__logo{display:inline-flex;align-items:center;gap:.45em;color:#fff;font-size:1.35rem;font-weight:800;text-decoration:none}
.site-header__logo:hover{color:#fff}
.site-header__logo .brand-mark{flex:none;width:1.35em;height:1.35em}
.site-header__logo .brand-wordmark{flex:none;height:1.2em;width:auto;aspect-ratio:403/92;margin-top:.26em}
.site-header .brand-wordmark__dot,.${footer.root} .${footer.dot}{fill:#4d8bff}
.amp-consent-prompt{padding:1rem;background:#fff;border-top:1px solid var(--color-line);font-size:.95rem}
.amp-consent-prompt button{margin:.25rem .5rem 0 0;padding:.5rem 1rem;border:1px solid var(--color-accent);border-radius:var(--radius);background:#fff;color:var(--color-accent);font:inherit;cursor:pointer}
.amp-consent-prompt button:first-of-type{background:var(--color-accent);color:#fff}
.${footer.root}{margin-top:3rem;padding:2rem 0;background:var(--color-inverse);color:#c9ccd3;font-size:.9rem}
.${footer.root} a{color:#fff;text-decoration:none}
.${footer.root} a:hover{text-decoration:underline}
.${footer.name}{display:flex;align-items:center;gap:.5em;font-size:1.25rem;font-weight:800;color:#fff;margin:0 0 .5rem}
.${footer.name} .${footer.mark}{flex:none;width:1.6em;height:1.6em}
.${footer.name} .${footer.wordmark}{flex:none;height:1.45em;width:auto;aspect-ratio:403/92;margin-top:.3em}
.${footer.columns}{display:grid;gap:1.5rem;margin:1.5rem 0}
@media (min-width:768px){.${footer.columns}{grid-template-columns:repeat(3,1fr)}}
.${footer.columns} ul,.${footer.policy}{margin:0;padding:0;list-style:none}
.${footer.columns} li+li{margin-top:.5rem}
.${footer.policy}{display:flex;flex-wrap:wrap;gap:.5rem 1rem;padding-top:1rem;border-top:1px solid #2a2e36}
.${footer.copyright}{margin:1rem 0 0;color:#9aa0ab}
.${footer.social}{display:flex;flex-wrap:wrap;gap:.5rem;margin:0 0 1rem;padding:0;list-style:none}
.${footer.socialButton}{display:inline-block;min-height:24px;padding:.25rem .75rem;border:1px solid #5b6170;border-radius:999px}
.${storyArticle.root},.gallery{padding:2rem 0}
.${articleStory.kicker},.${listicle.superlative}{margin:0 0 .5rem;font-size:.8rem;font-weight:800;letter-spacing:.06em;text-transform:uppercase;color:var(--color-accent-dark)}
.${storyHeader.dek}{font-size:1.2rem;color:var(--color-muted);margin:0 0 1rem}
.${byline.root}{display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:0 0 1.5rem;font-size:.9rem;color:var(--color-muted)}
.${byline.author}{font-weight:700;color:var(--color-text)}
.${storyHeader.hero}{margin:0 0 1.5rem}
.${storyHeader.hero} figcaption,.${bodyFigure.root} figcaption,.${slide.credit}{margin-top:.5rem;font-size:.8rem;line-height:1.4;color:var(--color-muted)}
.${sponsor.root}{margin:0 0 1rem;padding:.75rem 1rem;border:1px solid #c9a227;border-radius:var(--radius);background:#fff8e1;font-size:.9rem}
.${sponsor.root} p{margin:0}
.${sponsor.label}{font-weight:800;letter-spacing:.06em;text-transform:uppercase}
.article__body,.${slide.text}{font-family:var(--font-serif);font-size:1.125rem;line-height:1.7;overflow-wrap:break-word}
.article__body h2,.article__body h3{font-family:var(--font-sans);margin-top:2rem}
.article__body blockquote{margin:1.5rem 0;padding-left:1rem;border-left:3px solid var(--color-line);color:var(--color-muted)}
.article__body pre{overflow-x:auto;padding:1rem;background:var(--color-surface);border-radius:var(--radius)}
.article__body table{border-collapse:collapse;font-family:var(--font-sans);font-size:.95rem}
.article__body th,.article__body td{padding:.35rem .75rem;border:1px solid var(--color-line);text-align:left}
.safe-html__run{display:contents}
.${bodyFigure.root}{margin:2rem 0}
.${bodyFigure.root} figcaption{display:flex;flex-wrap:wrap;gap:.25rem .75rem;font-family:var(--font-sans)}
.${bodyFigure.credits}{font-style:italic}
.commerce-link{font-family:var(--font-sans);font-weight:700}
.${cardBox.box}{margin:2rem 0;padding:1.5rem 1rem;border:1px solid var(--color-line);border-radius:var(--radius);font-family:var(--font-sans);font-size:1rem;line-height:1.55}
.${cardBox.box} .${listicle.hed},.${cardBox.box} .${reviewCard.name}{margin:0 0 1rem;font-size:1.4rem;line-height:1.25}
.${cardBox.box} .${cardBox.figure}{margin:0 0 1rem}
.${reviewCard.head},.${verdict.head}{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.75rem 1.5rem;margin-bottom:1rem}
.${prosCons.sides},.${prosCons.goodBad}{display:grid;gap:1rem;margin:1rem 0}
@media (min-width:768px){.${prosCons.sides},.${prosCons.goodBad}{grid-template-columns:1fr 1fr}}
.${prosCons.sides} h4,.${verdict.root} h3{margin:0 0 .5rem;font-size:.85rem;letter-spacing:.06em;text-transform:uppercase;color:var(--color-muted)}
.${prosCons.sides} ul{margin:0;padding-left:1.5rem}
.${prosCons.points} ul{margin:0;padding:0;list-style:none}
.${prosCons.points} li{position:relative;margin:0 0 .5rem;padding-left:1.5rem}
.${prosCons.points} li::before{position:absolute;left:0;font-weight:800}
.${prosCons.good} li::before{content:'+';color:#137333}
.${prosCons.bad} li::before{content:'\\2212';color:#b3261e}
.${offers.inlineList},.${offers.list}{display:flex;flex-wrap:wrap;gap:.5rem;margin:1rem 0 0;padding:0;list-style:none}
.${offers.inlineOffer},.${offers.offer}{display:flex;align-items:center;gap:.5rem;padding:.5rem .75rem;border:1px solid var(--color-line);border-radius:var(--radius);background:var(--color-surface)}
.${offers.inlinePrice},.${offers.price}{font-weight:700;font-variant-numeric:tabular-nums}
.${listicle.faq}{margin:1.5rem 0}
.${related.root},.${bestListPicks.root}{margin:2rem 0;padding:1rem 1.5rem;border-left:4px solid var(--color-accent);background:var(--color-surface);font-family:var(--font-sans);font-size:1rem}
.${related.root} .${related.title}{margin:0 0 .5rem;font-size:.85rem;letter-spacing:.06em;text-transform:uppercase}
.${related.root} ul,.${bestListPicks.root} ol{margin:0;padding-left:1rem}
.${topics.root}{display:flex;flex-wrap:wrap;gap:.5rem;margin:2rem 0 0;padding:0;list-style:none}
.${topics.root} a{display:inline-block;padding:.25rem .75rem;border-radius:999px;background:var(--color-surface);color:var(--color-text);font-size:.85rem;text-decoration:none}
.${editorsChoice.root}{display:inline-block;margin:0 0 .75rem;padding:.25rem .75rem;border-radius:999px;background:var(--color-inverse);color:#fff;font-size:.75rem;font-weight:700;letter-spacing:.06em;text-transform:uppercase}
.${verdict.root}{margin:0 0 2rem;padding:1.5rem 1rem;border:1px solid var(--color-line);border-top:4px solid var(--color-accent);border-radius:var(--radius);background:var(--color-surface)}
.${verdict.root} h2{margin:0}
.${rating.root}{display:flex;align-items:center;gap:.75rem}
.${rating.root} p{margin:0}
.${rating.score}{display:flex;align-items:baseline;padding:.5rem .75rem;border-radius:var(--radius);background:var(--color-inverse);color:#fff;line-height:1}
.${rating.value}{font-size:2rem;font-weight:800}
.${rating.scale}{margin-left:.15em;font-size:.85rem}
.${rating.label}{font-size:1.1rem;font-weight:700}
.${rating.label}::first-letter{text-transform:uppercase}
.${verdict.bottomLine}{padding:1rem 0;border-top:1px solid var(--color-line)}
.${verdict.bottomLine} p{margin:0;font-family:var(--font-serif);font-size:1.1rem}
.${subRatings.root} ul{margin:0;padding:0;list-style:none}
.${subRatings.item}{display:grid;grid-template-columns:8rem 1fr 2.5rem;align-items:center;gap:.75rem;margin:.35rem 0}
.${subRatings.bar}{height:.5rem;border-radius:999px;background:var(--color-line);overflow:hidden}
.${subRatings.bar} span{display:block;height:100%;background:var(--color-accent)}
.${offers.root}{margin:0 0 2rem}
.gallery-slides{margin:0;padding:0;list-style:none}
.${slide.root}{margin:0 0 2.5rem}
.gallery-slide__position{margin:0 0 .5rem;font-size:.85rem;font-weight:700;color:var(--color-muted)}
.${slide.caption} h2{margin:1rem 0 .5rem}
.${slide.text} p{margin:0 0 .5rem}
.${byline.link}{color:inherit;text-decoration:none}
.${authorBio.root}{margin:2rem 0 0;padding:1.5rem 0 0;border-top:1px solid var(--color-line)}
.${authorBio.heading},.${keySpecs.title},.${card.title}{margin:0 0 .5rem;font-size:.85rem;letter-spacing:.06em;text-transform:uppercase;color:var(--color-muted)}
.${authorBio.list}{display:grid;gap:1.5rem;margin:0;padding:0;list-style:none}
.${authorBio.entry}{display:grid;grid-template-columns:4rem 1fr;gap:1rem;align-items:start}
.${authorBio.image}{border-radius:50%}
.${authorBio.name}{margin:0;font-size:1.1rem}
.${authorBio.title},.${authorBio.disclosure},.${product.family}{margin:0 0 .5rem;font-size:.85rem;color:var(--color-muted)}
.${authorBio.bio}{margin:0 0 .5rem}
.${product.root}{margin:0 0 2rem}
.${product.table}{width:100%;border-collapse:collapse;font-size:.95rem}
.${product.table} th,.${product.table} td{padding:.5rem .75rem;border-bottom:1px solid var(--color-line);text-align:left;vertical-align:top}
.${product.table} th{width:40%;color:var(--color-muted)}
.${keySpecs.root}{margin:1rem 0}
.${keySpecs.list},.${card.list}{margin:0}
.${keySpecs.row}{display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 1rem;padding:.25rem 0;border-bottom:1px solid var(--color-line)}
.${keySpecs.row} dt{font-weight:700}
.${keySpecs.row} dd,.${card.row} dd{margin:0}
.${card.root}{margin:1rem 0;padding:1rem;border-radius:var(--radius);background:var(--color-surface)}
.${card.list}{display:grid;gap:.75rem}
.${card.row} dt{font-size:.85rem;color:var(--color-muted)}
.${card.row} dd{font-weight:700}
.${card.rates}{margin:0;padding-left:1rem}
.${award.root}{display:inline-flex;align-items:center;gap:.25rem;margin:0 0 .5rem;padding:.25rem .75rem;border:1px solid #b8860b;border-radius:999px;background:#fdf3d1;color:#5c4200;font-size:.75rem;font-weight:700;letter-spacing:.06em;text-transform:uppercase}
.${award.icon}{width:1.1em;height:1.1em;fill:currentColor}
`.trim();

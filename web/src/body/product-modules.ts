/**
 * The body modules of product stories (a best list's picks, review cards), with the review
 * components they show (offers, specs, pros and cons): a chunk of its own, loaded only for a
 * page whose stories hold some (product-modules-loader.ts), so that other articles' first
 * loads do without it (issue 33).
 */
export { ListicleModule } from './modules/ListicleModule/ListicleModule';
export { ReviewCardModule } from './modules/ReviewCardModule/ReviewCardModule';

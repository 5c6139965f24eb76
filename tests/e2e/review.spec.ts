// A product review through the whole cluster in Chromium: the headline, and the rating's label
// as spec 001 s3 names it for the rating the content API gives.
import { ratingLabelFor } from '@bytewire/contracts';
import { expect, test } from '../support/test';
import { aReview } from '../support/corpus';

test('a review answers 200 with its headline and the label of its rating', async ({ page }) => {
  const review = await aReview();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));

  const res = await page.goto(`${process.env.BASE_URL}${review.path}`);
  expect(res?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText(review.headline);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  const label = ratingLabelFor(review.rating);
  await expect(page.locator('[data-rating-label]')).toHaveText(label);
  if (review.rating !== undefined) {
    await expect(page.getByTestId('review-rating-value')).toHaveText(review.rating.toFixed(1));
  }
  expect(errors).toEqual([]);
});

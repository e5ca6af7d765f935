/** FORMAT-10: the fewest and most stars a rating shows. */
const MIN_STARS = 1;
const MAX_STARS = 5;

/**
 * How many stars a rating shows (FORMAT-10): rounded and clamped to 1..5. A missing or
 * non-numeric rating shows the minimum, so a star row is never empty or broken.
 */
export function ratingStars(rating: number | null | undefined): number {
  if (rating === null || rating === undefined || Number.isNaN(rating)) return MIN_STARS;
  return Math.min(MAX_STARS, Math.max(MIN_STARS, Math.round(rating)));
}

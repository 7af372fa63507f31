// A product's reviews for anyone (issue 28 item 1; POST /api/front/product-reviews): the
// shown reviews newest first, a page at a time, optionally only those with photos; each marked
// as a verified purchase (every review here is one: it can only be written for a delivered
// order line), with the shop's public reply; the distribution of stars of the shown reviews;
// and the product's figures (the imported ones joined with the buyers', core/reviews.ts).
// The same for every shopper: no customer, no cookie.
import { productRating, REVIEWS_PER_PAGE, reviewerName, starDistribution } from '../../core/reviews';
import { findPublishedProductWithBrand } from '../../db/product-detail.repository';
import { countShownReviews, listShownReviews } from '../../db/review.repository';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { messages } from '../../core/messages';

export interface ReviewView {
  id: number;
  rating: number;
  text: string;
  reviewer: string;
  verified_purchase: true;
  photos: string[];
  reply: string | null;
  replied_at: string | null;
  created_at: string;
  edited: boolean;
}

export interface ProductReviewsPage {
  reviewSettings: { enable_review: 0 | 1 };
  avg_rating: number;
  reviewtotalItems: number;
  distribution: Array<{ stars: number; count: number }>;
  with_photos_total: number;
  reviews: ReviewView[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** The public address of a shown review's n-th photo (from 1). */
export const reviewPhotoPath = (reviewId: number, n: number) => `/review-photos/${reviewId}/${n}`;

export async function listProductReviews(ctx: Ctx, input: { productId: number; page: number; withPhotos: boolean }): Promise<ProductReviewsPage> {
  const { db, shop } = ctx;
  const product = await findPublishedProductWithBrand(db, shop.id, input.productId);
  if (!product) throw new DomainError('not_found', messages.pageNotFound, { pro_id: messages.pageNotFound });
  const counts = await countShownReviews(db, shop.id, product.id);
  const shown = counts.byRating.reduce((s, c) => s + c.count, 0);
  const total = input.withPhotos ? counts.withPhotos : shown;
  const lastPage = Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE));
  const page = Math.min(Math.max(1, input.page), lastPage);
  const rows = total === 0 ? [] : await listShownReviews(db, shop.id, product.id, { withPhotos: input.withPhotos, offset: (page - 1) * REVIEWS_PER_PAGE, limit: REVIEWS_PER_PAGE });
  const figures = productRating(product);
  return {
    reviewSettings: { enable_review: product.enable_review === 1 ? 1 : 0 },
    avg_rating: figures.average,
    reviewtotalItems: figures.count,
    distribution: starDistribution(counts.byRating),
    with_photos_total: counts.withPhotos,
    reviews: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      text: r.text,
      reviewer: reviewerName(r.customer_name),
      verified_purchase: true,
      photos: Array.from({ length: r.photo_count }, (_, i) => reviewPhotoPath(r.id, i + 1)),
      reply: r.reply,
      replied_at: r.replied_at,
      created_at: r.created_at,
      edited: r.updated_at !== r.created_at,
    })),
    current_page: page,
    last_page: lastPage,
    per_page: REVIEWS_PER_PAGE,
    total,
  };
}

/** The reviews as schema.org `Review` items of the product's structured data. */
export function reviewsJsonLd(reviews: ReviewView[]): Array<Record<string, unknown>> {
  return reviews.map((r) => ({
    '@type': 'Review',
    reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    author: { '@type': 'Person', name: r.reviewer },
    datePublished: r.created_at.slice(0, 10),
    ...(r.text ? { reviewBody: r.text } : {}),
  }));
}

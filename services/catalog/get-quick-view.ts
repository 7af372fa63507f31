// The Quick View payload (spec §3 "Quick view response", §7): the product detail with its
// gallery, the gallery again at the top level, the review settings, the average rating and
// the number of reviews, field names verbatim (`reviewtotalItems`).
import { getProductDetail } from './operations/product-detail';
import { type GalleryImage, type ProductDetail } from './catalog-types';
import type { Ctx } from '../context';

export interface QuickViewPayload {
  success: true;
  product: ProductDetail;
  gallery_image: GalleryImage[];
  reviewSettings: { enable_review: number };
  avg_rating: number;
  reviewtotalItems: number;
}

export async function getQuickView(ctx: Ctx, productId: number): Promise<QuickViewPayload> {
  const product = await getProductDetail(ctx, productId);
  return {
    success: true,
    product,
    gallery_image: product.gallery_image,
    reviewSettings: { enable_review: product.enable_review },
    avg_rating: product.avg_rating,
    reviewtotalItems: product.review_total,
  };
}

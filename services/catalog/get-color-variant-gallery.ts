// A colour's own gallery (spec §4: choosing a colour loads that colour's gallery; §7
// get-color-variant-gallery-image). `variant_id` is the colour value's id as the product
// payload gives it (product_variant[].values[].id); `variant_title` is accepted and not
// needed to find the gallery. A colour without its own images answers with the product's
// own gallery, so the page always has something to show. (The API answers it as
// `{ success, gallery_image }` under the spec's names: server/api/catalog/product-wire.ts.) Another shop's product, an
// unpublished product or a value of another product is not found.
import { messages } from '../../core/messages';
import { findVariantValueOfProduct } from '../../db/product-detail.repository';
import { listProductImages } from '../../db/product.repository';
import { DomainError } from '../domain-error';
import { toGalleryImage } from './operations/product-detail';
import { type GalleryImage } from './catalog-types';
import type { Ctx } from '../context';

export async function getColorVariantGallery(
  ctx: Ctx,
  productId: number,
  valueId: number,
): Promise<GalleryImage[]> {
  const { db, shop } = ctx;
  const value = await findVariantValueOfProduct(db, shop.id, productId, valueId);
  if (!value) throw new DomainError('not_found', messages.pageNotFound);
  let images = await listProductImages(db, shop.id, productId, valueId);
  if (images.length === 0) images = await listProductImages(db, shop.id, productId, null);
  return images.map(toGalleryImage);
}

// The product card (spec §2 "Product card", both layouts; the API gives it the spec's names,
// server/api/catalog/product-wire.ts): the image URLs of spec §9 with the grid image's size, and `pricing` from productPricing —
// the only source of the figures a card shows. One query loads the first images of a page.
import { localName } from '../../../core/i18n/local-name';
import type { Lang } from '../../../core/i18n/lang';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import { listFirstImages, type ListingRow } from '../../../db/product-listing.repository';
import { productImagePath } from '../../../core/image-path';
import { productPath } from '../../../core/product-link';
import { productPricing } from './product-pricing';
import { noteStockShown } from './stock-shown';
import type { ProductCardData } from '../catalog-types';

/** The grid image's box when its size is unknown (a URL reference): the square the grid uses. */
const DEFAULT_GRID_IMAGE_SIZE = 600;


function toProductCard(row: ListingRow, shop: Pick<Shop, 's_rate_type' | 's_increase' | 's_discount'>, size: { width: number | null; height: number | null } | undefined, lang: Lang): ProductCardData {
  return {
    id: row.id,
    // The Bangla name on a Bangla page when the product has one (docs/decisions/047).
    name: localName(lang, row.name, row.name_bn),
    slug: row.slug,
    url: productPath({ slug: row.slug, id: row.id }),
    thumbnailImage: row.thumbnail_image,
    image: {
      small: productImagePath(row.thumbnail_image, 'small'),
      grid: productImagePath(row.thumbnail_image, 'grid'),
      width: size?.width || DEFAULT_GRID_IMAGE_SIZE,
      height: size?.height || DEFAULT_GRID_IMAGE_SIZE,
    },
    hasVariant: row.has_variant === 1,
    unitPrice: row.unitprice,
    quantity: row.quantity,
    unlimitedQuantity: row.unlimited_quantity === 1,
    maxPerOrder: row.max_item_in_order,
    pricing: productPricing(row, shop),
  };
}

/**
 * Cards for a page of rows, with the grid image sizes from one query. Each card shows its
 * product's stock: noted for the shared answer being built (decision 038).
 */
export async function toProductCards(db: Db, shop: Shop, rows: ListingRow[], lang: Lang = 'en'): Promise<ProductCardData[]> {
  for (const row of rows) noteStockShown(row.id, row.stock_version);
  const images = await listFirstImages(db, shop.id, rows.map((r) => r.id));
  return rows.map((row) => {
    const first = images.get(row.id);
    const size = first && first.normal_image === row.thumbnail_image ? first : undefined;
    return toProductCard(row, shop, size, lang);
  });
}

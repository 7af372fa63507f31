// One product as the console's product form and /api/seller/product-save show it — in the
// import's own field names (docs/import-format.md), so what the form sends back is a product
// entry — with its pictures, variants and combinations (each with its stock), and the
// `updated_at` a save compares against (docs/decisions/056). Null when the shop has no such product.
import type { Db } from '../../../db/client';
import { findProductById, findProductRefSlugs, listProductImages, listProductVariants } from '../../../db/product.repository';
import { parseSizeGuide, parseSpecifications, type SizeGuide, type Specification } from '../../../core/product-facts';

export interface SellerProductPicture {
  file: string;
  /** The small rendition's address (or the URL an import gave). */
  url: string;
  width: number | null;
  height: number | null;
}

export interface SellerProductEditable {
  product_id: number;
  slug: string;
  name: string;
  name_bn: string | null;
  shortDescription: string | null;
  shortDescription_bn: string | null;
  description: string | null;
  description_bn: string | null;
  category: string | null;
  brand: string | null;
  unitprice: number;
  resellerMinPrice: number;
  resellerMaxPrice: number;
  quantity: number;
  unlimited_quantity: 0 | 1;
  max_item_in_order: number;
  status: 0 | 1;
  cashback_offer: { cash_type: 'flat' | 'percentage'; cash: number } | null;
  order_attachment: 0 | 1;
  attachment_field_title: string | null;
  /** The product page's tables (docs/decisions/066): none is [] and null. */
  specifications: Specification[];
  size_guide: SizeGuide | null;
  images: SellerProductPicture[];
  variants: {
    groups: Array<{ title: string; values: Array<{ key: string; label: string; value: string; color_code: string | null }> }>;
    prices: Array<{
      values: string[];
      variant: string;
      variantPrice: number;
      quantity: number;
      v_unlimited_quantity: 0 | 1;
      variantResselerMinPrice: number;
      variantResselerMaxPrice: number;
      status: 0 | 1;
    }>;
    minLimitOfMinVariantResellPrice: number;
    maxLimitOfMinVariantResellPrice: number;
    minLimitOfMaxVariantResellPrice: number;
    maxLimitOfMaxVariantResellPrice: number;
  } | null;
  updated_at: string;
}

const pictureUrl = (file: string) => (/^https?:\/\//i.test(file) ? file : `/uploads/thumnail/small/${file}`);

export async function readSellerProduct(db: Db, shopId: number, productId: number): Promise<SellerProductEditable | null> {
  const p = await findProductById(db, shopId, productId);
  if (!p) return null;
  const [refs, images, variants] = await Promise.all([
    findProductRefSlugs(db, shopId, p.category_item_id, p.brand_id),
    listProductImages(db, shopId, productId, null),
    p.has_variant === 1 ? listProductVariants(db, shopId, productId) : null,
  ]);
  const keyOf = new Map(variants?.values.map((v) => [String(v.id), v.key ?? `v${v.id}`]) ?? []);
  return {
    product_id: p.id,
    slug: p.slug,
    name: p.name,
    name_bn: p.name_bn,
    shortDescription: p.short_description,
    shortDescription_bn: p.short_description_bn,
    description: p.description,
    description_bn: p.description_bn,
    category: refs.category,
    brand: refs.brand,
    unitprice: p.unitprice,
    resellerMinPrice: p.reseller_min_price,
    resellerMaxPrice: p.reseller_max_price,
    quantity: p.quantity,
    unlimited_quantity: p.unlimited_quantity === 1 ? 1 : 0,
    max_item_in_order: p.max_item_in_order,
    status: p.status === 1 ? 1 : 0,
    cashback_offer: p.cash_type ? { cash_type: p.cash_type === 'flat' ? 'flat' : 'percentage', cash: p.cash } : null,
    order_attachment: p.order_attachment === 1 ? 1 : 0,
    attachment_field_title: p.attachment_field_title,
    specifications: parseSpecifications(p.specifications),
    size_guide: parseSizeGuide(p.size_guide),
    images: images
      .filter((i) => i.type === 'image' && i.normal_image)
      .map((i) => ({ file: i.normal_image!, url: pictureUrl(i.normal_image!), width: i.width, height: i.height })),
    variants: variants
      ? {
          groups: variants.groups.map((g) => ({
            title: g.title,
            values: variants.values.filter((v) => v.group_id === g.id).map((v) => ({ key: v.key ?? `v${v.id}`, label: v.label, value: v.value, color_code: v.color_code })),
          })),
          prices: variants.prices.map((c) => ({
            values: c.variant.split('-').map((id) => keyOf.get(id) ?? id),
            variant: c.variant,
            variantPrice: c.variant_price,
            quantity: c.quantity,
            v_unlimited_quantity: c.v_unlimited_quantity === 1 ? 1 : 0,
            variantResselerMinPrice: c.variant_reseller_min_price,
            variantResselerMaxPrice: c.variant_reseller_max_price,
            status: c.status === 1 ? 1 : 0,
          })),
          minLimitOfMinVariantResellPrice: p.min_limit_of_min_variant_resell_price,
          maxLimitOfMinVariantResellPrice: p.max_limit_of_min_variant_resell_price,
          minLimitOfMaxVariantResellPrice: p.min_limit_of_max_variant_resell_price,
          maxLimitOfMaxVariantResellPrice: p.max_limit_of_max_variant_resell_price,
        }
      : null,
    updated_at: p.updated_at,
  };
}

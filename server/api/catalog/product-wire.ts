// The catalog's answers under the spec's names (spec §2 "Product card", §3 "Product" and
// "Quick view response", typos included: `thumnailImage`, `variantResselerMaxPrice`,
// `reviewtotalItems`…). The services speak the app's own names (services/catalog/
// catalog-types.ts); this is the one place that maps them to the wire, for every call that
// answers a product, a card or a gallery. The flags the spec gives as 0/1 are 0/1 here.
import type { GalleryImage, ProductCardData, ProductDetail, VariantGroupView, VariantPriceView } from '../../../services/catalog/catalog-types';

const flag = (on: boolean): 0 | 1 => (on ? 1 : 0);

/** One picture of a gallery (spec §3 `gallery_image[]`). */
export function galleryImageWire(image: GalleryImage) {
  return {
    id: image.id,
    type: image.type,
    normal_image: image.normalImage,
    zoom_image: image.zoomImage,
    small_image: image.smallImage,
    video_url: image.videoUrl,
    width: image.width,
    height: image.height,
    variant_value_id: image.variantValueId,
  };
}

function variantGroupWire(group: VariantGroupView) {
  return {
    id: group.id,
    title: group.title,
    is_color: group.isColor,
    values: group.values.map((v) => ({ id: v.id, label: v.label, variant_id: v.groupId, image: v.image, value: v.value, color: { code: v.colorCode } })),
  };
}

function variantPriceWire(combination: VariantPriceView) {
  return {
    id: combination.id,
    variant: combination.variant,
    variantPrice: combination.variantPrice,
    quantity: combination.quantity,
    v_unlimited_quantity: flag(combination.unlimitedQuantity),
    variantResselerMaxPrice: combination.resellerMaxPrice,
    variantResselerMinPrice: combination.resellerMinPrice,
    status: combination.status,
    sellPrice: combination.sellPrice,
    oldPrice: combination.oldPrice,
    discount: combination.discount,
    discountPercent: combination.discountPercent,
    resellerEarning: combination.resellerEarning,
    cashback: combination.cashback,
  };
}

/** A product with its gallery, variant groups and priced combinations (spec §3 "Product"). */
export function productWire(p: ProductDetail) {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    url: p.url,
    shortDescription: p.shortDescription,
    description: p.description,
    thumnailImage: p.thumbnailImage,
    image: p.image,
    gallery_image: p.gallery.map(galleryImageWire),
    hasVariant: flag(p.hasVariant),
    product_variant: p.variantGroups.map(variantGroupWire),
    product_variantprice: p.variantPrices.map(variantPriceWire),
    unitprice: p.unitPrice,
    resellerMaxPrice: p.resellerMaxPrice,
    resellerMinPrice: p.resellerMinPrice,
    quantity: p.quantity,
    variantQuantity: p.variantQuantity,
    unlimited_quantity: flag(p.unlimitedQuantity),
    max_item_in_order: p.maxPerOrder,
    productType: p.productType,
    owner: p.owner,
    product_discount: p.discount ? { discountType: p.discount.type, discount: p.discount.amount } : null,
    a_discount: p.discount ? p.discount.amount : null,
    a_discountType: p.discount ? p.discount.type : null,
    cashback_offer: p.cashbackOffer ? { cash_type: p.cashbackOffer.type, cash: p.cashbackOffer.amount } : null,
    order_attachment: flag(p.takesAttachment),
    attachment_field_title: p.attachmentFieldTitle,
    minVariantPrice: p.minVariantPrice,
    maxVariantPrice: p.maxVariantPrice,
    rate_type: p.rateType,
    enable_review: flag(p.reviewsEnabled),
    avg_rating: p.averageRating,
    review_total: p.reviewCount,
    brand: p.brand,
    updated_at: p.updatedAt,
    pricing: p.pricing,
  };
}

/** The spec's product answer as its type (the Quick View client reads it: app/components/quick-view/). */
export type ProductWire = ReturnType<typeof productWire>;

/** The Quick View answer (spec §3 "Quick view response"): the product, its gallery again and its reviews. */
export function quickViewWire(p: ProductDetail) {
  const product = productWire(p);
  return {
    success: true as const,
    product,
    gallery_image: product.gallery_image,
    reviewSettings: { enable_review: product.enable_review },
    avg_rating: p.averageRating,
    reviewtotalItems: p.reviewCount,
  };
}

/** A product card (spec §2 "Product card"). */
export function productCardWire(card: ProductCardData) {
  return {
    id: card.id,
    name: card.name,
    slug: card.slug,
    url: card.url,
    thumnailImage: card.thumbnailImage,
    image: card.image,
    hasVariant: card.hasVariant,
    unitprice: card.unitPrice,
    quantity: card.quantity,
    unlimited_quantity: flag(card.unlimitedQuantity),
    max_item_in_order: card.maxPerOrder,
    pricing: card.pricing,
  };
}

// The browser's reading of the spec's catalog answers (spec §3 "Product", "Quick view
// response", §7): Quick View and a colour's gallery are asked of the API, which answers under
// the spec's names (server/api/catalog/product-wire.ts); the pages speak the app's
// (services/catalog/catalog-types.ts). This is the one place on the browser's side that reads
// those names back; the search suggestions read only `name`, `url`, `image` and `pricing`,
// which are the same on both sides.
import type { GalleryImage, ProductDetail, VariantGroupView, VariantPriceView } from '../../services/catalog/catalog-types';

type Flag = 0 | 1;

interface GalleryImageWire {
  id: number;
  type: 'image' | 'video';
  normal_image: string | null;
  zoom_image: string | null;
  small_image: string | null;
  video_url: string | null;
  width: number | null;
  height: number | null;
  variant_value_id: number | null;
}

/** The fields the spec names as the app does. */
type SameNamed = 'id' | 'name' | 'slug' | 'url' | 'shortDescription' | 'description' | 'image' | 'resellerMaxPrice' | 'resellerMinPrice' | 'quantity' | 'variantQuantity' | 'productType' | 'owner' | 'minVariantPrice' | 'maxVariantPrice' | 'brand' | 'pricing';

interface ProductWire extends Pick<ProductDetail, SameNamed> {
  thumnailImage: string | null;
  hasVariant: Flag;
  product_variant: {
    id: number;
    title: string;
    is_color: boolean;
    values: { id: number; label: string; variant_id: number; image: string | null; value: string; color: { code: string | null } }[];
  }[];
  product_variantprice: (Omit<VariantPriceView, 'unlimitedQuantity' | 'resellerMaxPrice' | 'resellerMinPrice'> & {
    v_unlimited_quantity: Flag;
    variantResselerMaxPrice: number;
    variantResselerMinPrice: number;
  })[];
  unitprice: number;
  unlimited_quantity: Flag;
  max_item_in_order: number;
  product_discount: { discountType: string | null; discount: number } | null;
  cashback_offer: { cash_type: string | null; cash: number } | null;
  order_attachment: Flag;
  attachment_field_title: string | null;
  rate_type: string | null;
  updated_at: string;
  // Given again elsewhere in the answer (the gallery, the review figures, the discount): not read from here.
  gallery_image: GalleryImageWire[];
  a_discount: number | null;
  a_discountType: string | null;
  enable_review: Flag;
  avg_rating: number;
  review_total: number;
}

/** The Quick View answer as the API sends it. */
export interface QuickViewAnswer {
  success: true;
  product: ProductWire;
  gallery_image: GalleryImageWire[];
  reviewSettings: { enable_review: Flag };
  avg_rating: number;
  reviewtotalItems: number;
}

/** A colour's gallery answer as the API sends it. */
export interface ColorGalleryAnswer {
  success?: boolean;
  gallery_image?: GalleryImageWire[];
}

export function readGalleryImage(w: GalleryImageWire): GalleryImage {
  return {
    id: w.id,
    type: w.type,
    normalImage: w.normal_image,
    zoomImage: w.zoom_image,
    smallImage: w.small_image,
    videoUrl: w.video_url,
    width: w.width,
    height: w.height,
    variantValueId: w.variant_value_id,
  };
}

function readVariantGroup(w: ProductWire['product_variant'][number]): VariantGroupView {
  return {
    id: w.id,
    title: w.title,
    isColor: w.is_color,
    values: w.values.map((v) => ({ id: v.id, label: v.label, groupId: v.variant_id, image: v.image, value: v.value, colorCode: v.color.code })),
  };
}

function readVariantPrice(w: ProductWire['product_variantprice'][number]): VariantPriceView {
  const { v_unlimited_quantity, variantResselerMaxPrice, variantResselerMinPrice, ...same } = w;
  return { ...same, unlimitedQuantity: v_unlimited_quantity === 1, resellerMaxPrice: variantResselerMaxPrice, resellerMinPrice: variantResselerMinPrice };
}

/** The product of a Quick View answer, with the answer's gallery and review figures. */
export function readQuickView(answer: QuickViewAnswer): ProductDetail {
  const { thumnailImage, hasVariant, product_variant, product_variantprice, unitprice, unlimited_quantity, max_item_in_order, product_discount, cashback_offer, order_attachment, attachment_field_title, rate_type, updated_at, gallery_image: _gallery, a_discount: _amount, a_discountType: _type, enable_review: _enabled, avg_rating: _average, review_total: _count, ...same } = answer.product;
  return {
    ...same,
    // Quick View shows no breadcrumbs; the answer (the spec's wire format) carries none.
    breadcrumbs: [],
    thumbnailImage: thumnailImage,
    gallery: answer.gallery_image.map(readGalleryImage),
    hasVariant: hasVariant === 1,
    variantGroups: product_variant.map(readVariantGroup),
    variantPrices: product_variantprice.map(readVariantPrice),
    unitPrice: unitprice,
    unlimitedQuantity: unlimited_quantity === 1,
    maxPerOrder: max_item_in_order,
    discount: product_discount ? { type: product_discount.discountType, amount: product_discount.discount } : null,
    cashbackOffer: cashback_offer ? { type: cashback_offer.cash_type, amount: cashback_offer.cash } : null,
    takesAttachment: order_attachment === 1,
    attachmentFieldTitle: attachment_field_title,
    rateType: rate_type,
    reviewsEnabled: answer.reviewSettings.enable_review === 1,
    averageRating: answer.avg_rating,
    reviewCount: answer.reviewtotalItems,
    updatedAt: updated_at,
  };
}

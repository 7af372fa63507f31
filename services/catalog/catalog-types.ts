// The shapes the catalog's pages and calls are shown (spec §2 "Product card", §3 "Product",
// field names verbatim, typos included): a product's detail with its gallery and variants, a
// product card, a listing page and its brand filter.
import type { ListingParams } from '../../core/listing-query';
import type { PricingPayload } from '../../core/pricing';

export interface GalleryImage {
  id: number;
  type: 'image' | 'video';
  /** ≤ 600 px rendition (the poster for a video). */
  normal_image: string | null;
  /** ≤ 1200 px rendition for zoom and the lightbox. */
  zoom_image: string | null;
  /** 150 px thumbnail for the gallery strip. */
  small_image: string | null;
  /** The embed URL of a video; null for an image. */
  video_url: string | null;
  width: number | null;
  height: number | null;
  /** The colour value the image belongs to; null for the product's own gallery. */
  variant_value_id: number | null;
}

export interface VariantValueView {
  id: number;
  label: string;
  /** The id of the variant group (product_variant entry) the value belongs to. */
  variant_id: number;
  image: string | null;
  value: string;
  color: { code: string | null };
}

export interface VariantGroupView {
  id: number;
  title: string;
  /** A colour group: its values carry colour codes and have their own galleries. */
  is_color: boolean;
  values: VariantValueView[];
}

export interface VariantPriceView {
  id: number;
  /** The ids of the combination's values joined by '-' in group order. */
  variant: string;
  variantPrice: number;
  quantity: number;
  v_unlimited_quantity: number;
  variantResselerMaxPrice: number;
  variantResselerMinPrice: number;
  status: number;
  sellPrice: number;
  oldPrice: number;
  discount: number;
  discountPercent: number;
  resellerEarning: number;
  cashback: number;
}

export interface ProductDetail {
  id: number;
  name: string;
  slug: string;
  /** The canonical path, /products/{slug}-{id}. */
  url: string;
  shortDescription: string | null;
  description: string | null;
  /** The stored thumbnail file (spec §9 builds its URLs: uploads/thumnail/{small,thumnail_original}/{file}). */
  thumnailImage: string | null;
  /** The thumbnail's URLs in the two spec sizes. */
  image: { small: string | null; grid: string | null };
  gallery_image: GalleryImage[];
  hasVariant: number;
  product_variant: VariantGroupView[];
  product_variantprice: VariantPriceView[];
  unitprice: number;
  resellerMaxPrice: number;
  resellerMinPrice: number;
  quantity: number;
  variantQuantity: number;
  unlimited_quantity: number;
  max_item_in_order: number;
  productType: string | null;
  owner: string | null;
  product_discount: { discountType: string | null; discount: number } | null;
  a_discount: number | null;
  a_discountType: string | null;
  cashback_offer: { cash_type: string | null; cash: number } | null;
  order_attachment: number;
  attachment_field_title: string | null;
  minVariantPrice: number;
  maxVariantPrice: number;
  rate_type: string | null;
  enable_review: number;
  avg_rating: number;
  review_total: number;
  brand: { name: string; slug: string } | null;
  updated_at: string;
  pricing: PricingPayload;
}

export interface ProductCardData {
  id: number;
  name: string;
  slug: string;
  /** The product page, /products/{slug}-{id}. */
  url: string;
  thumnailImage: string | null;
  image: { small: string | null; grid: string | null; width: number; height: number };
  hasVariant: boolean;
  /** The product's own unit price (the add-to-cart call sends it; the server recomputes every figure). */
  unitprice: number;
  quantity: number;
  unlimited_quantity: number;
  max_item_in_order: number;
  pricing: PricingPayload;
}

export interface ProductListingPage {
  products: ProductCardData[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
  pagerText: string;
  params: ListingParams;
}

export interface BrandOption {
  slug: string;
  name: string;
}

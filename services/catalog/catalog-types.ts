// The shapes the catalog's pages are shown, in the app's own names: a product's detail with
// its gallery and variants, a product card, a listing page and its brand filter. The API
// answers them under the spec's names (§2 "Product card", §3 "Product", typos included):
// server/api/catalog/product-wire.ts is the one place that maps them.
import type { ListingParams } from '../../core/listing-query';
import type { PricingPayload } from '../../core/pricing';

export interface GalleryImage {
  id: number;
  type: 'image' | 'video';
  /** ≤ 600 px rendition (the poster for a video). */
  normalImage: string | null;
  /** ≤ 1200 px rendition for zoom and the lightbox. */
  zoomImage: string | null;
  /** 150 px thumbnail for the gallery strip. */
  smallImage: string | null;
  /** The embed URL of a video; null for an image. */
  videoUrl: string | null;
  width: number | null;
  height: number | null;
  /** The colour value the image belongs to; null for the product's own gallery. */
  variantValueId: number | null;
}

export interface VariantValueView {
  id: number;
  label: string;
  /** The id of the variant group the value belongs to. */
  groupId: number;
  image: string | null;
  value: string;
  colorCode: string | null;
}

export interface VariantGroupView {
  id: number;
  title: string;
  /** A colour group: its values carry colour codes and have their own galleries. */
  isColor: boolean;
  values: VariantValueView[];
}

export interface VariantPriceView {
  id: number;
  /** The ids of the combination's values joined by '-' in group order. */
  variant: string;
  variantPrice: number;
  quantity: number;
  unlimitedQuantity: boolean;
  resellerMaxPrice: number;
  resellerMinPrice: number;
  /** Shown to shoppers (1) or hidden by the shop (0). */
  status: number;
  sellPrice: number;
  oldPrice: number;
  discount: number;
  discountPercent: number;
  resellerEarning: number;
  cashback: number;
}

/**
 * A product as the pages show it, in the app's own names. The spec's wire names (§3
 * "Product": `thumnailImage`, `product_variantprice`, `variantResselerMaxPrice`…) are given
 * only by the API (server/api/catalog/product-wire.ts).
 */
/** A step of the way to a product: its category, then its sub-category (issue 28 item 2). */
export interface BreadcrumbStep {
  name: string;
  url: string;
}

export interface ProductDetail {
  id: number;
  name: string;
  slug: string;
  /** Where the product is filed, from the top: its category, then its sub-category (either may be missing). */
  breadcrumbs: BreadcrumbStep[];
  /** The canonical path, /products/{slug}-{id}. */
  url: string;
  shortDescription: string | null;
  description: string | null;
  /** The stored thumbnail file (spec §9 builds its URLs: uploads/thumnail/{small,thumnail_original}/{file}). */
  thumbnailImage: string | null;
  /** The thumbnail's URLs in the two spec sizes. */
  image: { small: string | null; grid: string | null };
  gallery: GalleryImage[];
  hasVariant: boolean;
  variantGroups: VariantGroupView[];
  variantPrices: VariantPriceView[];
  unitPrice: number;
  resellerMaxPrice: number;
  resellerMinPrice: number;
  quantity: number;
  /** The stock of the visible combinations, summed. */
  variantQuantity: number;
  unlimitedQuantity: boolean;
  maxPerOrder: number;
  productType: string | null;
  owner: string | null;
  discount: { type: string | null; amount: number } | null;
  cashbackOffer: { type: string | null; amount: number } | null;
  /** Each line of the product takes the shopper's design (an order attachment). */
  takesAttachment: boolean;
  attachmentFieldTitle: string | null;
  minVariantPrice: number;
  maxVariantPrice: number;
  rateType: string | null;
  reviewsEnabled: boolean;
  averageRating: number;
  reviewCount: number;
  brand: { name: string; slug: string } | null;
  updatedAt: string;
  pricing: PricingPayload;
}

/** A product card as the pages show it (the API's card, spec §2, adds the spec's names). */
export interface ProductCardData {
  id: number;
  name: string;
  slug: string;
  /** The product page, /products/{slug}-{id}. */
  url: string;
  thumbnailImage: string | null;
  image: { small: string | null; grid: string | null; width: number; height: number };
  hasVariant: boolean;
  /** The product's own unit price (the add-to-cart call sends it; the server recomputes every figure). */
  unitPrice: number;
  quantity: number;
  unlimitedQuantity: boolean;
  maxPerOrder: number;
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

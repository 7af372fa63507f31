// The product detail (in the app's names; the API gives it the spec's, server/api/catalog/
// product-wire.ts) for the product page, Quick View and the product APIs: the product, its own gallery, its
// variant groups and combinations with every combination priced by core, and the product's
// `pricing`. Five queries whatever the product's size: product+brand, gallery, variant
// groups, values and combinations. Another shop's product, or an unpublished one, is not found.
import { productRating } from '../../../core/reviews';
import { localName } from '../../../core/i18n/local-name';
import type { Lang } from '../../../core/i18n/lang';
import { messages } from '../../../core/messages';
import { productPath } from '../../../core/product-link';
import { noteStockShown } from './stock-shown';
import { findPublishedProductWithBrand, type ProductWithBrand } from '../../../db/product-detail.repository';
import { listProductImages, listProductVariants } from '../../../db/product.repository';
import type { ProductImage, ProductVariantGroup, ProductVariantPrice, ProductVariantValue, Shop } from '../../../db/schema';
import { catalogImageUrl } from './catalog-image-urls';
import { DomainError } from '../../domain-error';
import { productPricing, variantPricing } from './product-pricing';
import { langOf, type Ctx } from '../../context';
import type { BreadcrumbStep, GalleryImage, ProductDetail, VariantGroupView, VariantPriceView } from '../catalog-types';

type PricingShop = Pick<Shop, 's_rate_type' | 's_increase' | 's_discount'>;

export function toGalleryImage(row: ProductImage): GalleryImage {
  return {
    id: row.id,
    type: row.type === 'video' ? 'video' : 'image',
    normalImage: catalogImageUrl(row.normal_image, 'original'),
    zoomImage: catalogImageUrl(row.zoom_image ?? row.normal_image, 'zoom'),
    smallImage: catalogImageUrl(row.normal_image, 'small'),
    videoUrl: row.type === 'video' ? row.video_url : null,
    width: row.width,
    height: row.height,
    variantValueId: row.variant_value_id,
  };
}

function toVariantGroups(groups: ProductVariantGroup[], values: ProductVariantValue[]): VariantGroupView[] {
  return groups.map((g) => {
    const own = values.filter((v) => v.group_id === g.id);
    return {
      id: g.id,
      title: g.title,
      isColor: own.some((v) => !!v.color_code),
      values: own.map((v) => ({
        id: v.id,
        label: v.label,
        groupId: g.id,
        image: catalogImageUrl(v.image, 'small'),
        value: v.value,
        colorCode: v.color_code,
      })),
    };
  });
}

function toVariantPrices(product: ProductWithBrand, prices: ProductVariantPrice[], shop: PricingShop): VariantPriceView[] {
  return prices.map((p) => {
    const priced = variantPricing(product, p, shop);
    return {
      id: p.id,
      variant: p.variant,
      variantPrice: p.variant_price,
      quantity: p.quantity,
      unlimitedQuantity: p.v_unlimited_quantity === 1,
      resellerMaxPrice: p.variant_reseller_max_price,
      resellerMinPrice: p.variant_reseller_min_price,
      status: p.status,
      sellPrice: priced.sellPrice,
      oldPrice: priced.oldPrice,
      discount: priced.discount,
      discountPercent: priced.discountPercent,
      resellerEarning: priced.resellerEarning,
      cashback: priced.cashback,
    };
  });
}

/** Reads the shop's published product, or throws not_found. */
/** The product's category and sub-category pages, in the page's language. */
function breadcrumbsOf(product: ProductWithBrand, lang: Lang): BreadcrumbStep[] {
  const steps: BreadcrumbStep[] = [];
  if (product.category_name && product.category_slug) steps.push({ name: localName(lang, product.category_name, product.category_name_bn), url: `/products/category/${product.category_slug}` });
  if (product.item_name && product.item_slug) steps.push({ name: localName(lang, product.item_name, product.item_name_bn), url: `/products/sub-category/${product.item_slug}` });
  return steps;
}

export async function getProductDetail(ctx: Ctx, productId: number): Promise<ProductDetail> {
  const { db, shop } = ctx;
  const product = Number.isSafeInteger(productId) && productId > 0 ? await findPublishedProductWithBrand(db, shop.id, productId) : undefined;
  if (!product) throw new DomainError('not_found', messages.pageNotFound);
  // Its stock (and its combinations', read after this row) is shown: decision 038.
  noteStockShown(product.id, product.stock_version);
  const [images, variants] = await Promise.all([
    listProductImages(db, shop.id, product.id, null),
    product.has_variant === 1 ? listProductVariants(db, shop.id, product.id) : Promise.resolve({ groups: [], values: [], prices: [] }),
  ]);
  const combinations = toVariantPrices(product, variants.prices, shop);
  const hasDiscount = product.discount_type !== null || !!product.discount;
  const hasCashback = product.cash_type !== null || !!product.cash;
  // The imported figures joined with the shown buyer reviews (decision 065).
  const rating = productRating(product);
  return {
    id: product.id,
    // Bangla name and texts on a Bangla page when the product has them (docs/decisions/047).
    name: localName(langOf(ctx), product.name, product.name_bn),
    slug: product.slug,
    breadcrumbs: breadcrumbsOf(product, langOf(ctx)),
    url: productPath(product),
    shortDescription: langOf(ctx) === 'bn' && product.short_description_bn ? product.short_description_bn : product.short_description,
    description: langOf(ctx) === 'bn' && product.description_bn ? product.description_bn : product.description,
    thumbnailImage: product.thumbnail_image,
    image: { small: catalogImageUrl(product.thumbnail_image, 'small'), grid: catalogImageUrl(product.thumbnail_image, 'original') },
    gallery: images.map(toGalleryImage),
    hasVariant: product.has_variant === 1,
    variantGroups: toVariantGroups(variants.groups, variants.values),
    variantPrices: combinations,
    unitPrice: product.unitprice,
    resellerMaxPrice: product.reseller_max_price,
    resellerMinPrice: product.reseller_min_price,
    quantity: product.quantity,
    variantQuantity: variants.prices.filter((p) => p.status !== 0).reduce((sum, p) => sum + p.quantity, 0),
    unlimitedQuantity: product.unlimited_quantity === 1,
    maxPerOrder: product.max_item_in_order,
    productType: product.product_type,
    owner: product.owner,
    discount: hasDiscount ? { type: product.discount_type, amount: product.discount } : null,
    cashbackOffer: hasCashback ? { type: product.cash_type, amount: product.cash } : null,
    takesAttachment: product.order_attachment === 1,
    attachmentFieldTitle: product.attachment_field_title,
    minVariantPrice: product.min_variant_price,
    maxVariantPrice: product.max_variant_price,
    rateType: product.rate_type,
    reviewsEnabled: product.enable_review === 1,
    averageRating: rating.average,
    reviewCount: rating.count,
    brand: product.brand_name && product.brand_slug ? { name: localName(langOf(ctx), product.brand_name, product.brand_name_bn), slug: product.brand_slug } : null,
    updatedAt: product.updated_at,
    pricing: productPricing(product, shop),
  };
}

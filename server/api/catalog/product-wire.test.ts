// The spec's names of the catalog's answers (spec §2 "Product card", §3 "Product", "Quick view
// response"), from the app's views: every field named and valued as the spec has it, the
// flags as 0/1, the discount given twice (`product_discount` and `a_discount`) as the spec does.
import { describe, expect, it } from 'vitest';
import type { ProductCardData, ProductDetail } from '../../../services/catalog/catalog-types';
import { galleryImageWire, productCardWire, productWire, quickViewWire } from './product-wire';

const pricing = { sellPrice: 950, oldPrice: 1100, discount: 150, discountPercent: 14, resellerEarning: 50, cashback: 20 };
const picture = { id: 7, type: 'image' as const, normalImage: '/n.webp', zoomImage: '/z.webp', smallImage: '/s.webp', videoUrl: null, width: 600, height: 600, variantValueId: 3 };

const detail: ProductDetail = {
  id: 1,
  name: 'Tee',
  slug: 'tee',
  breadcrumbs: [{ name: 'Men', url: '/products/category/men' }],
  url: '/products/tee-1',
  shortDescription: 'Soft',
  description: null,
  thumbnailImage: 'front.webp',
  image: { small: '/small.webp', grid: '/grid.webp' },
  gallery: [picture],
  hasVariant: true,
  variantGroups: [{ id: 2, title: 'Color', isColor: true, values: [{ id: 3, label: 'Red', groupId: 2, image: null, value: 'red', colorCode: '#d32f2f' }] }],
  variantPrices: [
    { id: 9, variant: '3', variantPrice: 1000, quantity: 2, unlimitedQuantity: true, resellerMaxPrice: 1200, resellerMinPrice: 900, status: 1, ...pricing },
  ],
  unitPrice: 1000,
  resellerMaxPrice: 1300,
  resellerMinPrice: 800,
  quantity: 2,
  variantQuantity: 2,
  unlimitedQuantity: false,
  maxPerOrder: 3,
  productType: 'physical',
  owner: 'admin',
  discount: { type: '%', amount: 10 },
  cashbackOffer: { type: 'flat', amount: 20 },
  takesAttachment: true,
  attachmentFieldTitle: 'Your design',
  minVariantPrice: 1000,
  maxVariantPrice: 1100,
  rateType: 'percentage',
  reviewsEnabled: true,
  averageRating: 4.5,
  reviewCount: 2,
  brand: { name: 'Acme', slug: 'acme' },
  updatedAt: '2026-12-01 10:00:00',
  pricing,
};

const wirePicture = { id: 7, type: 'image', normal_image: '/n.webp', zoom_image: '/z.webp', small_image: '/s.webp', video_url: null, width: 600, height: 600, variant_value_id: 3 };

describe('product answers under the spec names', () => {
  it('names every field of a product as spec §3 does', () => {
    expect(productWire(detail)).toEqual({
      id: 1,
      name: 'Tee',
      slug: 'tee',
      url: '/products/tee-1',
      shortDescription: 'Soft',
      description: null,
      thumnailImage: 'front.webp',
      image: { small: '/small.webp', grid: '/grid.webp' },
      gallery_image: [wirePicture],
      hasVariant: 1,
      product_variant: [{ id: 2, title: 'Color', is_color: true, values: [{ id: 3, label: 'Red', variant_id: 2, image: null, value: 'red', color: { code: '#d32f2f' } }] }],
      product_variantprice: [
        { id: 9, variant: '3', variantPrice: 1000, quantity: 2, v_unlimited_quantity: 1, variantResselerMaxPrice: 1200, variantResselerMinPrice: 900, status: 1, ...pricing },
      ],
      unitprice: 1000,
      resellerMaxPrice: 1300,
      resellerMinPrice: 800,
      quantity: 2,
      variantQuantity: 2,
      unlimited_quantity: 0,
      max_item_in_order: 3,
      productType: 'physical',
      owner: 'admin',
      product_discount: { discountType: '%', discount: 10 },
      a_discount: 10,
      a_discountType: '%',
      cashback_offer: { cash_type: 'flat', cash: 20 },
      order_attachment: 1,
      attachment_field_title: 'Your design',
      minVariantPrice: 1000,
      maxVariantPrice: 1100,
      rate_type: 'percentage',
      enable_review: 1,
      avg_rating: 4.5,
      review_total: 2,
      brand: { name: 'Acme', slug: 'acme' },
      updated_at: '2026-12-01 10:00:00',
      pricing,
    });
  });

  it('gives no discount, cashback or brand as null, and the flags off as 0', () => {
    const plain = productWire({ ...detail, discount: null, cashbackOffer: null, brand: null, hasVariant: false, takesAttachment: false, reviewsEnabled: false, unlimitedQuantity: true });
    expect(plain).toMatchObject({ product_discount: null, a_discount: null, a_discountType: null, cashback_offer: null, brand: null, hasVariant: 0, order_attachment: 0, enable_review: 0, unlimited_quantity: 1 });
  });

  it('answers Quick View with the gallery again and the review settings (spec §3 "Quick view response")', () => {
    const q = quickViewWire(detail);
    expect(Object.keys(q).sort()).toEqual(['avg_rating', 'gallery_image', 'product', 'reviewSettings', 'reviewtotalItems', 'success']);
    expect(q).toMatchObject({ success: true, reviewSettings: { enable_review: 1 }, avg_rating: 4.5, reviewtotalItems: 2, gallery_image: [wirePicture] });
    expect(q.product).toEqual(productWire(detail));
  });

  it('names a gallery picture and a card as the spec does', () => {
    expect(galleryImageWire(picture)).toEqual(wirePicture);
    const card: ProductCardData = {
      id: 1,
      name: 'Tee',
      slug: 'tee',
      url: '/products/tee-1',
      thumbnailImage: null,
      image: { small: null, grid: null, width: 600, height: 600 },
      hasVariant: false,
      unitPrice: 1000,
      quantity: 0,
      unlimitedQuantity: true,
      maxPerOrder: 5,
      pricing,
    };
    expect(productCardWire(card)).toEqual({
      id: 1,
      name: 'Tee',
      slug: 'tee',
      url: '/products/tee-1',
      thumnailImage: null,
      image: { small: null, grid: null, width: 600, height: 600 },
      hasVariant: false,
      unitprice: 1000,
      quantity: 0,
      unlimited_quantity: 1,
      max_item_in_order: 5,
      pricing,
    });
  });
});

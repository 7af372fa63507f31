// Test helper: a small catalog for one shop written with plain inserts (no import service),
// with the same child slugs in every shop so tests can prove shop A never sees shop B's rows.
// Its stock reconciles (npm run money:check): every row's `stock_received` is its starting
// stock, and the variant product's figure is the sum of its on-sale combinations (2 + 2).
import type { Db } from './client';
import type { Insertable } from 'kysely';
import type { Flag, NewProduct, ProductImageTable } from './schema';
import { insertTestShop } from './test-shop';

export interface TestCatalog {
  shopId: number;
  categoryId: number;
  secondCategoryId: number;
  groupId: number;
  itemId: number;
  brandId: number;
  productId: number;
  plainProductId: number;
  dealId: number;
  valueIds: { m: number; l: number; red: number };
  priceIds: number[];
}

const NOW = '2025-01-01T00:00:00.000Z';

export async function insertTestCatalog(db: Db, slug: string, options: { domain?: string } = {}): Promise<TestCatalog> {
  const id = async (q: { executeTakeFirstOrThrow(): Promise<{ id: number }> }) => (await q.executeTakeFirstOrThrow()).id;
  const shopId = await insertTestShop(db, slug, { contact_number: '+8801700000000', s_increase: 10, s_discount: 5 });
  if (options.domain) await db.insertInto('shop_domains').values({ shop_id: shopId, domain: options.domain }).execute();
  await db
    .insertInto('shop_social_links')
    .values([
      { shop_id: shopId, name: 'youtube', url: `https://youtube.com/${slug}`, bg_color: '#ff0000', position: 1 },
      { shop_id: shopId, name: 'facebook', url: `https://facebook.com/${slug}`, bg_color: '#1877f2', position: 0 },
    ])
    .execute();
  await db.insertInto('nav_menu_items').values({ shop_id: shopId, parent_id: null, name: 'Home', url: '/', href: null, icon: null, position: 0 }).execute();
  const shopMenu = await id(db.insertInto('nav_menu_items').values({ shop_id: shopId, parent_id: null, name: 'Shop', url: null, href: null, icon: null, position: 1 }).returning('id'));
  await db
    .insertInto('nav_menu_items')
    .values([
      { shop_id: shopId, parent_id: shopMenu, name: 'Deals', url: '/deals/eid', href: null, icon: null, position: 1 },
      { shop_id: shopId, parent_id: shopMenu, name: 'All products', url: '/all-products', href: null, icon: null, position: 0 },
    ])
    .execute();

  const secondCategoryId = await id(db.insertInto('categories').values({ shop_id: shopId, name: 'Women', slug: 'women', image: null, offer_url: null, offer_img: null, offer_name: null, position: 1 }).returning('id'));
  const categoryId = await id(db.insertInto('categories').values({ shop_id: shopId, name: 'Men', slug: 'men', image: null, offer_url: '/deals/eid', offer_img: null, offer_name: 'Eid offer', position: 0 }).returning('id'));
  const groupId = await id(db.insertInto('category_groups').values({ shop_id: shopId, category_id: categoryId, name: 'Clothing', slug: 'clothing', position: 0 }).returning('id'));
  await db.insertInto('category_groups').values({ shop_id: shopId, category_id: categoryId, name: 'Footwear', slug: 'footwear', position: 1 }).execute();
  const itemId = await id(db.insertInto('category_items').values({ shop_id: shopId, category_id: categoryId, group_id: groupId, name: 'T-Shirts', slug: 't-shirts', position: 1 }).returning('id'));
  await db.insertInto('category_items').values({ shop_id: shopId, category_id: categoryId, group_id: groupId, name: 'Panjabi', slug: 'panjabi', position: 0 }).execute();
  const brandId = await id(db.insertInto('brands').values({ shop_id: shopId, name: 'Acme', slug: 'acme', logo: null, position: 1 }).returning('id'));
  await db.insertInto('brands').values({ shop_id: shopId, name: 'Aarong', slug: 'aarong', logo: null, position: 0 }).execute();

  const product = (productSlug: string, hasVariant: Flag): NewProduct => ({
    shop_id: shopId, slug: productSlug, name: `Tee ${slug}`, short_description: null, description: null, thumbnail_image: null,
    category_id: categoryId, category_item_id: itemId, brand_id: brandId, product_type: null, owner: null, unitprice: 1000,
    reseller_min_price: 0, reseller_max_price: 0, quantity: hasVariant ? 4 : 5, stock_received: hasVariant ? 4 : 5, unlimited_quantity: 0, max_item_in_order: 3, has_variant: hasVariant,
    discount_type: '%', discount: 10, cash_type: 'flat', cash: 20, order_attachment: 0, attachment_field_title: null,
    rate_type: 'shop_rate', p_rate_type: null, p_amount_type: null, p_increase_amount: 0, p_discount_amount: 0,
    min_variant_price: 0, max_variant_price: 0, min_limit_of_min_variant_resell_price: 0, max_limit_of_min_variant_resell_price: 0,
    min_limit_of_max_variant_resell_price: 0, max_limit_of_max_variant_resell_price: 0, enable_review: 1, avg_rating: 4.5,
    review_total: 2, status: 1, created_at: NOW, updated_at: NOW,
  });
  const productId = await id(db.insertInto('products').values(product('tee', 1)).returning('id'));
  const plainProductId = await id(db.insertInto('products').values(product('mug', 0)).returning('id'));

  const sizeId = await id(db.insertInto('product_variant_groups').values({ shop_id: shopId, product_id: productId, title: 'Size', position: 0 }).returning('id'));
  const colorId = await id(db.insertInto('product_variant_groups').values({ shop_id: shopId, product_id: productId, title: 'Color', position: 1 }).returning('id'));
  const value = (group_id: number, key: string, label: string, position: number, color_code: string | null = null) =>
    id(db.insertInto('product_variant_values').values({ shop_id: shopId, product_id: productId, group_id, key, label, value: label, color_code, image: null, position }).returning('id'));
  const red = await value(colorId, 'red', 'Red', 0, '#d32f2f');
  const l = await value(sizeId, 'l', 'L', 1);
  const m = await value(sizeId, 'm', 'M', 0);
  const priceIds: number[] = [];
  for (const [variant, price] of [[`${m}-${red}`, 1000], [`${l}-${red}`, 1100]] as const) {
    priceIds.push(
      await id(
        db
          .insertInto('product_variant_prices')
          .values({ shop_id: shopId, product_id: productId, variant, variant_price: price, quantity: 2, stock_received: 2, v_unlimited_quantity: 0, variant_reseller_min_price: 0, variant_reseller_max_price: 0, status: 1 })
          .returning('id'),
      ),
    );
  }
  const image = (variant_value_id: number | null, name: string, position: number): Insertable<ProductImageTable> => ({
    shop_id: shopId, product_id: productId, variant_value_id, type: 'image', normal_image: name, zoom_image: name, video_url: null, width: 600, height: 600, position,
  });
  await db.insertInto('product_images').values([image(red, 'red-1.webp', 0), image(null, 'front-2.webp', 1), image(null, 'front-1.webp', 0)]).execute();

  const dealId = await id(db.insertInto('deals').values({ shop_id: shopId, slug: 'eid', title: 'Eid sale', description: null, image: null, starts_at: null, ends_at: null, position: 0 }).returning('id'));
  await db.insertInto('deals').values({ shop_id: shopId, slug: 'winter', title: 'Winter', description: null, image: null, starts_at: null, ends_at: null, position: 1 }).execute();
  await db
    .insertInto('deal_products')
    .values([
      { shop_id: shopId, deal_id: dealId, product_id: plainProductId, position: 0 },
      { shop_id: shopId, deal_id: dealId, product_id: productId, position: 1 },
    ])
    .execute();

  return { shopId, categoryId, secondCategoryId, groupId, itemId, brandId, productId, plainProductId, dealId, valueIds: { m, l, red }, priceIds };
}

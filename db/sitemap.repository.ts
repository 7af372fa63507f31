// What a shop's sitemap lists: its published products' canonical URL parts with their last
// change, page by page in the order of the (shop_id, status, created_at, id) index, and the
// slugs of its categories, sub-categories, brands and deals.
import type { Db } from './client';

interface SitemapProductRow {
  id: number;
  slug: string;
  updated_at: string;
}

export async function countPublishedProducts(db: Db, shopId: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shopId)
    .where('status', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listPublishedProductsPage(db: Db, shopId: number, offset: number, limit: number): Promise<SitemapProductRow[]> {
  return db
    .selectFrom('products')
    .select(['id', 'slug', 'updated_at'])
    .where('shop_id', '=', shopId)
    .where('status', '=', 1)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

interface SitemapListings {
  categories: string[];
  subCategories: string[];
  brands: string[];
  deals: string[];
}

export async function listSitemapListings(db: Db, shopId: number): Promise<SitemapListings> {
  const slugs = (rows: Array<{ slug: string }>) => rows.map((r) => r.slug);
  const [categories, items, brands, deals] = await Promise.all([
    db.selectFrom('categories').select('slug').where('shop_id', '=', shopId).orderBy('position').orderBy('id').execute(),
    db.selectFrom('category_items').select('slug').where('shop_id', '=', shopId).orderBy('position').orderBy('id').execute(),
    db.selectFrom('brands').select('slug').where('shop_id', '=', shopId).orderBy('position').orderBy('id').execute(),
    db.selectFrom('deals').select('slug').where('shop_id', '=', shopId).orderBy('position').orderBy('id').execute(),
  ]);
  return { categories: slugs(categories), subCategories: [...new Set(slugs(items))], brands: slugs(brands), deals: slugs(deals) };
}

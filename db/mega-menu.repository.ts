// The brands that have published products in each top category, for the mega menu.
import type { Db } from './client';
import type { Brand } from './schema';

export async function listBrandsPerCategory(db: Db, shopId: number): Promise<Array<Brand & { category_id: number }>> {
  const rows = await db
    .selectFrom('products')
    .innerJoin('brands', 'brands.id', 'products.brand_id')
    .select(['products.category_id', 'brands.id', 'brands.shop_id', 'brands.name', 'brands.name_bn', 'brands.slug', 'brands.logo', 'brands.position'])
    .where('products.shop_id', '=', shopId)
    .where('brands.shop_id', '=', shopId)
    .where('products.status', '=', 1)
    .where('products.category_id', 'is not', null)
    .groupBy(['products.category_id', 'brands.id', 'brands.shop_id', 'brands.name', 'brands.name_bn', 'brands.slug', 'brands.logo', 'brands.position'])
    .orderBy('brands.position')
    .orderBy('brands.name')
    .execute();
  return rows.map((r) => ({ ...r, category_id: r.category_id as number }));
}

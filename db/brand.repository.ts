// A shop's brands.
import type { Db } from './client';
import type { Trx } from './run-write';
import { findByIdOrSlug } from './id-or-slug';
import type { Brand } from './schema';

export async function listBrands(db: Db, shopId: number): Promise<Brand[]> {
  return db.selectFrom('brands').selectAll().where('shop_id', '=', shopId).orderBy('position').orderBy('id').execute();
}

export async function findBrandByIdOrSlug(db: Db, shopId: number, idOrSlug: string | number): Promise<Brand | undefined> {
  const q = db.selectFrom('brands').selectAll().where('shop_id', '=', shopId);
  return findByIdOrSlug(
    idOrSlug,
    (id) => q.where('id', '=', id).executeTakeFirst(),
    (slug) => q.where('slug', '=', slug).executeTakeFirst(),
  );
}

/** The shop's brands with the given slugs, by slug. */
export async function findBrandsBySlugs(db: Db, shopId: number, slugs: string[]): Promise<Map<string, Brand>> {
  if (slugs.length === 0) return new Map();
  const rows = await db.selectFrom('brands').selectAll().where('shop_id', '=', shopId).where('slug', 'in', [...new Set(slugs)]).execute();
  return new Map(rows.map((r) => [r.slug, r]));
}

interface BrandInput {
  name: string;
  /** Bangla (migration 023): null shows the English one. */
  name_bn?: string | null;
  slug: string;
  logo: string | null;
  position: number;
}

/** Upserts a brand by (shop, slug) and returns its id. */
export async function upsertBrand(trx: Trx, shopId: number, brand: BrandInput): Promise<number> {
  const row = await trx
    .insertInto('brands')
    .values({ ...brand, shop_id: shopId })
    .onConflict((oc) => oc.columns(['shop_id', 'slug']).doUpdateSet(brand))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

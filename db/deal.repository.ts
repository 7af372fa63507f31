// A shop's deals (`/deals/{id}`) and the products each one features.
import type { Db } from './client';
import type { Trx } from './run-write';
import { findByIdOrSlug } from './id-or-slug';
import type { Deal } from './schema';

export async function listDeals(db: Db, shopId: number): Promise<Deal[]> {
  return db.selectFrom('deals').selectAll().where('shop_id', '=', shopId).orderBy('position').orderBy('id').execute();
}

export async function findDealByIdOrSlug(db: Db, shopId: number, idOrSlug: string | number): Promise<Deal | undefined> {
  const q = db.selectFrom('deals').selectAll().where('shop_id', '=', shopId);
  return findByIdOrSlug(
    idOrSlug,
    (id) => q.where('id', '=', id).executeTakeFirst(),
    (slug) => q.where('slug', '=', slug).executeTakeFirst(),
  );
}

/** The ids of a deal's products in the deal's order. */
export async function listDealProductIds(db: Db, shopId: number, dealId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('deal_products')
    .select('product_id')
    .where('shop_id', '=', shopId)
    .where('deal_id', '=', dealId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.product_id);
}

interface DealInput {
  slug: string;
  title: string;
  description: string | null;
  /** Bangla (migration 023): null shows the English one. */
  title_bn?: string | null;
  description_bn?: string | null;
  image: string | null;
  starts_at: string | null;
  ends_at: string | null;
  position: number;
}

/** Upserts a deal by (shop, slug) and returns its id. */
export async function upsertDeal(trx: Trx, shopId: number, deal: DealInput): Promise<number> {
  const row = await trx
    .insertInto('deals')
    .values({ ...deal, shop_id: shopId })
    .onConflict((oc) => oc.columns(['shop_id', 'slug']).doUpdateSet(deal))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces the deal's products with `productIds`, in that order. */
export async function replaceDealProducts(trx: Trx, shopId: number, dealId: number, productIds: number[]): Promise<void> {
  await trx.deleteFrom('deal_products').where('shop_id', '=', shopId).where('deal_id', '=', dealId).execute();
  if (productIds.length === 0) return;
  await trx
    .insertInto('deal_products')
    .values(productIds.map((product_id, position) => ({ shop_id: shopId, deal_id: dealId, product_id, position })))
    .execute();
}

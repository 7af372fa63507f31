// The three-level category tree of a shop: category → group (sub-category) → item (the
// spec's sub-sub-category, the leaf a product belongs to).
import type { Db } from './client';
import type { Trx } from './run-write';
import { findByIdOrSlug } from './id-or-slug';
import type { Category, CategoryGroup, CategoryItem } from './schema';

type CategoryTree = Array<Category & { groups: Array<CategoryGroup & { items: CategoryItem[] }> }>;

/** The whole tree in three queries (one per level), each level ordered by position. */
export async function listCategoryTree(db: Db, shopId: number): Promise<CategoryTree> {
  const [categories, groups, items] = await Promise.all([
    db.selectFrom('categories').selectAll().where('shop_id', '=', shopId).orderBy('position').orderBy('id').execute(),
    db.selectFrom('category_groups').selectAll().where('shop_id', '=', shopId).orderBy('position').orderBy('id').execute(),
    db.selectFrom('category_items').selectAll().where('shop_id', '=', shopId).orderBy('position').orderBy('id').execute(),
  ]);
  const itemsByGroup = new Map<number, CategoryItem[]>();
  for (const item of items) {
    const list = itemsByGroup.get(item.group_id) ?? [];
    list.push(item);
    itemsByGroup.set(item.group_id, list);
  }
  const groupsByCategory = new Map<number, Array<CategoryGroup & { items: CategoryItem[] }>>();
  for (const group of groups) {
    const list = groupsByCategory.get(group.category_id) ?? [];
    list.push({ ...group, items: itemsByGroup.get(group.id) ?? [] });
    groupsByCategory.set(group.category_id, list);
  }
  return categories.map((c) => ({ ...c, groups: groupsByCategory.get(c.id) ?? [] }));
}

export async function listCategories(db: Db, shopId: number): Promise<Category[]> {
  return db.selectFrom('categories').selectAll().where('shop_id', '=', shopId).orderBy('position').orderBy('id').execute();
}

export async function findCategoryByIdOrSlug(db: Db, shopId: number, idOrSlug: string | number): Promise<Category | undefined> {
  const q = db.selectFrom('categories').selectAll().where('shop_id', '=', shopId);
  return findByIdOrSlug(
    idOrSlug,
    (id) => q.where('id', '=', id).executeTakeFirst(),
    (slug) => q.where('slug', '=', slug).executeTakeFirst(),
  );
}

export async function findCategoryItemByIdOrSlug(db: Db, shopId: number, idOrSlug: string | number): Promise<CategoryItem | undefined> {
  const q = db.selectFrom('category_items').selectAll().where('shop_id', '=', shopId);
  return findByIdOrSlug(
    idOrSlug,
    (id) => q.where('id', '=', id).executeTakeFirst(),
    (slug) => q.where('slug', '=', slug).executeTakeFirst(),
  );
}

/** The shop's items with the given slugs, by slug. */
export async function findCategoryItemsBySlugs(db: Db, shopId: number, slugs: string[]): Promise<Map<string, CategoryItem>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .selectFrom('category_items')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('slug', 'in', [...new Set(slugs)])
    .execute();
  return new Map(rows.map((r) => [r.slug, r]));
}

interface CategoryInput {
  name: string;
  /** Bangla (migration 023): null shows the English one. */
  name_bn?: string | null;
  slug: string;
  image: string | null;
  offer_url: string | null;
  offer_img: string | null;
  offer_name: string | null;
  /** The category's size guide, JSON (core/product-facts.ts; migration 030); left out: kept. */
  size_guide?: string | null;
  position: number;
}

/** Upserts a category by (shop, slug) and returns its id. */
export async function upsertCategory(trx: Trx, shopId: number, category: CategoryInput): Promise<number> {
  const row = await trx
    .insertInto('categories')
    .values({ ...category, shop_id: shopId })
    .onConflict((oc) => oc.columns(['shop_id', 'slug']).doUpdateSet(category))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface CategoryGroupInput {
  category_id: number;
  name: string;
  name_bn?: string | null;
  slug: string;
  position: number;
}

/** Upserts a group by (shop, slug) — moving it under `category_id` if needed — and returns its id. */
export async function upsertCategoryGroup(trx: Trx, shopId: number, group: CategoryGroupInput): Promise<number> {
  const row = await trx
    .insertInto('category_groups')
    .values({ ...group, shop_id: shopId })
    .onConflict((oc) => oc.columns(['shop_id', 'slug']).doUpdateSet(group))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface CategoryItemInput {
  category_id: number;
  group_id: number;
  name: string;
  name_bn?: string | null;
  slug: string;
  position: number;
}

/** Upserts an item by (shop, slug) — moving it under its group if needed — and returns its id. */
export async function upsertCategoryItem(trx: Trx, shopId: number, item: CategoryItemInput): Promise<number> {
  const row = await trx
    .insertInto('category_items')
    .values({ ...item, shop_id: shopId })
    .onConflict((oc) => oc.columns(['shop_id', 'slug']).doUpdateSet(item))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes the groups and items of the given categories whose ids are not kept. */
export async function deleteCategoryChildrenExcept(
  trx: Trx,
  shopId: number,
  categoryIds: number[],
  keep: { groupIds: number[]; itemIds: number[] },
): Promise<void> {
  if (categoryIds.length === 0) return;
  let items = trx.deleteFrom('category_items').where('shop_id', '=', shopId).where('category_id', 'in', categoryIds);
  if (keep.itemIds.length > 0) items = items.where('id', 'not in', keep.itemIds);
  await items.execute();
  let groups = trx.deleteFrom('category_groups').where('shop_id', '=', shopId).where('category_id', 'in', categoryIds);
  if (keep.groupIds.length > 0) groups = groups.where('id', 'not in', keep.groupIds);
  await groups.execute();
}

/** A category's size guide (JSON text, migration 030; null: none); whether the category is this shop's. */
export async function updateCategorySizeGuide(trx: Trx, shopId: number, categoryId: number, sizeGuide: string | null): Promise<boolean> {
  const result = await trx.updateTable('categories').set({ size_guide: sizeGuide }).where('shop_id', '=', shopId).where('id', '=', categoryId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

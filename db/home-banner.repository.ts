// Home slides and category tiles (migration 031, issue 28 item 3; docs/decisions/067), always
// within one shop: the console's list and edits, the import's replacement of both lists, and
// the home page's read (one query each, in the owner's order).
import type { Db } from './client';
import type { Trx } from './run-write';
import type { HomeSlide } from './schema';

export interface SlideRow {
  image: string;
  link: string;
  title: string;
  title_bn: string | null;
  starts_at: string | null;
  ends_at: string | null;
  position: number;
}

/** A tile with its category's name and slug (the link and the text). */
export interface TileWithCategory {
  id: number;
  category_id: number;
  position: number;
  image: string;
  name: string;
  name_bn: string | null;
  slug: string;
}

/** The shop's slides by place, then the older first. */
export async function listHomeSlides(db: Db, shopId: number): Promise<HomeSlide[]> {
  return db.selectFrom('home_slides').selectAll().where('shop_id', '=', shopId).orderBy('position').orderBy('id').execute();
}

export async function findHomeSlide(db: Db, shopId: number, slideId: number): Promise<HomeSlide | undefined> {
  return db.selectFrom('home_slides').selectAll().where('shop_id', '=', shopId).where('id', '=', slideId).executeTakeFirst();
}

export async function countHomeSlides(db: Db, shopId: number): Promise<number> {
  const row = await db.selectFrom('home_slides').select((eb) => eb.fn.countAll<number>().as('n')).where('shop_id', '=', shopId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertHomeSlide(trx: Trx, shopId: number, slide: SlideRow, now: string): Promise<number> {
  const row = await trx
    .insertInto('home_slides')
    .values({ shop_id: shopId, ...slide, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateHomeSlide(trx: Trx, shopId: number, slideId: number, slide: SlideRow, now: string): Promise<void> {
  await trx.updateTable('home_slides').set({ ...slide, updated_at: now }).where('shop_id', '=', shopId).where('id', '=', slideId).execute();
}

/**
 * Numbers the shop's slides (or tiles) 1, 2, 3… in their order, `first` ahead of any other at
 * its place: a slide put at place 1 is first, the one there before it second.
 */
export async function renumberHomeBanners(trx: Trx, table: 'home_slides' | 'home_tiles', shopId: number, first: number | null): Promise<void> {
  const rows = await trx.selectFrom(table).select(['id', 'position']).where('shop_id', '=', shopId).orderBy('position').orderBy('id').execute();
  rows.sort((a, b) => a.position - b.position || (a.id === first ? -1 : b.id === first ? 1 : a.id - b.id));
  for (const [i, row] of rows.entries()) {
    if (row.position !== i + 1) await trx.updateTable(table).set({ position: i + 1 }).where('shop_id', '=', shopId).where('id', '=', row.id).execute();
  }
}

/** Whether a slide of this shop was removed. */
export async function deleteHomeSlide(trx: Trx, shopId: number, slideId: number): Promise<boolean> {
  const result = await trx.deleteFrom('home_slides').where('shop_id', '=', shopId).where('id', '=', slideId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The import: the shop's slides become `slides`, in that order. */
export async function replaceHomeSlides(trx: Trx, shopId: number, slides: Array<Omit<SlideRow, 'position'>>, now: string): Promise<void> {
  await trx.deleteFrom('home_slides').where('shop_id', '=', shopId).execute();
  if (slides.length === 0) return;
  await trx
    .insertInto('home_slides')
    .values(slides.map((s, i) => ({ shop_id: shopId, ...s, position: i + 1, created_at: now, updated_at: now })))
    .execute();
}

/** The shop's tiles by place, each with its category. */
export async function listHomeTiles(db: Db, shopId: number): Promise<TileWithCategory[]> {
  return db
    .selectFrom('home_tiles')
    .innerJoin('categories', (j) => j.onRef('categories.id', '=', 'home_tiles.category_id').onRef('categories.shop_id', '=', 'home_tiles.shop_id'))
    .select(['home_tiles.id', 'home_tiles.category_id', 'home_tiles.position', 'home_tiles.image', 'categories.name', 'categories.name_bn', 'categories.slug'])
    .where('home_tiles.shop_id', '=', shopId)
    .orderBy('home_tiles.position')
    .orderBy('home_tiles.id')
    .execute();
}

export async function findHomeTile(db: Db, shopId: number, tileId: number) {
  return db.selectFrom('home_tiles').selectAll().where('shop_id', '=', shopId).where('id', '=', tileId).executeTakeFirst();
}

export async function findHomeTileIdOfCategory(db: Db, shopId: number, categoryId: number): Promise<number | undefined> {
  const row = await db.selectFrom('home_tiles').select('id').where('shop_id', '=', shopId).where('category_id', '=', categoryId).executeTakeFirst();
  return row?.id;
}

export async function countHomeTiles(db: Db, shopId: number): Promise<number> {
  const row = await db.selectFrom('home_tiles').select((eb) => eb.fn.countAll<number>().as('n')).where('shop_id', '=', shopId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface TileRow {
  category_id: number;
  position: number;
  image: string;
}

export async function insertHomeTile(trx: Trx, shopId: number, tile: TileRow, now: string): Promise<number> {
  const row = await trx.insertInto('home_tiles').values({ shop_id: shopId, ...tile, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateHomeTile(trx: Trx, shopId: number, tileId: number, tile: TileRow, now: string): Promise<void> {
  await trx.updateTable('home_tiles').set({ ...tile, updated_at: now }).where('shop_id', '=', shopId).where('id', '=', tileId).execute();
}

export async function deleteHomeTile(trx: Trx, shopId: number, tileId: number): Promise<boolean> {
  const result = await trx.deleteFrom('home_tiles').where('shop_id', '=', shopId).where('id', '=', tileId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The import: the shop's tiles become `tiles`, in that order. */
export async function replaceHomeTiles(trx: Trx, shopId: number, tiles: Array<Omit<TileRow, 'position'>>, now: string): Promise<void> {
  await trx.deleteFrom('home_tiles').where('shop_id', '=', shopId).execute();
  if (tiles.length === 0) return;
  await trx
    .insertInto('home_tiles')
    .values(tiles.map((t, i) => ({ shop_id: shopId, ...t, position: i + 1, created_at: now, updated_at: now })))
    .execute();
}

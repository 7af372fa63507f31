// Shops and what belongs to a shop's frame: custom domains, social links, navigation menu.
import { sql, type Kysely } from 'kysely';
import { dbKind, type Db } from './client';
import { preparedQuery } from './prepared-query';
import type { Trx } from './run-write';
import type { NavMenuItem, NewShop, Shop, ShopUpdate, SocialLink } from './schema';

const shopBySlug = preparedQuery((db: Db, slug: string) => db.selectFrom('shops').selectAll().where('slug', '=', slug));

export async function findShopBySlug(db: Db, slug: string): Promise<Shop | undefined> {
  return (await shopBySlug(db, slug))[0];
}

/** Compiled once (db/prepared-query.ts): the job runner reads a job's shop for every SMS (decision 082). */
const shopById = preparedQuery((db: Db, id: number) => db.selectFrom('shops').selectAll().where('id', '=', id));

export async function findShopById(db: Db, id: number): Promise<Shop | undefined> {
  return (await shopById(db, id))[0];
}

/** Domains are stored lowercased, so the lookup lowercases too (hosts are case-insensitive). */
const shopByDomain = preparedQuery((db: Db, domain: string) =>
  db.selectFrom('shops').innerJoin('shop_domains', 'shop_domains.shop_id', 'shops.id').selectAll('shops').where('shop_domains.domain', '=', domain),
);

export async function findShopByDomain(db: Db, domain: string): Promise<Shop | undefined> {
  return (await shopByDomain(db, domain.trim().toLowerCase()))[0];
}

/**
 * The shop a request names (it runs on every request): the shop the domain is mapped to, or
 * else the shop whose slug is `slug` (null: the host names no slug). PostgreSQL gets one query
 * (one round trip); SQLite, in process, two plain index lookups, which cost a third of the
 * union's sort (15 µs against 50 µs).
 */
export async function findShopByDomainOrSlug(db: Db, domain: string, slug: string | null): Promise<Shop | undefined> {
  if (dbKind(db as unknown as Kysely<unknown>) === 'sqlite') {
    const shop = await findShopByDomain(db, domain);
    return shop ?? (slug === null ? undefined : findShopBySlug(db, slug));
  }
  const mapped = domain.trim().toLowerCase();
  if (slug === null) return stripRank((await shopByDomainRanked(db, mapped))[0]);
  return stripRank((await shopByDomainOrSlugRanked(db, mapped, slug))[0]);
}

const domainRanked = (db: Db, domain: string) =>
  db.selectFrom('shops').innerJoin('shop_domains', 'shop_domains.shop_id', 'shops.id').selectAll('shops').select(sql<number>`0`.as('match_rank')).where('shop_domains.domain', '=', domain);
const shopByDomainRanked = preparedQuery(domainRanked);
const shopByDomainOrSlugRanked = preparedQuery((db: Db, domain: string, slug: string) =>
  domainRanked(db, domain)
    .unionAll(db.selectFrom('shops').selectAll().select(sql<number>`1`.as('match_rank')).where('slug', '=', slug))
    .orderBy('match_rank')
    .limit(1),
);

function stripRank(row: (Shop & { match_rank: number }) | undefined): Shop | undefined {
  if (!row) return undefined;
  const { match_rank: _rank, ...shop } = row;
  return shop;
}

export async function listShops(db: Db): Promise<Shop[]> {
  return db.selectFrom('shops').selectAll().orderBy('id').execute();
}

export async function countShops(db: Db): Promise<number> {
  const row = await db.selectFrom('shops').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Upserts a shop by its slug and returns its id: inserts `shop`, or when the slug exists
 * sets only the columns in `update` (all of `shop` but created_at when not given).
 */
export async function upsertShopBySlug(trx: Trx, shop: Omit<NewShop, 'id'>, update?: ShopUpdate): Promise<number> {
  const { created_at: _createdAt, ...rest } = shop;
  const row = await trx
    .insertInto('shops')
    .values(shop)
    .onConflict((oc) => oc.column('slug').doUpdateSet(update ?? rest))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Marks the shop's catalog as changed: cached answers built from it (server/response-cache.ts)
 * stop being served. Call it inside the transaction that writes the catalog.
 */
export async function bumpShopContentVersion(trx: Trx, shopId: number): Promise<void> {
  await trx
    .updateTable('shops')
    .set((eb) => ({ content_version: eb('content_version', '+', 1) }))
    .where('id', '=', shopId)
    .execute();
}

/** The shop's logo file (or URL) as stored. */
export async function findShopLogo(db: Db, shopId: number): Promise<string | null> {
  return (await db.selectFrom('shops').select('logo').where('id', '=', shopId).executeTakeFirstOrThrow()).logo;
}

/** The owner's settings: the shop row's columns that changed. */
export async function updateShop(trx: Trx, shopId: number, row: ShopUpdate, now: string): Promise<void> {
  await trx.updateTable('shops').set({ ...row, updated_at: now }).where('id', '=', shopId).execute();
}

export async function listShopDomains(db: Db, shopId: number): Promise<string[]> {
  const rows = await db.selectFrom('shop_domains').select('domain').where('shop_id', '=', shopId).orderBy('domain').execute();
  return rows.map((r) => r.domain);
}

/** Which shop (by slug) holds each of the given domains, whatever shop asks. */
export async function findDomainOwners(db: Db, domains: string[]): Promise<Map<string, string>> {
  if (domains.length === 0) return new Map();
  const rows = await db
    .selectFrom('shop_domains')
    .innerJoin('shops', 'shops.id', 'shop_domains.shop_id')
    .select(['shop_domains.domain', 'shops.slug'])
    .where('shop_domains.domain', 'in', domains.map((d) => d.toLowerCase()))
    .execute();
  return new Map(rows.map((r) => [r.domain, r.slug]));
}

/** Deletes the shop's domains that are not in `keep`. */
export async function deleteShopDomainsExcept(trx: Trx, shopId: number, keep: string[]): Promise<void> {
  let q = trx.deleteFrom('shop_domains').where('shop_id', '=', shopId);
  if (keep.length > 0) q = q.where('domain', 'not in', keep.map((d) => d.toLowerCase()));
  await q.execute();
}

/** Adds the domains the shop does not hold yet. */
export async function addShopDomains(trx: Trx, shopId: number, domains: string[]): Promise<void> {
  const have = new Set(await listShopDomains(trx, shopId));
  const missing = [...new Set(domains.map((d) => d.toLowerCase()))].filter((d) => !have.has(d));
  if (missing.length > 0) {
    await trx.insertInto('shop_domains').values(missing.map((domain) => ({ shop_id: shopId, domain }))).execute();
  }
}

export async function listSocialLinks(db: Db, shopId: number): Promise<SocialLink[]> {
  return db.selectFrom('shop_social_links').selectAll().where('shop_id', '=', shopId).orderBy('position').orderBy('id').execute();
}

interface SocialLinkInput {
  name: string;
  url: string;
  bg_color: string | null;
}

/** Replaces the shop's social links with `links`, in that order. */
export async function replaceSocialLinks(trx: Trx, shopId: number, links: SocialLinkInput[]): Promise<void> {
  await trx.deleteFrom('shop_social_links').where('shop_id', '=', shopId).execute();
  if (links.length === 0) return;
  await trx
    .insertInto('shop_social_links')
    .values(links.map((l, position) => ({ shop_id: shopId, name: l.name, url: l.url, bg_color: l.bg_color, position })))
    .execute();
}

/** Flat rows, top level first, then by parent and position; callers build the tree. */
export async function listNavMenu(db: Db, shopId: number): Promise<NavMenuItem[]> {
  return db
    .selectFrom('nav_menu_items')
    .selectAll()
    .where('shop_id', '=', shopId)
    // NULLs sort first on SQLite and last on PostgreSQL: coalesce makes top-level rows first on both.
    .orderBy((eb) => eb.fn.coalesce('parent_id', eb.lit(0)))
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export interface NavMenuInput {
  name: string;
  url: string | null;
  href: string | null;
  icon: string | null;
  submenu: NavMenuInput[];
}

/** Replaces the shop's navigation menu with the given tree. */
export async function replaceNavMenu(trx: Trx, shopId: number, menu: NavMenuInput[]): Promise<void> {
  await trx.deleteFrom('nav_menu_items').where('shop_id', '=', shopId).execute();
  const insert = async (items: NavMenuInput[], parentId: number | null): Promise<void> => {
    for (const [position, item] of items.entries()) {
      const row = await trx
        .insertInto('nav_menu_items')
        .values({ shop_id: shopId, parent_id: parentId, name: item.name, url: item.url, href: item.href, icon: item.icon, position })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (item.submenu.length > 0) await insert(item.submenu, row.id);
    }
  };
  await insert(menu, null);
}


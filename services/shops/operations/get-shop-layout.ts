// Everything the layout shell shows for one shop, in the spec's field names (§3 "Shop
// info", "Category", "Menu item"): header, mega menu, navigation menu and footer.
import type { Db } from '../../../db/client';
import type { NavMenuItem, Shop } from '../../../db/schema';
import { listCategoryTree } from '../../../db/category.repository';
import { listBrands } from '../../../db/brand.repository';
import { listBrandsPerCategory } from '../../../db/mega-menu.repository';
import { listNavMenu, listSocialLinks } from '../../../db/shop.repository';
import { langOf, type Ctx } from '../../context';
import { localName } from '../../../core/i18n/local-name';
import type { Lang } from '../../../core/i18n/lang';

export const FALLBACK_THEME_COLOR = '#e8138c';

export interface ShopInfo {
  shop_name: string;
  logo: string | null;
  slug: string;
  contact_number: string | null;
  theme_primary_color: string;
}
export interface SocialLinkView { name: string; url: string; bgColor: string | null }
/**
 * `name` is the name the page shows (Bangla on a Bangla page when there is one: getShopLayout);
 * `name_bn` the Bangla name as stored (null: none), which search suggestions also match.
 */
export interface BrandView { id: number; name: string; name_bn: string | null; slug: string; logo: string | null }
export interface MegaCategory {
  id: number;
  name: string;
  name_bn: string | null;
  slug: string;
  image: string | null;
  subcategory: Array<{ name: string; name_bn: string | null; slug: string; items: Array<{ id: number; name: string; name_bn: string | null; slug: string }> }>;
  brands: Array<{ brand_info: BrandView }>;
  offerInfo: { url: string | null; img: string | null; name: string | null } | null;
}
export interface MenuItemView { name: string; url: string | null; href: string | null; icon: string | null; submenu: MenuItemView[] }
export interface ShopLayout {
  shopInfo: ShopInfo;
  social_links: SocialLinkView[];
  mega: MegaCategory[];
  /** Whether the shop shows its brands (the spec's `brands_settngs`, named so only by the API). */
  showBrands: boolean;
  brands: BrandView[];
  menu: MenuItemView[];
}

const logoPath = (logo: string | null) => (logo && !/^https?:\/\//.test(logo) ? `/uploads/logos/${logo}` : logo);

export function toShopInfo(shop: Shop): ShopInfo {
  return {
    shop_name: shop.shop_name,
    logo: logoPath(shop.logo),
    slug: shop.slug,
    contact_number: shop.contact_number,
    theme_primary_color: shop.theme_primary_color || FALLBACK_THEME_COLOR,
  };
}

export async function listSocialLinkViews(ctx: Ctx): Promise<SocialLinkView[]> {
  return (await listSocialLinks(ctx.db, ctx.shop.id)).map((l) => ({ name: l.name, url: l.url, bgColor: l.bg_color }));
}

export async function getMegaCategories(ctx: Ctx): Promise<MegaCategory[]> {
  const db = ctx.db;
  const shopId = ctx.shop.id;
  const [tree, brandRows] = await Promise.all([listCategoryTree(db, shopId), listBrandsPerCategory(db, shopId)]);
  const brandsByCategory = new Map<number, Array<{ brand_info: BrandView }>>();
  for (const b of brandRows) {
    const list = brandsByCategory.get(b.category_id) ?? [];
    list.push({ brand_info: { id: b.id, name: b.name, name_bn: b.name_bn, slug: b.slug, logo: b.logo } });
    brandsByCategory.set(b.category_id, list);
  }
  return tree.map((c) => ({
    id: c.id,
    name: c.name,
    name_bn: c.name_bn,
    slug: c.slug,
    image: c.image,
    subcategory: c.groups.map((g) => ({
      name: g.name,
      name_bn: g.name_bn,
      slug: g.slug,
      items: g.items.map((i) => ({ id: i.id, name: i.name, name_bn: i.name_bn, slug: i.slug })),
    })),
    brands: brandsByCategory.get(c.id) ?? [],
    offerInfo: c.offer_url || c.offer_img || c.offer_name ? { url: c.offer_url, img: c.offer_img, name: c.offer_name } : null,
  }));
}

export function buildMenuTree(rows: NavMenuItem[]): MenuItemView[] {
  const byParent = new Map<number | null, NavMenuItem[]>();
  for (const r of rows) {
    const list = byParent.get(r.parent_id) ?? [];
    list.push(r);
    byParent.set(r.parent_id, list);
  }
  const build = (parent: number | null, depth: number): MenuItemView[] =>
    depth > 4
      ? []
      : (byParent.get(parent) ?? [])
          .sort((a, b) => a.position - b.position)
          .map((r) => ({ name: r.name, url: r.url, href: r.href, icon: r.icon, submenu: build(r.id, depth + 1) }));
  return build(null, 0);
}

const brandIn = (lang: Lang, b: BrandView): BrandView => ({ ...b, name: localName(lang, b.name, b.name_bn) });

/** The mega menu with the names of `lang` (docs/decisions/058): Bangla where there is one. */
export function megaIn(lang: Lang, mega: MegaCategory[]): MegaCategory[] {
  if (lang === 'en') return mega;
  return mega.map((c) => ({
    ...c,
    name: localName(lang, c.name, c.name_bn),
    subcategory: c.subcategory.map((g) => ({
      ...g,
      name: localName(lang, g.name, g.name_bn),
      items: g.items.map((i) => ({ ...i, name: localName(lang, i.name, i.name_bn) })),
    })),
    brands: c.brands.map((b) => ({ brand_info: brandIn(lang, b.brand_info) })),
  }));
}

/**
 * The navigation menu in `lang`: an item that links to a category, sub-category or brand page
 * and is named as that category or brand is in English takes its Bangla name (the demo's
 * "Categories" submenu, and any a seller makes so); other items keep the names typed for them.
 */
export function menuIn(lang: Lang, menu: MenuItemView[], mega: MegaCategory[], brands: BrandView[]): MenuItemView[] {
  if (lang === 'en') return menu;
  const named = new Map<string, { name: string; name_bn: string | null }>();
  for (const c of mega) {
    named.set(`/products/category/${c.slug}`, c);
    for (const g of c.subcategory) for (const i of g.items) named.set(`/products/sub-category/${i.slug}`, i);
    for (const b of c.brands) named.set(`/products/brands/${b.brand_info.slug}`, b.brand_info);
  }
  for (const b of brands) named.set(`/products/brands/${b.slug}`, b);
  const walk = (items: MenuItemView[]): MenuItemView[] =>
    items.map((item) => {
      const target = item.url ? named.get(item.url) : undefined;
      const name = target && target.name === item.name ? localName(lang, target.name, target.name_bn) : item.name;
      return { ...item, name, submenu: walk(item.submenu) };
    });
  return walk(menu);
}

/** The layout read from the database, every time (getShopLayout caches it briefly), with English names. */
export async function readShopLayout(ctx: Ctx): Promise<ShopLayout> {
  const { db, shop } = ctx;
  const [social_links, mega, brands, menuRows] = await Promise.all([
    listSocialLinkViews(ctx),
    getMegaCategories(ctx),
    shop.brands_setting === 1 ? listBrands(db, shop.id) : Promise.resolve([]),
    listNavMenu(db, shop.id),
  ]);
  const showBrands = shop.brands_setting === 1;
  return {
    shopInfo: toShopInfo(shop),
    social_links,
    mega: showBrands ? mega : mega.map((c) => ({ ...c, brands: [] })),
    showBrands,
    brands: brands.map((b) => ({ id: b.id, name: b.name, name_bn: b.name_bn, slug: b.slug, logo: b.logo })),
    menu: buildMenuTree(menuRows),
  };
}

// The root loader reads the layout on every page; it changes rarely and its seven queries
// (one of them over every published product, for the mega menu's brands) dominated a page's
// database time (docs/benchmarks.md). So each process keeps it for a few seconds, per
// database and shop, keyed also by the shop's content version (raised by every catalog write),
// updated_at and brands setting; the shop's own fields (name, logo, colour) always come from
// the current row. A write that forgot to raise the version still shows within LAYOUT_TTL_MS.
export const LAYOUT_TTL_MS = 10_000;
const MAX_CACHED_SHOPS = 1000;
type CachedLayout = { key: string; expires: number; layout: Promise<ShopLayout>; byLang: Map<Lang, Promise<ShopLayout>> };
const layoutCache = new WeakMap<Db, Map<number, CachedLayout>>();

/**
 * The shop's layout with the names of the page's language (Bangla names on a Bangla page where
 * the seller gave them, English otherwise). One copy per language for as long as the layout is
 * kept, so the category menus' HTML (rendered once per `mega` array and language) stays cached.
 */
export async function getShopLayout(ctx: Ctx): Promise<ShopLayout> {
  const lang = langOf(ctx);
  const entry = layoutEntry(ctx);
  let local = entry.byLang.get(lang);
  if (!local) {
    local = entry.layout.then((l) =>
      lang === 'en' ? l : { ...l, mega: megaIn(lang, l.mega), brands: l.brands.map((b) => brandIn(lang, b)), menu: menuIn(lang, l.menu, l.mega, l.brands) },
    );
    entry.byLang.set(lang, local);
  }
  return { ...(await local), shopInfo: toShopInfo(ctx.shop) };
}

/** The layout with its English names (`name`) and Bangla ones (`name_bn`), for matching what a shopper types. */
export async function getShopLayoutAllNames(ctx: Ctx): Promise<ShopLayout> {
  return { ...(await layoutEntry(ctx).layout), shopInfo: toShopInfo(ctx.shop) };
}

function layoutEntry(ctx: Ctx): CachedLayout {
  const { db, shop } = ctx;
  const now = ctx.clock.now();
  let shops = layoutCache.get(db);
  if (!shops) layoutCache.set(db, (shops = new Map()));
  const key = `${shop.content_version}|${shop.updated_at}|${shop.brands_setting}`;
  let entry = shops.get(shop.id);
  if (!entry || entry.key !== key || entry.expires <= now) {
    shops.delete(shop.id);
    if (shops.size >= MAX_CACHED_SHOPS) shops.delete(shops.keys().next().value!);
    const layout = readShopLayout(ctx);
    entry = { key, expires: now + LAYOUT_TTL_MS, layout, byLang: new Map() };
    shops.set(shop.id, entry);
    const stored = entry;
    layout.catch(() => {
      if (shops.get(shop.id) === stored) shops.delete(shop.id);
    });
  }
  return entry;
}

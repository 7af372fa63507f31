// Imports a catalog document (docs/import-format.md): shops with their categories, brands,
// products (galleries, variants) and deals, upserted by slug. All or nothing: a document
// with any problem is refused with every problem listed, and the writes happen in one
// transaction, so a refused or failed import leaves the database as it was.
import type { Db } from '../../db/client';
import { runWrite, type Trx } from '../../db/run-write';
import type { NewShop, ShopUpdate } from '../../db/schema';
import { nowIso } from '../../db/client';
import { findBrandsBySlugs, upsertBrand } from '../../db/brand.repository';
import {
  deleteCategoryChildrenExcept,
  findCategoryItemsBySlugs,
  findCategoryByIdOrSlug,
  upsertCategory,
  upsertCategoryGroup,
  upsertCategoryItem,
} from '../../db/category.repository';
import { replaceDealProducts, upsertDeal } from '../../db/deal.repository';
import { findProductBySlug, findProductIdsBySlugs } from '../../db/product.repository';
import { recordShopAudit } from '../audit';
import { namedFieldsOf, writeProductEntry } from './operations/write-product';
import { markCatalogChanged } from './operations/mark-catalog-changed';
import { isDistrict } from '../../core/bd-districts';
import { replaceCoupons, replaceDeliveryDistricts, replacePickupPoints } from '../../db/shop-settings.repository';
import { normalizePhone } from '../../core/customer-auth';
import { findStaffByPhone, revokeAllStaffSessions, upsertStaff } from '../../db/staff.repository';
import { hashPassword, verifyPassword } from '../accounts/operations/password-hash';
import { deleteShopCourier, upsertShopCourier } from '../../db/courier.repository';
import { replaceHomeSlides, replaceHomeTiles } from '../../db/home-banner.repository';
import { queueSteadfastSweep } from '../couriers/operations/queue-steadfast-sweep';
import {
  addShopDomains,
  deleteShopDomainsExcept,
  findDomainOwners,
  findShopBySlug,
  replaceNavMenu,
  replaceSocialLinks,
  upsertShopBySlug,
  type NavMenuInput,
} from '../../db/shop.repository';
import {
  checkCatalogDocument,
  collectDomains,
  collectReferences,
  isImageUrl,
  jsonPath,
  parseCatalogDocument,
  resolveGroupSlugs,
  type CatalogDocument,
  type DocumentError,
  type ExistingCatalog,
  type MenuItemDocument,
  type ShopDocument,
} from './operations/catalog-document';
import { ImageRefError, storeCatalogImage, type ImageKind, type StoredImage } from './operations/store-catalog-image';

export interface ImportOptions {
  /** Folder that local image paths in the document are relative to. */
  baseDir: string;
  /** Folder the resized images are written to (served as /uploads). */
  uploadsDir: string;
}

export type ImportResult =
  | { success: true; shops: Array<{ slug: string; id: number; products: Record<string, number> }> }
  | { success: false; errors: DocumentError[] };

/** Problems found inside the transaction; throwing it rolls everything back. */
class ImportRefused extends Error {
  constructor(readonly errors: DocumentError[]) {
    super('import refused');
  }
}

const IMAGE_CONCURRENCY = 4;

export async function importCatalog(db: Db, document: unknown, options: ImportOptions): Promise<ImportResult> {
  const parsed = parseCatalogDocument(document);
  const existing = await loadExistingCatalog(db, document);
  const errors = [...(parsed.success ? [] : parsed.errors), ...checkCatalogDocument(document, existing)];
  if (errors.length > 0 || !parsed.success) return refuse(errors);

  // Images first, outside the transaction: files written for a document that is then
  // refused are harmless (content-named, never referenced), a long transaction is not.
  let images: Awaited<ReturnType<typeof storeDocumentImages>>;
  try {
    images = await storeDocumentImages(parsed.data, options);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    return refuse([{ path: '$', message: `the images could not be stored, nothing was changed: ${reason}` }]);
  }
  if (!images.success) return refuse(images.errors);

  try {
    const shops = await runWrite(db, (trx) => writeCatalog(trx, parsed.data, images.stored, document));
    return { success: true, shops };
  } catch (err) {
    if (err instanceof ImportRefused) return refuse(err.errors);
    const reason = err instanceof Error ? err.message : String(err);
    return refuse([{ path: '$', message: `the import failed and nothing was changed: ${reason}` }]);
  }
}

function refuse(errors: DocumentError[]): ImportResult {
  const seen = new Set<string>();
  const unique = errors.filter((e) => {
    const key = `${e.path}\u0000${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { success: false, errors: unique };
}

/** What the document may refer to without defining it: rows already stored for its shops. */
async function loadExistingCatalog(db: Db, document: unknown): Promise<ExistingCatalog> {
  const empty = { items: new Set<string>(), brands: new Set<string>(), products: new Set<string>() };
  const byShop = new Map<string, typeof empty>();
  for (const [slug, refs] of collectReferences(document)) {
    const shop = await findShopBySlug(db, slug);
    if (!shop) continue;
    const [items, brands, products] = await Promise.all([
      findCategoryItemsBySlugs(db, shop.id, [...refs.items]),
      findBrandsBySlugs(db, shop.id, [...refs.brands]),
      findProductIdsBySlugs(db, shop.id, [...refs.products]),
    ]);
    byShop.set(slug, { items: new Set(items.keys()), brands: new Set(brands.keys()), products: new Set(products.keys()) });
  }
  const domainOwners = await findDomainOwners(db, collectDomains(document));
  return { shop: (slug) => byShop.get(slug) ?? empty, domainOwners };
}

// ---- images ---------------------------------------------------------------------------

type StoredImages = Map<string, StoredImage>;
const imageKey = (kind: ImageKind, ref: string) => `${kind}\u0000${ref}`;

/** Every image reference in the document with where it appears. */
function listImageRefs(doc: CatalogDocument): Array<{ kind: ImageKind; ref: string; path: PropertyKey[] }> {
  const out: Array<{ kind: ImageKind; ref: string; path: PropertyKey[] }> = [];
  const add = (kind: ImageKind, ref: string | null | undefined, path: PropertyKey[]) => {
    if (ref) out.push({ kind, ref, path });
  };
  doc.shops.forEach((shop, si) => {
    add('logo', shop.logo, ['shops', si, 'logo']);
    shop.categories.forEach((c, ci) => {
      add('gallery', c.image, ['shops', si, 'categories', ci, 'image']);
      add('gallery', c.offerInfo?.img, ['shops', si, 'categories', ci, 'offerInfo', 'img']);
    });
    shop.brands.forEach((b, bi) => add('gallery', b.logo, ['shops', si, 'brands', bi, 'logo']));
    shop.products.forEach((p, pi) => {
      const at = ['shops', si, 'products', pi];
      p.images.forEach((ref, ii) => add('gallery', ref, [...at, 'images', ii]));
      p.videos.forEach((v, vi) => add('gallery', v.poster, [...at, 'videos', vi, 'poster']));
      p.variants?.groups.forEach((g, gi) =>
        g.values.forEach((v, vi) => {
          const vat = [...at, 'variants', 'groups', gi, 'values', vi];
          add('gallery', v.image, [...vat, 'image']);
          v.images?.forEach((ref, ii) => add('gallery', ref, [...vat, 'images', ii]));
        }),
      );
    });
    shop.deals.forEach((d, di) => add('gallery', d.image, ['shops', si, 'deals', di, 'image']));
    shop.home_slides?.forEach((h, hi) => add('banner', h.image, ['shops', si, 'home_slides', hi, 'image']));
    shop.home_tiles?.forEach((h, hi) => add('tile', h.image, ['shops', si, 'home_tiles', hi, 'image']));
  });
  return out;
}

async function storeDocumentImages(
  doc: CatalogDocument,
  options: ImportOptions,
): Promise<{ success: true; stored: StoredImages } | { success: false; errors: DocumentError[] }> {
  const refs = listImageRefs(doc);
  const unique = [...new Map(refs.map((r) => [imageKey(r.kind, r.ref), r])).values()];
  const stored: StoredImages = new Map();
  const failed = new Map<string, string>();
  let next = 0;
  let broken = false;
  const worker = async () => {
    while (next < unique.length && !broken) {
      const { kind, ref } = unique[next++];
      try {
        stored.set(imageKey(kind, ref), await storeCatalogImage(ref, kind, options));
      } catch (err) {
        if (!(err instanceof ImageRefError)) {
          broken = true; // the server's fault (disk full, no permission): stop the other workers too
          throw err;
        }
        failed.set(imageKey(kind, ref), err.message);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(IMAGE_CONCURRENCY, unique.length) }, worker));
  if (failed.size === 0) return { success: true, stored };
  const errors = refs
    .filter((r) => failed.has(imageKey(r.kind, r.ref)))
    .map((r) => ({ path: jsonPath(r.path), message: failed.get(imageKey(r.kind, r.ref)) as string }));
  return { success: false, errors };
}

function imageFile(images: StoredImages, kind: ImageKind, ref: string | null | undefined): string | null {
  if (!ref) return null;
  return images.get(imageKey(kind, ref))?.file ?? null;
}

// ---- writing --------------------------------------------------------------------------

/** The raw product entries of the document's shop at index si (what each entry named). */
function rawProductsOf(raw: unknown, si: number): unknown[] {
  const shops = (raw as { shops?: unknown[] } | null)?.shops;
  const shop = Array.isArray(shops) ? (shops[si] as { products?: unknown } | undefined) : undefined;
  return Array.isArray(shop?.products) ? shop.products : [];
}

async function writeCatalog(trx: Trx, doc: CatalogDocument, images: StoredImages, raw: unknown) {
  const now = nowIso();
  const shopIds: number[] = [];
  for (const shop of doc.shops) {
    const { insert, update } = shopRows(shop, images, now);
    shopIds.push(await upsertShopBySlug(trx, insert, update));
  }

  // Release every domain the document takes away before assigning any, so a domain can move
  // from one shop to another within one document.
  for (const [i, shop] of doc.shops.entries()) {
    if (shop.domains !== undefined) await deleteShopDomainsExcept(trx, shopIds[i], shop.domains ?? []);
  }
  const owners = await findDomainOwners(trx, doc.shops.flatMap((s) => s.domains ?? []));
  const taken: DocumentError[] = [];
  doc.shops.forEach((shop, si) =>
    shop.domains?.forEach((d, di) => {
      const owner = owners.get(d);
      if (owner && owner !== shop.slug) taken.push({ path: jsonPath(['shops', si, 'domains', di]), message: `domain '${d}' already belongs to shop '${owner}'` });
    }),
  );
  if (taken.length > 0) throw new ImportRefused(taken);

  const result: Array<{ slug: string; id: number; products: Record<string, number> }> = [];
  for (const [si, shop] of doc.shops.entries()) {
    const shopId = shopIds[si];
    if (shop.domains) await addShopDomains(trx, shopId, shop.domains);
    if (shop.social_links !== undefined) {
      await replaceSocialLinks(trx, shopId, (shop.social_links ?? []).map((l) => ({ name: l.name, url: l.url, bg_color: l.bgColor ?? null })));
    }
    if (shop.menu !== undefined) await replaceNavMenu(trx, shopId, (shop.menu ?? []).map(menuRow));
    await writeShopSettings(trx, shopId, shop, now);
    await writeCategories(trx, shopId, shop, images);
    for (const [position, brand] of shop.brands.entries()) {
      await upsertBrand(trx, shopId, { name: brand.name, name_bn: brand.name_bn ?? null, slug: brand.slug, logo: imageFile(images, 'gallery', brand.logo), position });
    }
    const rawProducts = rawProductsOf(raw, si);
    const written = await writeProducts(trx, shopId, si, shop, rawProducts, images, now);
    const products = written.ids;
    await writeDeals(trx, shopId, si, shop, products, images);
    await writeHomeBanners(trx, shopId, si, shop, images, now);
    // Every import is in the shop's audit log with what it changed (docs/decisions/056).
    await recordShopAudit(trx, shopId, {
      action: 'catalog.import',
      entity: 'shop',
      entityId: shopId,
      before: null,
      after: {
        products_created: written.created,
        products_updated: written.updated,
        products_unchanged: written.unchanged,
        categories: shop.categories.length,
        brands: shop.brands.length,
        deals: shop.deals.length,
      },
    }, now);
    await markCatalogChanged(trx, shopId);
    result.push({ slug: shop.slug, id: shopId, products: Object.fromEntries(products) });
  }
  return result;
}

/** The row for a new shop, and the columns to set on an existing one: only those the entry gives. */
function shopRows(shop: ShopDocument, images: StoredImages, now: string): { insert: NewShop; update: ShopUpdate } {
  const given: ShopUpdate = { shop_name: shop.shop_name, updated_at: now };
  if (shop.logo !== undefined) given.logo = imageFile(images, 'logo', shop.logo);
  if (shop.contact_number !== undefined) given.contact_number = shop.contact_number;
  if (shop.theme_primary_color !== undefined) given.theme_primary_color = shop.theme_primary_color;
  if (shop.meta_description !== undefined) given.meta_description = shop.meta_description;
  if (shop.default_country_code !== undefined) given.default_country_code = shop.default_country_code;
  if (shop.reseller_id !== undefined) given.reseller_id = shop.reseller_id;
  if (shop.brands_setting !== undefined) given.brands_setting = shop.brands_setting;
  if (shop.shop_rate !== undefined) {
    given.s_rate_type = shop.shop_rate?.s_rateType ?? 'percentage';
    given.s_increase = shop.shop_rate?.s_increase ?? 0;
    given.s_discount = shop.shop_rate?.s_discount ?? 0;
  }
  if (shop.auth_settings !== undefined) {
    const auth = shop.auth_settings;
    Object.assign(given, {
      auth_default_firebase_reseller: auth?.auth_default_firebase_reseller ?? 0,
      auth_default_firebase_supplier: auth?.auth_default_firebase_supplier ?? 0,
      auth_default_firebase_customer: auth?.auth_default_firebase_customer ?? 0,
      auth_default_firebase_courier: auth?.auth_default_firebase_courier ?? 0,
      auth_other_firebase_reseller: auth?.auth_other_firebase_reseller ?? 0,
      auth_other_firebase_supplier: auth?.auth_other_firebase_supplier ?? 0,
      auth_other_firebase_customer: auth?.auth_other_firebase_customer ?? 0,
      auth_other_firebase_courier: auth?.auth_other_firebase_courier ?? 0,
    });
  }
  if (shop.delivery !== undefined) {
    given.delivery_inside_dhaka = shop.delivery.inside_dhaka;
    given.delivery_outside_dhaka = shop.delivery.outside_dhaka;
    given.free_delivery_over = shop.delivery.free_over ?? null;
    given.delivery_days_inside_dhaka = shop.delivery.inside_dhaka_days ?? null;
    given.delivery_days_outside_dhaka = shop.delivery.outside_dhaka_days ?? null;
  }
  if (shop.payment_methods !== undefined) given.payment_methods = shop.payment_methods.join(',');
  if (shop.cod_advance !== undefined) given.cod_advance = shop.cod_advance;
  if (shop.return_days !== undefined) given.return_days = shop.return_days;
  if (shop.default_language !== undefined) given.default_language = shop.default_language;
  // A new shop: what the entry leaves out takes the migration's default (db/schema.ts marks
  // those columns Generated); only the nullable columns without one are spelled out.
  const insert: NewShop = {
    slug: shop.slug,
    shop_name: shop.shop_name,
    logo: null,
    contact_number: null,
    theme_primary_color: null,
    reseller_id: null,
    meta_description: null,
    free_delivery_over: null,
    ...(given as Partial<NewShop>),
    created_at: now,
    updated_at: now,
  };
  return { insert, update: given };
}

/**
 * The checkout settings kept in their own tables, each replaced when the entry gives it and
 * left alone when it does not: district charges and pickup points as a set, coupons upserted
 * by code (the ones left out deactivated, keeping their uses).
 */
async function writeShopSettings(trx: Trx, shopId: number, shop: ShopDocument, now: string): Promise<void> {
  if (shop.delivery !== undefined) {
    // Names were checked (checkCatalogDocument): stored in their canonical spelling.
    const districts = Object.fromEntries(Object.entries(shop.delivery.districts).map(([name, charge]) => [isDistrict(name) ?? name, charge]));
    await replaceDeliveryDistricts(trx, shopId, districts);
  }
  if (shop.pickup_points !== undefined) {
    await replacePickupPoints(
      trx,
      shopId,
      (shop.pickup_points ?? []).map((p) => ({ name: p.name, address: p.address, phone: p.phone ?? null, hours: p.hours ?? null, charge: p.charge })),
    );
  }
  if (shop.coupons !== undefined) {
    await replaceCoupons(
      trx,
      shopId,
      (shop.coupons ?? []).map((c) => ({
        code: c.code,
        type: c.type,
        value: c.value,
        max_discount: c.max_discount ?? null,
        min_total: c.min_total ?? null,
        starts_at: c.starts_at ?? null,
        ends_at: c.ends_at ?? null,
        max_uses: c.max_uses ?? null,
        max_uses_per_customer: c.max_uses_per_customer ?? null,
      })),
      now,
    );
  }
  // Staff of the seller console: upserted by phone (a re-import sets name and role; a changed
  // password also ends their sessions); staff left out are kept. Only the scrypt hash is stored.
  for (const member of shop.staff ?? []) {
    const phone = normalizePhone(member.phone, shop.default_country_code ?? undefined) ?? normalizePhone(member.phone)!;
    const existing = await findStaffByPhone(trx, shopId, phone);
    const same = existing ? await verifyPassword(member.password, existing.password_hash) : false;
    const passwordHash = same && existing ? existing.password_hash : await hashPassword(member.password);
    const id = await upsertStaff(trx, { shopId, phone, name: member.name, role: member.role, passwordHash, now });
    if (existing && !same) await revokeAllStaffSessions(trx, shopId, id, now);
  }
  // Courier accounts (docs/decisions/027): a Steadfast account starts the shop's status polling.
  const couriers = shop.couriers;
  if (couriers?.pathao === null) await deleteShopCourier(trx, shopId, 'pathao');
  if (couriers?.pathao) {
    const p = couriers.pathao;
    const pathaoLogin = p.client_id && p.client_secret && p.username && p.password ? { clientId: p.client_id, clientSecret: p.client_secret, username: p.username, password: p.password } : null;
    await upsertShopCourier(trx, shopId, { courier: 'pathao', apiKey: null, secretKey: null, webhookSecret: p.webhook_secret, storeId: p.store_id ?? null, pathaoLogin }, now);
  }
  if (couriers?.steadfast === null) await deleteShopCourier(trx, shopId, 'steadfast');
  if (couriers?.steadfast) {
    await upsertShopCourier(trx, shopId, { courier: 'steadfast', apiKey: couriers.steadfast.api_key, secretKey: couriers.steadfast.secret_key, webhookSecret: null, storeId: null }, now);
    const nowMs = Date.parse(now);
    await queueSteadfastSweep(trx, shopId, nowMs, nowMs);
  }
}

/** `url` is an internal path and `href` an external link; an absolute URL given as `url` is taken as `href`. */
function menuRow(item: MenuItemDocument): NavMenuInput {
  const external = item.url && isImageUrl(item.url) ? item.url : null;
  return {
    name: item.name,
    url: external ? null : (item.url ?? null),
    href: item.href ?? external,
    icon: item.icon ?? null,
    submenu: (item.submenu ?? []).map(menuRow),
  };
}

async function writeCategories(trx: Trx, shopId: number, shop: ShopDocument, images: StoredImages): Promise<void> {
  const groupSlugs = resolveGroupSlugs(shop.categories);
  const categoryIds: number[] = [];
  const keep = { groupIds: [] as number[], itemIds: [] as number[] };
  for (const [ci, c] of shop.categories.entries()) {
    const categoryId = await upsertCategory(trx, shopId, {
      name: c.name,
      name_bn: c.name_bn ?? null,
      slug: c.slug,
      image: imageFile(images, 'gallery', c.image),
      offer_url: c.offerInfo?.url ?? null,
      offer_img: imageFile(images, 'gallery', c.offerInfo?.img),
      offer_name: c.offerInfo?.name ?? null,
      size_guide: c.size_guide ? JSON.stringify(c.size_guide) : null,
      position: ci,
    });
    categoryIds.push(categoryId);
    for (const [gi, g] of c.groups.entries()) {
      const groupId = await upsertCategoryGroup(trx, shopId, { category_id: categoryId, name: g.name, name_bn: g.name_bn ?? null, slug: groupSlugs[ci][gi], position: gi });
      keep.groupIds.push(groupId);
      for (const [ii, item] of g.items.entries()) {
        keep.itemIds.push(await upsertCategoryItem(trx, shopId, { category_id: categoryId, group_id: groupId, name: item.name, name_bn: item.name_bn ?? null, slug: item.slug, position: ii }));
      }
    }
  }
  // A category in the document is described completely by it: groups and items it no
  // longer lists go (products in them keep existing, without a category).
  await deleteCategoryChildrenExcept(trx, shopId, categoryIds, keep);
}

/**
 * Writes the shop's products, merging into stored ones (services/catalog/operations/write-product.ts:
 * fields a product entry does not name keep their values); returns slug → id for the
 * document's products and what each write changed, for the import's audit row.
 */
async function writeProducts(
  trx: Trx,
  shopId: number,
  si: number,
  shop: ShopDocument,
  rawProducts: unknown[],
  images: StoredImages,
  now: string,
): Promise<{ ids: Map<string, number>; created: string[]; updated: Record<string, string[]>; unchanged: number }> {
  const items = await findCategoryItemsBySlugs(trx, shopId, shop.products.map((p) => p.category).filter((s): s is string => !!s));
  const brands = await findBrandsBySlugs(trx, shopId, shop.products.map((p) => p.brand).filter((s): s is string => !!s));
  const missing: DocumentError[] = [];
  shop.products.forEach((p, pi) => {
    if (p.category && !items.has(p.category)) missing.push({ path: jsonPath(['shops', si, 'products', pi, 'category']), message: `no category item with slug '${p.category}' in this shop` });
    if (p.brand && !brands.has(p.brand)) missing.push({ path: jsonPath(['shops', si, 'products', pi, 'brand']), message: `no brand with slug '${p.brand}' in this shop` });
  });
  if (missing.length > 0) throw new ImportRefused(missing);

  const ids = new Map<string, number>();
  const created: string[] = [];
  const updated: Record<string, string[]> = {};
  let unchanged = 0;
  const lookup = (ref: string) => images.get(imageKey('gallery', ref));
  for (const [pi, p] of shop.products.entries()) {
    const item = p.category ? items.get(p.category) : undefined;
    const named = namedFieldsOf(rawProducts[pi]);
    // Naming `category` or `brand` as null takes it away; leaving the key out keeps it.
    const refs = {
      categoryId: item?.category_id ?? null,
      itemId: item?.id ?? null,
      brandId: p.brand ? (brands.get(p.brand)?.id ?? null) : null,
    };
    const existing = (await findProductBySlug(trx, shopId, p.slug)) ?? null;
    const written = await writeProductEntry(trx, shopId, { slug: p.slug, p, named, refs }, existing, lookup, now);
    ids.set(p.slug, written.id);
    if (written.created) created.push(p.slug);
    else if (written.changed.length > 0) updated[p.slug] = written.changed;
    else unchanged++;
  }
  return { ids, created, updated, unchanged };
}

/** The shop's home slides and tiles, when the entry gives them (decision 067); a tile's category by slug, of this shop. */
async function writeHomeBanners(trx: Trx, shopId: number, si: number, shop: ShopDocument, images: StoredImages, now: string): Promise<void> {
  if (shop.home_slides !== undefined) {
    const slides = (shop.home_slides ?? []).map((h) => ({ image: imageFile(images, 'banner', h.image)!, link: h.link, title: h.title, title_bn: h.title_bn || null, starts_at: h.starts_at ?? null, ends_at: h.ends_at ?? null }));
    await replaceHomeSlides(trx, shopId, slides, now);
  }
  if (shop.home_tiles === undefined) return;
  const problems: DocumentError[] = [];
  const seen = new Set<number>();
  const tiles: Array<{ category_id: number; image: string }> = [];
  for (const [ti, tile] of (shop.home_tiles ?? []).entries()) {
    const category = await findCategoryByIdOrSlug(trx, shopId, tile.category);
    const at = jsonPath(['shops', si, 'home_tiles', ti, 'category']);
    if (!category) problems.push({ path: at, message: `no category with slug '${tile.category}' in this shop` });
    else if (seen.has(category.id)) problems.push({ path: at, message: `category '${tile.category}' has a tile already` });
    else {
      seen.add(category.id);
      tiles.push({ category_id: category.id, image: imageFile(images, 'tile', tile.image)! });
    }
  }
  if (problems.length > 0) throw new ImportRefused(problems);
  await replaceHomeTiles(trx, shopId, tiles, now);
}

async function writeDeals(trx: Trx, shopId: number, si: number, shop: ShopDocument, products: Map<string, number>, images: StoredImages): Promise<void> {
  const elsewhere = shop.deals.flatMap((d) => d.products).filter((slug) => !products.has(slug));
  const stored = await findProductIdsBySlugs(trx, shopId, elsewhere);
  const missing: DocumentError[] = [];
  for (const [di, d] of shop.deals.entries()) {
    const productIds: number[] = [];
    d.products.forEach((slug, ri) => {
      const id = products.get(slug) ?? stored.get(slug);
      if (id === undefined) missing.push({ path: jsonPath(['shops', si, 'deals', di, 'products', ri]), message: `no product with slug '${slug}' in this shop` });
      else productIds.push(id);
    });
    const dealId = await upsertDeal(trx, shopId, {
      slug: d.slug,
      title: d.title,
      description: d.description ?? null,
      title_bn: d.title_bn ?? null,
      description_bn: d.description_bn ?? null,
      image: imageFile(images, 'gallery', d.image),
      starts_at: d.starts_at ?? null,
      ends_at: d.ends_at ?? null,
      position: di,
    });
    await replaceDealProducts(trx, shopId, dealId, productIds);
  }
  if (missing.length > 0) throw new ImportRefused(missing);
}

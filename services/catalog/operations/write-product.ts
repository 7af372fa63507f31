// Writes one product entry (the import's, or the seller console's form and
// /api/seller/product-save) into the catalog, MERGING: a stored product keeps every field the
// entry does not name — its stock, markup, pictures, variants — and only what it names is set
// (docs/decisions/056). A new product takes the entry's defaults for what it leaves out. Returns
// what changed, for the audit row. Variants are matched by group title and value key so that
// unchanged combinations keep their ids (carts and orders refer to them). Stock goes through
// the one stock writer (db/stock.repository.ts).
import type { Trx } from '../../../db/run-write';
import type { Product } from '../../../db/schema';
import {
  deleteVariantsExcept,
  insertProduct,
  insertVariantGroup,
  insertVariantValue,
  listCombinationPrices,
  listProductImages,
  listProductVariants,
  replaceProductImages,
  updateProductColumns,
  updateVariantGroup,
  updateVariantPriceColumns,
  updateVariantValue,
  upsertVariantPrice,
  type ProductImageInput,
  type ProductInput,
} from '../../../db/product.repository';
import { recomputeVariantProductTotal, setStock } from '../../../db/stock.repository';
import type { ProductDocument, VariantsDocument } from './catalog-document';
import type { StoredImage } from './store-catalog-image';

/** Which keys the entry named (raw input's own keys; defaults filled in by the schema are not named). */
export interface NamedFields {
  keys: ReadonlySet<string>;
  /** Per combination of `variants.prices`, the keys it named. */
  prices: ReadonlyArray<ReadonlySet<string>>;
}

/** The raw entry's keys as NamedFields. */
export function namedFieldsOf(raw: unknown): NamedFields {
  const o = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const variants = o.variants && typeof o.variants === 'object' ? (o.variants as Record<string, unknown>) : {};
  const prices = Array.isArray(variants.prices) ? variants.prices : [];
  return {
    keys: new Set(Object.keys(o).filter((k) => o[k] !== undefined)),
    prices: prices.map((c) => new Set(c && typeof c === 'object' ? Object.keys(c as object) : [])),
  };
}

export interface ProductRefs {
  categoryId: number | null;
  itemId: number | null;
  brandId: number | null;
}

/** A picture the entry names, as stored: a file name (or URL) with its size. */
export type ImageLookup = (ref: string) => StoredImage | undefined;

export interface WrittenProduct {
  id: number;
  created: boolean;
  /** The entry's fields whose stored value changed (empty: nothing changed). */
  changed: string[];
}

/** Document key → the product columns it sets. */
const COLUMNS: Record<string, ReadonlyArray<keyof ProductInput>> = {
  name: ['name'],
  shortDescription: ['short_description'],
  description: ['description'],
  name_bn: ['name_bn'],
  shortDescription_bn: ['short_description_bn'],
  description_bn: ['description_bn'],
  category: ['category_id', 'category_item_id'],
  brand: ['brand_id'],
  productType: ['product_type'],
  owner: ['owner'],
  unitprice: ['unitprice'],
  resellerMinPrice: ['reseller_min_price'],
  resellerMaxPrice: ['reseller_max_price'],
  unlimited_quantity: ['unlimited_quantity'],
  max_item_in_order: ['max_item_in_order'],
  product_discount: ['discount_type', 'discount'],
  cashback_offer: ['cash_type', 'cash'],
  order_attachment: ['order_attachment'],
  attachment_field_title: ['attachment_field_title'],
  rate_type: ['rate_type'],
  p_rate_type: ['p_rate_type'],
  p_amount_type: ['p_amount_type'],
  p_increase_amount: ['p_increase_amount'],
  p_discount_amount: ['p_discount_amount'],
  enable_review: ['enable_review'],
  avg_rating: ['avg_rating'],
  review_total: ['review_total'],
  status: ['status'],
  created_at: ['created_at'],
  images: ['thumbnail_image'],
  specifications: ['specifications'],
  size_guide: ['size_guide'],
  variants: [
    'has_variant',
    'min_limit_of_min_variant_resell_price',
    'max_limit_of_min_variant_resell_price',
    'min_limit_of_max_variant_resell_price',
    'max_limit_of_max_variant_resell_price',
  ],
};

function productRow(p: ProductDocument, image: ImageLookup, now: string, refs: ProductRefs): ProductInput {
  const v = p.variants ?? null;
  const firstValueImage = v?.groups.flatMap((g) => g.values.flatMap((val) => [val.image, ...(val.images ?? [])])).find((r): r is string => !!r);
  const thumbnail = p.images[0] ?? firstValueImage ?? p.videos.find((x) => x.poster)?.poster ?? null;
  return {
    name: p.name,
    short_description: p.shortDescription ?? null,
    description: p.description ?? null,
    name_bn: p.name_bn ?? null,
    short_description_bn: p.shortDescription_bn ?? null,
    description_bn: p.description_bn ?? null,
    thumbnail_image: thumbnail ? (image(thumbnail)?.file ?? null) : null,
    category_id: refs.categoryId,
    category_item_id: refs.itemId,
    brand_id: refs.brandId,
    product_type: p.productType ?? null,
    owner: p.owner ?? null,
    unitprice: p.unitprice ?? 0,
    reseller_min_price: p.resellerMinPrice,
    reseller_max_price: p.resellerMaxPrice,
    unlimited_quantity: p.unlimited_quantity ?? 0,
    max_item_in_order: p.max_item_in_order,
    has_variant: v ? 1 : 0,
    discount_type: p.product_discount?.discountType ?? null,
    discount: p.product_discount?.discount ?? 0,
    cash_type: p.cashback_offer?.cash_type ?? null,
    cash: p.cashback_offer?.cash ?? 0,
    order_attachment: p.order_attachment,
    attachment_field_title: p.attachment_field_title ?? null,
    rate_type: p.rate_type ?? 'shop_rate',
    p_rate_type: p.p_rate_type ?? null,
    p_amount_type: p.p_amount_type ?? null,
    p_increase_amount: p.p_increase_amount,
    p_discount_amount: p.p_discount_amount,
    min_variant_price: 0,
    max_variant_price: 0,
    min_limit_of_min_variant_resell_price: v?.minLimitOfMinVariantResellPrice ?? 0,
    max_limit_of_min_variant_resell_price: v?.maxLimitOfMinVariantResellPrice ?? 0,
    min_limit_of_max_variant_resell_price: v?.minLimitOfMaxVariantResellPrice ?? 0,
    max_limit_of_max_variant_resell_price: v?.maxLimitOfMaxVariantResellPrice ?? 0,
    enable_review: p.enable_review,
    avg_rating: p.avg_rating,
    review_total: p.review_total,
    status: p.status,
    created_at: p.created_at ?? now,
    updated_at: now,
    specifications: p.specifications && p.specifications.length > 0 ? JSON.stringify(p.specifications) : null,
    size_guide: p.size_guide ? JSON.stringify(p.size_guide) : null,
  };
}

/**
 * Writes the entry. `existing`: the stored product it updates (null: a new one with `slug`).
 * Refs must already be resolved in the shop (the caller refuses unknown slugs first).
 */
export async function writeProductEntry(
  trx: Trx,
  shopId: number,
  entry: { slug: string; p: ProductDocument; named: NamedFields; refs: ProductRefs },
  existing: Product | null,
  image: ImageLookup,
  now: string,
): Promise<WrittenProduct> {
  const { p, named, refs } = entry;
  const row = productRow(p, image, now, refs);
  const names = (k: string) => existing === null || named.keys.has(k);
  const changed = new Set<string>();
  let productId: number;
  if (existing === null) {
    productId = await insertProduct(trx, shopId, entry.slug, row);
  } else {
    productId = existing.id;
    const set: Partial<ProductInput> & { slug?: string } = {};
    for (const [key, columns] of Object.entries(COLUMNS)) {
      if (!named.keys.has(key)) continue;
      for (const column of columns) {
        const value = row[column];
        if (existing[column as keyof Product] !== value) {
          (set as Record<string, unknown>)[column] = value;
          changed.add(key);
        }
      }
    }
    if (entry.slug !== existing.slug) {
      set.slug = entry.slug;
      changed.add('slug');
    }
    if (Object.keys(set).length > 0) set.updated_at = now;
    await updateProductColumns(trx, shopId, productId, set);
  }

  // Stock of a product without variants: only when named (a new product: the entry's or 0).
  const variantsNow = names('variants') ? p.variants ?? null : undefined;
  const hasVariants = variantsNow === undefined ? existing?.has_variant === 1 : variantsNow !== null;
  if (!hasVariants && (names('quantity') || (existing?.has_variant === 1 && variantsNow === null))) {
    const quantity = p.quantity ?? 0;
    if (existing?.quantity !== quantity) changed.add('quantity');
    await setStock(trx, shopId, { productId, variant: '' }, { quantity }, now);
  }

  let valueIds: Array<Map<string, number>> | null = null;
  if (variantsNow !== undefined) {
    const before = existing ? JSON.stringify(await listProductVariants(trx, shopId, productId)) : '';
    valueIds = await writeVariants(trx, shopId, productId, variantsNow, named, image, now);
    if (existing && JSON.stringify(await listProductVariants(trx, shopId, productId)) !== before) changed.add('variants');
    await followVariantSummary(trx, shopId, productId, p, named, existing === null, now);
  }

  if (names('images') || names('videos') || variantsNow !== undefined) {
    const before = existing ? await listProductImages(trx, shopId, productId) : [];
    const rows = await galleryRows(trx, shopId, productId, p, named, existing !== null, valueIds, image);
    const key = (r: { variant_value_id: number | null; type: string; normal_image: string | null; video_url: string | null }) => `${r.variant_value_id}|${r.type}|${r.normal_image}|${r.video_url}`;
    if (before.map(key).join(',') !== rows.map(key).join(',')) {
      await replaceProductImages(trx, shopId, productId, rows);
      if (existing) changed.add('images');
    }
  }
  return { id: productId, created: existing === null, changed: [...changed].sort() };
}

/** The combinations that count for the price range: the available ones, or all if none is. */
function pricedCombinations<T extends { status: number }>(rows: T[]): T[] {
  const active = rows.filter((c) => c.status === 1);
  return active.length > 0 ? active : rows;
}

/** A variant product's price range (and unit price, unless the entry gave one) from its stored combinations. */
async function followVariantSummary(trx: Trx, shopId: number, productId: number, p: ProductDocument, named: NamedFields, created: boolean, now: string): Promise<void> {
  if (!p.variants) return;
  const stored = await listCombinationPrices(trx, shopId, productId);
  const priced = pricedCombinations(stored).map((c) => c.variant_price);
  const min = priced.length > 0 ? Math.min(...priced) : 0;
  const max = priced.length > 0 ? Math.max(...priced) : 0;
  const set: Partial<ProductInput> = { min_variant_price: min, max_variant_price: max, updated_at: now };
  if (created || !named.keys.has('unitprice')) set.unitprice = p.unitprice ?? min;
  if (created || named.keys.has('unlimited_quantity')) {
    set.unlimited_quantity = p.unlimited_quantity ?? (stored.some((c) => c.status === 1 && c.v_unlimited_quantity === 1) ? 1 : 0);
  }
  await updateProductColumns(trx, shopId, productId, set);
}

async function writeVariants(
  trx: Trx,
  shopId: number,
  productId: number,
  variants: VariantsDocument | null,
  named: NamedFields,
  image: ImageLookup,
  now: string,
): Promise<Array<Map<string, number>>> {
  const keep = { groupIds: [] as number[], valueIds: [] as number[], priceIds: [] as number[] };
  const valueIds: Array<Map<string, number>> = [];
  const stockToSet: Array<{ variant: string; quantity: number }> = [];
  if (variants) {
    const existing = await listProductVariants(trx, shopId, productId);
    const groupsByTitle = new Map(existing.groups.map((g) => [g.title, g.id]));
    // A value made without a key (not by an import) is known by `v{id}` (the console shows it so).
    const valuesByKey = new Map(existing.values.map((v) => [`${v.group_id}\u0000${v.key ?? `v${v.id}`}`, v.id]));
    const storedCombos = new Set(existing.prices.map((c) => c.variant));
    for (const [gi, g] of variants.groups.entries()) {
      let groupId = groupsByTitle.get(g.title);
      if (groupId === undefined) groupId = await insertVariantGroup(trx, shopId, productId, { title: g.title, position: gi });
      else await updateVariantGroup(trx, shopId, groupId, { title: g.title, position: gi });
      keep.groupIds.push(groupId);
      const ids = new Map<string, number>();
      for (const [vi, v] of g.values.entries()) {
        const ref = v.image ?? v.images?.[0];
        const row = { group_id: groupId, key: v.key, label: v.label, value: v.value ?? v.label, color_code: v.color_code ?? null, image: ref ? (image(ref)?.file ?? null) : null, position: vi };
        let valueId = valuesByKey.get(`${groupId}\u0000${v.key}`);
        if (valueId === undefined) valueId = await insertVariantValue(trx, shopId, productId, row);
        else {
          // A stored value keeps its colour and picture unless the entry names them.
          const stored = existing.values.find((x) => x.id === valueId)!;
          await updateVariantValue(trx, shopId, valueId, {
            ...row,
            color_code: v.color_code === undefined ? stored.color_code : row.color_code,
            image: v.image === undefined && v.images === undefined ? stored.image : row.image,
          });
        }
        ids.set(v.key, valueId);
        keep.valueIds.push(valueId);
      }
      valueIds.push(ids);
    }
    for (const [ci, c] of variants.prices.entries()) {
      const variant = c.values.map((key, gi) => valueIds[gi]!.get(key)).join('-');
      const said = named.prices[ci] ?? new Set<string>();
      if (storedCombos.has(variant)) {
        // A stored combination keeps what the entry does not name (its stock and flags set in the console).
        const set: Record<string, number> = { variant_price: c.variantPrice };
        if (said.has('v_unlimited_quantity')) set.v_unlimited_quantity = c.v_unlimited_quantity;
        if (said.has('variantResselerMinPrice')) set.variant_reseller_min_price = c.variantResselerMinPrice;
        if (said.has('variantResselerMaxPrice')) set.variant_reseller_max_price = c.variantResselerMaxPrice;
        if (said.has('status')) set.status = c.status;
        keep.priceIds.push((await updateVariantPriceColumns(trx, shopId, productId, variant, set))!);
        if (said.has('quantity')) stockToSet.push({ variant, quantity: c.quantity });
      } else {
        keep.priceIds.push(
          await upsertVariantPrice(trx, shopId, productId, {
            variant,
            variant_price: c.variantPrice,
            v_unlimited_quantity: c.v_unlimited_quantity,
            variant_reseller_min_price: c.variantResselerMinPrice,
            variant_reseller_max_price: c.variantResselerMaxPrice,
            status: c.status,
          }),
        );
        stockToSet.push({ variant, quantity: c.quantity });
      }
    }
  }
  await deleteVariantsExcept(trx, shopId, productId, keep);
  for (const s of stockToSet) await setStock(trx, shopId, { productId, variant: s.variant }, { quantity: s.quantity }, now);
  // A combination may have gone or changed its flags: the product's total follows what is left.
  if (variants) await recomputeVariantProductTotal(trx, shopId, productId);
  return valueIds;
}

/**
 * The gallery after the entry: the product's own pictures and videos from the entry when it
 * names them, else as stored; each colour's pictures from the entry when it names variants,
 * else as stored.
 */
async function galleryRows(
  trx: Trx,
  shopId: number,
  productId: number,
  p: ProductDocument,
  named: NamedFields,
  stored: boolean,
  valueIds: Array<Map<string, number>> | null,
  image: ImageLookup,
): Promise<ProductImageInput[]> {
  const current = stored ? await listProductImages(trx, shopId, productId) : [];
  const asInput = (r: (typeof current)[number]): ProductImageInput => ({
    variant_value_id: r.variant_value_id,
    type: r.type,
    normal_image: r.normal_image,
    zoom_image: r.zoom_image,
    video_url: r.video_url,
    width: r.width,
    height: r.height,
    position: r.position,
  });
  const picture = (ref: string, variantValueId: number | null, position: number): ProductImageInput => {
    const img = image(ref);
    return { variant_value_id: variantValueId, type: 'image', normal_image: img?.file ?? null, zoom_image: img?.file ?? null, video_url: null, width: img?.width ?? null, height: img?.height ?? null, position };
  };
  const rows: ProductImageInput[] = [];
  const own = current.filter((r) => r.variant_value_id === null);
  if (!stored || named.keys.has('images')) p.images.forEach((ref, i) => rows.push(picture(ref, null, i)));
  else rows.push(...own.filter((r) => r.type === 'image').map(asInput));
  if (!stored || named.keys.has('videos')) {
    for (const video of p.videos) {
      const poster = video.poster ? image(video.poster) : undefined;
      rows.push({ variant_value_id: null, type: 'video', normal_image: poster?.file ?? null, zoom_image: poster?.file ?? null, video_url: video.url, width: poster?.width ?? null, height: poster?.height ?? null, position: rows.length });
    }
  } else rows.push(...own.filter((r) => r.type === 'video').map(asInput));
  if (valueIds) {
    p.variants?.groups.forEach((g, gi) =>
      g.values.forEach((v) => {
        const id = valueIds[gi]?.get(v.key) ?? null;
        (v.images ?? []).forEach((ref, i) => rows.push(picture(ref, id, i)));
      }),
    );
  } else rows.push(...current.filter((r) => r.variant_value_id !== null).map(asInput));
  return rows;
}

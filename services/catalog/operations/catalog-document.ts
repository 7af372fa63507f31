// The catalog import document (docs/import-format.md): its Zod schema, which checks each
// value on its own, and the checks that need the whole document (duplicate slugs, references
// between entities, variant combinations). Both report every problem with its JSON path, so
// an operator can fix a document in one pass instead of one error at a time.
import { posix } from 'node:path';
import { z } from 'zod';
import { isDistrict } from '../../../core/bd-districts';
import { boundMs } from '../../../core/coupon';
import { normalizePhone } from '../../../core/customer-auth';
import { MAX_FACT_TEXT, MAX_SIZE_COLUMNS, MAX_SIZE_ROWS, MAX_SPECIFICATIONS, sizeGuideProblem } from '../../../core/product-facts';
import { HOME_SLIDES_MAX, HOME_TILES_MAX, readBannerLink, SLIDE_TITLE_MAX } from '../../../core/home-banners';

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const HOST_PATTERN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

export interface DocumentError {
  /** A JSON path such as `$.shops[0].products[3].unitprice`. */
  path: string;
  message: string;
}

export function jsonPath(segments: ReadonlyArray<PropertyKey>): string {
  let out = '$';
  for (const s of segments) {
    if (typeof s === 'number') out += `[${s}]`;
    else if (typeof s === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(s)) out += `.${s}`;
    else out += `[${JSON.stringify(String(s))}]`;
  }
  return out;
}

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Why an image reference is unacceptable, or null. References are http(s) URLs or paths
 * relative to the import folder; absolute paths and `..` escapes would let a document read
 * any file the server can.
 */
export function imageRefProblem(ref: string): string | null {
  if (ref.includes('\0')) return 'must not contain a NUL character';
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref)) {
    return isHttpUrl(ref) ? null : 'must be an http(s) URL or a path relative to the import folder';
  }
  const unified = ref.replace(/\\/g, '/');
  if (unified.startsWith('/')) return 'absolute paths are not allowed: give a path relative to the import folder';
  const normal = posix.normalize(unified);
  if (normal === '..' || normal.startsWith('../')) return "must stay inside the import folder (no '..' escapes)";
  if (normal === '.' || normal.endsWith('/')) return 'must name a file';
  return null;
}

export function isImageUrl(ref: string): boolean {
  return /^https?:\/\//i.test(ref);
}

const text = (max: number) => z.string().trim().min(1, { error: 'must not be empty' }).max(max, { error: `must be at most ${max} characters` });
const optionalText = (max: number) => z.string().trim().max(max, { error: `must be at most ${max} characters` }).nullish();
const slug = z
  .string()
  .max(200, { error: 'must be at most 200 characters' })
  .regex(SLUG_PATTERN, { error: 'must be a slug: lowercase letters and digits, words joined by single hyphens' });
/** The largest amount or count a document (or the console) may give: fits every integer column. */
export const CATALOG_MAX_NUMBER = 100_000_000;
const money = z
  .number()
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must be 0 or more' })
  .max(CATALOG_MAX_NUMBER, { error: `must be at most ${CATALOG_MAX_NUMBER}` });
const rate = z.number().min(0, { error: 'must be 0 or more' }).max(CATALOG_MAX_NUMBER, { error: `must be at most ${CATALOG_MAX_NUMBER}` });
const flag = z
  .union([z.literal(0), z.literal(1), z.boolean()], { error: 'must be 0 or 1' })
  .transform((v) => (v === true || v === 1 ? 1 : 0));
const color = z.string().regex(COLOR_PATTERN, { error: 'must be a colour like #rgb or #rrggbb' });
const httpUrl = z.string().refine(isHttpUrl, { error: 'must be an http(s) URL' });
const imageRef = z.string().min(1, { error: 'must not be empty' }).superRefine((ref, ctx) => {
  const problem = imageRefProblem(ref);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const dateTime = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), { error: 'must be a date-time such as 2025-01-31T10:00:00Z' })
  .transform((s) => new Date(s).toISOString());

export interface MenuItemDocument {
  name: string;
  url?: string | null;
  href?: string | null;
  icon?: string | null;
  submenu?: MenuItemDocument[] | null;
}

const menuItemSchema: z.ZodType<MenuItemDocument> = z.object({
  name: text(120),
  url: optionalText(500),
  href: optionalText(500),
  icon: optionalText(60),
  get submenu() {
    return z.array(menuItemSchema).nullish();
  },
});

const variantValueSchema = z.object({
  key: z.string().max(100).regex(SLUG_PATTERN, { error: 'must be a key: lowercase letters and digits, words joined by single hyphens' }),
  label: text(100),
  value: optionalText(100),
  color_code: color.nullish(),
  image: imageRef.nullish(),
  images: z.array(imageRef).nullish(),
});

const variantPriceSchema = z.object({
  values: z.array(z.string()).min(1, { error: 'must name one value key per variant group' }),
  variantPrice: money,
  quantity: money.default(0),
  v_unlimited_quantity: flag.default(0),
  variantResselerMinPrice: money.default(0),
  variantResselerMaxPrice: money.default(0),
  status: flag.default(1),
});

export const variantsSchema = z.object({
  groups: z
    .array(z.object({ title: text(100), values: z.array(variantValueSchema).min(1, { error: 'a variant group needs at least one value' }) }))
    .min(1, { error: 'needs at least one variant group' }),
  prices: z.array(variantPriceSchema).min(1, { error: 'needs at least one combination' }),
  minLimitOfMinVariantResellPrice: money.default(0),
  maxLimitOfMinVariantResellPrice: money.default(0),
  minLimitOfMaxVariantResellPrice: money.default(0),
  maxLimitOfMaxVariantResellPrice: money.default(0),
});

// The product page's tables (issue 28 item 2; docs/decisions/066, core/product-facts.ts).
const factText = text(MAX_FACT_TEXT);
const specificationsSchema = z
  .array(z.object({ name: factText, value: factText, name_bn: optionalText(MAX_FACT_TEXT), value_bn: optionalText(MAX_FACT_TEXT) }))
  .max(MAX_SPECIFICATIONS, { error: `may list at most ${MAX_SPECIFICATIONS} specifications` });
export const sizeGuideSchema = z
  .object({
    columns: z.array(factText).max(MAX_SIZE_COLUMNS, { error: `may have at most ${MAX_SIZE_COLUMNS} columns` }),
    columns_bn: z.array(factText).max(MAX_SIZE_COLUMNS).nullish(),
    rows: z.array(z.array(factText).max(MAX_SIZE_COLUMNS)).max(MAX_SIZE_ROWS, { error: `may have at most ${MAX_SIZE_ROWS} rows` }),
  })
  .superRefine((guide, ctx) => {
    const problem = sizeGuideProblem(guide);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * One product entry: the import's, and — with the same rules — the seller console's product
 * form and /api/seller/product-save (services/seller/product-input.ts, docs/decisions/056).
 */
export const productSchema = z.object({
  name: text(300),
  slug,
  category: slug.nullish(),
  brand: slug.nullish(),
  shortDescription: z.string().nullish(),
  description: z.string().nullish(),
  // Bangla name and descriptions (docs/import-format.md; shown on Bangla pages when given).
  name_bn: optionalText(300),
  shortDescription_bn: z.string().nullish(),
  description_bn: z.string().nullish(),
  unitprice: money.optional(),
  resellerMinPrice: money.default(0),
  resellerMaxPrice: money.default(0),
  quantity: money.optional(),
  unlimited_quantity: flag.optional(),
  max_item_in_order: money.default(0),
  product_discount: z
    .object({ discountType: z.enum(['%', 'flat', 'fixed']), discount: rate })
    .nullish(),
  cashback_offer: z.object({ cash_type: z.enum(['flat', 'percentage']), cash: rate }).nullish(),
  rate_type: z.enum(['shop_rate', 'custom']).nullish(),
  p_rate_type: z.enum(['custom', 'default']).nullish(),
  p_amount_type: z.enum(['percentage', 'flat']).nullish(),
  p_increase_amount: rate.default(0),
  p_discount_amount: rate.default(0),
  order_attachment: flag.default(0),
  attachment_field_title: optionalText(200),
  enable_review: flag.default(0),
  avg_rating: z.number().min(0, { error: 'must be between 0 and 5' }).max(5, { error: 'must be between 0 and 5' }).default(0),
  review_total: money.default(0),
  productType: optionalText(40),
  owner: optionalText(40),
  status: flag.default(1),
  created_at: dateTime.nullish(),
  images: z.array(imageRef).default([]),
  videos: z.array(z.object({ url: httpUrl, poster: imageRef.nullish() })).default([]),
  variants: variantsSchema.nullish(),
  specifications: specificationsSchema.nullish(),
  size_guide: sizeGuideSchema.nullish(),
});

const categorySchema = z.object({
  name: text(200),
  name_bn: optionalText(200),
  slug,
  image: imageRef.nullish(),
  offerInfo: z.object({ url: optionalText(500), img: imageRef.nullish(), name: optionalText(200) }).nullish(),
  size_guide: sizeGuideSchema.nullish(),
  groups: z
    .array(z.object({ name: text(200), name_bn: optionalText(200), slug: slug.nullish(), items: z.array(z.object({ name: text(200), name_bn: optionalText(200), slug })).default([]) }))
    .default([]),
});

const authFlags = {
  auth_default_firebase_reseller: flag.default(0),
  auth_default_firebase_supplier: flag.default(0),
  auth_default_firebase_customer: flag.default(0),
  auth_default_firebase_courier: flag.default(0),
  auth_other_firebase_reseller: flag.default(0),
  auth_other_firebase_supplier: flag.default(0),
  auth_other_firebase_customer: flag.default(0),
  auth_other_firebase_courier: flag.default(0),
};

// Checkout settings (after-cart.md "Addresses and delivery", "Coupons"). Each key replaces
// what is stored when given and leaves it alone when omitted; cross-field rules (district
// names, percent range, windows, duplicates) are whole-document checks below.
const PAYMENT_METHODS = ['cod', 'bkash', 'stripe'] as const;
const COUPON_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const phone = (max: number) =>
  z
    .string()
    .max(max, { error: `must be at most ${max} characters` })
    .regex(/^\+?[0-9][0-9 ()-]{2,38}$/, { error: 'must be a phone number such as +8801700000000' });
/** A date ("2025-12-31": that whole day in Bangladesh time, kept as written) or a date-time (stored as ISO-8601 UTC). */
const couponInstant = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), { error: 'must be a date such as 2025-12-31 or a date-time such as 2025-01-31T10:00:00+06:00' })
  .transform((s) => (DATE_ONLY.test(s.trim()) ? s.trim() : new Date(s).toISOString()));

const deliverySchema = z.object({
  inside_dhaka: money,
  outside_dhaka: money,
  districts: z.record(z.string(), money).default({}),
  free_over: money.nullish(),
  // Days from the order to the door (the product page tells them; decision 066); left out: not said.
  inside_dhaka_days: money.min(1, { error: 'must be 1 or more' }).max(60, { error: 'must be at most 60' }).nullish(),
  outside_dhaka_days: money.min(1, { error: 'must be 1 or more' }).max(60, { error: 'must be at most 60' }).nullish(),
});

const pickupPointSchema = z.object({
  name: text(120),
  address: text(300),
  phone: phone(20).nullish(),
  hours: optionalText(120),
  charge: money.default(0),
});

const couponSchema = z.object({
  code: z
    .string()
    .trim()
    .min(3, { error: 'must be 3 to 40 characters' })
    .max(40, { error: 'must be 3 to 40 characters' })
    .regex(COUPON_CODE_PATTERN, { error: 'must be letters, digits, - and _, starting with a letter or digit' })
    .transform((c) => c.toUpperCase()),
  type: z.enum(['percent', 'flat']),
  value: money,
  max_discount: money.nullish(),
  min_total: money.nullish(),
  starts_at: couponInstant.nullish(),
  ends_at: couponInstant.nullish(),
  max_uses: money.nullish(),
  max_uses_per_customer: money.nullish(),
});

// Home banners (issue 28 item 3; docs/decisions/067): given → the shop's slides (or tiles)
// become this list, in this order; null or [] → none; left out → kept.
const homeSlideSchema = z
  .object({
    image: imageRef,
    link: z.string().refine((l) => readBannerLink(l) !== null, { error: 'must be a path on the shop (/deals/eid-sale) or an http(s) URL, at most 500 characters' }).transform((l) => readBannerLink(l)!),
    title: text(SLIDE_TITLE_MAX),
    title_bn: optionalText(SLIDE_TITLE_MAX),
    starts_at: dateTime.nullish(),
    ends_at: dateTime.nullish(),
  })
  .refine((s) => !s.starts_at || !s.ends_at || Date.parse(s.ends_at) > Date.parse(s.starts_at), { path: ['ends_at'], error: 'must be after starts_at' });
const homeTileSchema = z.object({ category: slug, image: imageRef });

// A shop entry may be partial: besides slug and shop_name, a field it leaves out keeps what
// is stored (or the default, for a new shop), so a document can add products to a shop
// without restating it. Categories, brands, products and deals, by contrast, are each
// described completely by their entry.
const shopSchema = z.object({
  slug: slug.max(63, { error: 'must be at most 63 characters (it is a host name label)' }),
  shop_name: text(200),
  logo: imageRef.nullish(),
  contact_number: z
    .string()
    .regex(/^\+?[0-9][0-9 ()-]{2,38}$/, { error: 'must be a phone number such as +8801700000000' })
    .nullish(),
  theme_primary_color: color.nullish(),
  meta_description: optionalText(500),
  default_country_code: z.string().regex(/^\+[0-9]{1,4}$/, { error: 'must be a country calling code such as +880' }).optional(),
  reseller_id: z.number().int({ error: 'must be a whole number' }).min(1, { error: 'must be 1 or more' }).nullish(),
  social_links: z.array(z.object({ name: text(60), url: httpUrl, bgColor: color.nullish() })).nullish(),
  domains: z
    .array(z.string().transform((d) => d.trim().toLowerCase()).pipe(z.string().regex(HOST_PATTERN, { error: 'must be a host name such as shop.example.com' })))
    .nullish(),
  brands_setting: flag.optional(),
  shop_rate: z
    .object({ s_rateType: z.enum(['percentage', 'flat']), s_increase: rate.default(0), s_discount: rate.default(0) })
    .nullish(),
  auth_settings: z.object(authFlags).nullish(),
  menu: z.array(menuItemSchema).nullish(),
  delivery: deliverySchema.optional(),
  pickup_points: z.array(pickupPointSchema).nullish(),
  coupons: z.array(couponSchema).nullish(),
  // The seller console's staff (issue 14): upserted by phone; the password is hashed on import.
  staff: z
    .array(
      z.object({
        phone: z.string().refine((p) => normalizePhone(p) !== null, { error: 'must be a phone number such as 01712345678' }),
        name: text(120).default('Owner'),
        role: z.enum(['owner', 'staff']).default('owner'),
        password: z.string().min(8, { error: 'must be at least 8 characters' }).max(200, { error: 'must be at most 200 characters' }),
      }),
    )
    .optional(),
  // Courier accounts for tracking (issue 13 item 4; docs/decisions/027): given → set, null → removed, left out → kept.
  couriers: z
    .object({
      pathao: z
        .object({
          webhook_secret: z.string().min(16, { error: 'must be at least 16 characters' }).max(200),
          store_id: z.union([z.string().trim().min(1).max(40), z.number().int().positive()]).transform(String).nullish(),
          // Booking (docs/decisions/054): the merchant API's login for `issue-token`, all four or none.
          client_id: z.string().trim().min(1).max(200).optional(),
          client_secret: z.string().trim().min(1).max(200).optional(),
          username: z.string().trim().min(1).max(200).optional(),
          password: z.string().min(1).max(200).optional(),
        })
        .strict()
        .refine((p) => [p.client_id, p.client_secret, p.username, p.password].every((v) => v === undefined) || [p.client_id, p.client_secret, p.username, p.password].every((v) => v !== undefined), {
          error: 'client_id, client_secret, username and password go together',
        })
        .nullish(),
      steadfast: z.object({ api_key: z.string().trim().min(1).max(200), secret_key: z.string().trim().min(1).max(200) }).strict().nullish(),
    })
    .strict()
    .optional(),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)).min(1, { error: 'must list at least one payment method' }).optional(),
  cod_advance: z.enum(['none', 'delivery_charge']).optional(),
  return_days: money.max(365, { error: 'must be at most 365' }).optional(),
  // The language a visitor who chose none sees (docs/decisions/047): 'en' unless given.
  default_language: z.enum(['en', 'bn'], { error: 'must be "bn" or "en"' }).optional(),
  home_slides: z.array(homeSlideSchema).max(HOME_SLIDES_MAX, { error: `must list at most ${HOME_SLIDES_MAX} slides` }).nullish(),
  home_tiles: z.array(homeTileSchema).max(HOME_TILES_MAX, { error: `must list at most ${HOME_TILES_MAX} tiles` }).nullish(),
  categories: z.array(categorySchema).default([]),
  brands: z.array(z.object({ name: text(200), name_bn: optionalText(200), slug, logo: imageRef.nullish() })).default([]),
  products: z.array(productSchema).default([]),
  deals: z
    .array(
      z.object({
        slug,
        title: text(200),
        description: z.string().nullish(),
        title_bn: optionalText(200),
        description_bn: z.string().nullish(),
        image: imageRef.nullish(),
        starts_at: dateTime.nullish(),
        ends_at: dateTime.nullish(),
        products: z.array(slug).default([]),
      }),
    )
    .default([]),
});

const catalogDocumentSchema = z.object({
  shops: z.array(shopSchema).min(1, { error: 'must list at least one shop' }),
});

export type CatalogDocument = z.output<typeof catalogDocumentSchema>;
export type ShopDocument = CatalogDocument['shops'][number];
export type ProductDocument = ShopDocument['products'][number];
export type VariantsDocument = NonNullable<ProductDocument['variants']>;

/** Messages for Zod's generic issues, phrased for someone editing a JSON file. */
export const documentErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return 'is required';
    if (issue.expected === 'int') return 'must be a whole number';
    return `must be ${issue.expected === 'array' || issue.expected === 'object' ? 'an' : 'a'} ${issue.expected}`;
  }
  return undefined;
};

/** Parses a document, returning every value-level problem with its JSON path. */
export function parseCatalogDocument(
  input: unknown,
): { success: true; data: CatalogDocument } | { success: false; errors: DocumentError[] } {
  const result = catalogDocumentSchema.safeParse(input, { error: documentErrorMap });
  if (result.success) return { success: true, data: result.data };
  return { success: false, errors: result.error.issues.map((i) => ({ path: jsonPath(i.path), message: i.message })) };
}

/** Lowercase words joined by hyphens; Latin letters and digits only. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The slug of every category group: its own when given, else its slugified name — made
 * unique within the shop by prefixing the category's slug (and then a counter), because
 * "Clothing" under both Men and Women is normal. Deterministic, so a re-import finds the
 * same groups again.
 */
export function resolveGroupSlugs(categories: ReadonlyArray<{ slug: string; groups: ReadonlyArray<{ name: string; slug?: string | null }> }>): string[][] {
  const taken = new Set<string>();
  for (const c of categories) for (const g of c.groups) if (g.slug) taken.add(g.slug);
  return categories.map((c, ci) =>
    c.groups.map((g, gi) => {
      if (g.slug) return g.slug;
      const base = slugify(g.name) || `group-${gi + 1}`;
      const candidates = [base, `${c.slug || `category-${ci + 1}`}-${base}`];
      for (const candidate of candidates) {
        if (!taken.has(candidate)) {
          taken.add(candidate);
          return candidate;
        }
      }
      for (let n = 2; ; n++) {
        const candidate = `${candidates[1]}-${n}`;
        if (!taken.has(candidate)) {
          taken.add(candidate);
          return candidate;
        }
      }
    }),
  );
}

/** What the database already holds that a document may refer to, per shop slug. */
export interface ExistingCatalog {
  /** Category item slugs, brand slugs and product slugs already stored for a shop. */
  shop(slug: string): { items: ReadonlySet<string>; brands: ReadonlySet<string>; products: ReadonlySet<string> };
  /** domain → slug of the shop that holds it. */
  domainOwners: ReadonlyMap<string, string>;
}

// Whole-document checks run on the raw input, not the parsed one, so that they still
// report when some unrelated value failed its own validation.
type Raw = Record<string, unknown>;
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const asObject = (v: unknown): Raw => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : {});
const asString = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const asNumber = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The slugs a raw document refers to per shop, for looking up what is already stored. */
export function collectReferences(input: unknown): Map<string, { items: Set<string>; brands: Set<string>; products: Set<string> }> {
  const out = new Map<string, { items: Set<string>; brands: Set<string>; products: Set<string> }>();
  for (const s of asArray(asObject(input).shops)) {
    const shop = asObject(s);
    const shopSlug = asString(shop.slug);
    if (!shopSlug) continue;
    const refs = out.get(shopSlug) ?? { items: new Set<string>(), brands: new Set<string>(), products: new Set<string>() };
    for (const p of asArray(shop.products)) {
      const product = asObject(p);
      const category = asString(product.category);
      const brand = asString(product.brand);
      if (category) refs.items.add(category);
      if (brand) refs.brands.add(brand);
    }
    for (const d of asArray(shop.deals)) for (const p of asArray(asObject(d).products)) if (typeof p === 'string') refs.products.add(p);
    out.set(shopSlug, refs);
  }
  return out;
}

export function collectDomains(input: unknown): string[] {
  const out: string[] = [];
  for (const s of asArray(asObject(input).shops)) for (const d of asArray(asObject(s).domains)) if (typeof d === 'string') out.push(d.trim().toLowerCase());
  return out;
}

/** Every whole-document problem: duplicates, dangling references, inconsistent variants. */
export function checkCatalogDocument(input: unknown, existing: ExistingCatalog): DocumentError[] {
  const errors: DocumentError[] = [];
  const add = (path: ReadonlyArray<PropertyKey>, message: string) => errors.push({ path: jsonPath(path), message });

  /** Reports the second and later occurrences of each key. */
  const duplicates = (entries: Array<{ key: string | undefined; path: PropertyKey[] }>, what: string) => {
    const first = new Map<string, PropertyKey[]>();
    for (const e of entries) {
      if (e.key === undefined) continue;
      const seen = first.get(e.key);
      if (seen) add(e.path, `duplicate ${what} '${e.key}' (first used at ${jsonPath(seen)})`);
      else first.set(e.key, e.path);
    }
  };

  const shops = asArray(asObject(input).shops);
  duplicates(shops.map((s, i) => ({ key: asString(asObject(s).slug), path: ['shops', i, 'slug'] })), 'shop slug');

  // A domain held by another shop may only be taken when this document releases it: the
  // holder is in the document with a domains list that leaves it out.
  const releasedBy = new Map<string, Set<string>>();
  for (const s of shops) {
    const shop = asObject(s);
    const shopSlug = asString(shop.slug);
    if (shopSlug && shop.domains === null) releasedBy.set(shopSlug, new Set());
    if (shopSlug && Array.isArray(shop.domains)) releasedBy.set(shopSlug, new Set(shop.domains.map((d) => String(d).trim().toLowerCase())));
  }
  const domainEntries: Array<{ key: string | undefined; path: PropertyKey[] }> = [];
  shops.forEach((s, si) =>
    asArray(asObject(s).domains).forEach((d, di) => {
      const domain = asString(d)?.trim().toLowerCase();
      domainEntries.push({ key: domain, path: ['shops', si, 'domains', di] });
      const owner = domain ? existing.domainOwners.get(domain) : undefined;
      const kept = owner ? releasedBy.get(owner) : undefined;
      const released = kept !== undefined && domain !== undefined && !kept.has(domain);
      if (owner && owner !== asString(asObject(s).slug) && !released) {
        add(['shops', si, 'domains', di], `domain '${domain}' already belongs to shop '${owner}'`);
      }
    }),
  );
  duplicates(domainEntries, 'domain');

  shops.forEach((s, si) => {
    const shop = asObject(s);
    const at = (...rest: PropertyKey[]): PropertyKey[] => ['shops', si, ...rest];
    const stored = existing.shop(asString(shop.slug) ?? '');

    const categories = asArray(shop.categories).map(asObject);
    duplicates(categories.map((c, ci) => ({ key: asString(c.slug), path: at('categories', ci, 'slug') })), 'category slug');
    const groupSlugs = resolveGroupSlugs(
      categories.map((c) => ({
        slug: asString(c.slug) ?? '',
        groups: asArray(c.groups).map((g) => ({ name: asString(asObject(g).name) ?? '', slug: asString(asObject(g).slug) })),
      })),
    );
    duplicates(
      categories.flatMap((c, ci) =>
        asArray(c.groups).map((g, gi) => ({
          key: asString(asObject(g).slug) !== undefined ? groupSlugs[ci][gi] : undefined,
          path: at('categories', ci, 'groups', gi, 'slug'),
        })),
      ),
      'group slug',
    );
    const itemEntries = categories.flatMap((c, ci) =>
      asArray(c.groups).flatMap((g, gi) =>
        asArray(asObject(g).items).map((it, ii) => ({ key: asString(asObject(it).slug), path: at('categories', ci, 'groups', gi, 'items', ii, 'slug') })),
      ),
    );
    duplicates(itemEntries, 'category item slug');
    const itemSlugs = new Set(itemEntries.map((e) => e.key).filter((k): k is string => !!k));

    const brands = asArray(shop.brands).map(asObject);
    duplicates(brands.map((b, bi) => ({ key: asString(b.slug), path: at('brands', bi, 'slug') })), 'brand slug');
    const brandSlugs = new Set(brands.map((b) => asString(b.slug)).filter((k): k is string => !!k));

    const products = asArray(shop.products).map(asObject);
    duplicates(products.map((p, pi) => ({ key: asString(p.slug), path: at('products', pi, 'slug') })), 'product slug');
    const productSlugs = new Set(products.map((p) => asString(p.slug)).filter((k): k is string => !!k));

    products.forEach((p, pi) =>
      checkProductEntry(p, at('products', pi), add, {
        items: (slug) => itemSlugs.has(slug) || stored.items.has(slug),
        brands: (slug) => brandSlugs.has(slug) || stored.brands.has(slug),
      }),
    );

    const deals = asArray(shop.deals).map(asObject);
    duplicates(deals.map((d, di) => ({ key: asString(d.slug), path: at('deals', di, 'slug') })), 'deal slug');
    deals.forEach((d, di) => {
      const refs = asArray(d.products);
      duplicates(refs.map((r, ri) => ({ key: asString(r), path: at('deals', di, 'products', ri) })), 'product in this deal');
      refs.forEach((r, ri) => {
        const ref = asString(r);
        if (ref && !productSlugs.has(ref) && !stored.products.has(ref)) add(at('deals', di, 'products', ri), `no product with slug '${ref}' in this shop`);
      });
      const starts = asString(d.starts_at);
      const ends = asString(d.ends_at);
      if (starts && ends && Date.parse(ends) < Date.parse(starts)) add(at('deals', di, 'ends_at'), 'must not be before starts_at');
    });

    checkShopSettings(shop, at, add, duplicates);
  });
  return errors;
}

/**
 * The rules of one product entry that a value's own type cannot say: its category item and
 * brand exist in the shop, a price when it has no variants, the attachment's title, the
 * reseller limits in order, and consistent variants. Shared by the import and the seller
 * console (docs/decisions/056). `unitpriceKnown`: an edit of a stored product may leave the
 * price out (kept).
 */
export function checkProductEntry(
  input: unknown,
  at: PropertyKey[],
  add: (p: ReadonlyArray<PropertyKey>, m: string) => void,
  known: { items: (slug: string) => boolean; brands: (slug: string) => boolean },
  unitpriceKnown = false,
): void {
  const p = asObject(input);
  const category = asString(p.category);
  if (category && !known.items(category)) add([...at, 'category'], `no category item with slug '${category}' in this shop (category names a sub-sub-category item)`);
  const brand = asString(p.brand);
  if (brand && !known.brands(brand)) add([...at, 'brand'], `no brand with slug '${brand}' in this shop`);
  const hasVariants = p.variants !== undefined && p.variants !== null;
  if (!hasVariants && p.unitprice === undefined && !unitpriceKnown) add([...at, 'unitprice'], 'is required for a product without variants');
  if (asNumber(p.order_attachment) === 1 || p.order_attachment === true) {
    if (!asString(p.attachment_field_title)?.trim()) add([...at, 'attachment_field_title'], 'is required when order_attachment is 1');
  }
  checkLimits(p.resellerMinPrice, p.resellerMaxPrice, [...at, 'resellerMaxPrice'], 'resellerMinPrice', add);
  if (hasVariants) checkVariants(asObject(p.variants), [...at, 'variants'], add);
}

/** The checkout settings' rules that a value's own type cannot say. */
function checkShopSettings(
  shop: Raw,
  at: (...rest: PropertyKey[]) => PropertyKey[],
  add: (p: ReadonlyArray<PropertyKey>, m: string) => void,
  duplicates: (entries: Array<{ key: string | undefined; path: PropertyKey[] }>, what: string) => void,
) {
  const districts = asObject(asObject(shop.delivery).districts);
  const canonical: Array<{ key: string | undefined; path: PropertyKey[] }> = [];
  for (const name of Object.keys(districts)) {
    const district = isDistrict(name);
    if (district === null) add(at('delivery', 'districts', name), `'${name}' is not one of Bangladesh's 64 districts`);
    canonical.push({ key: district ?? undefined, path: at('delivery', 'districts', name) });
  }
  duplicates(canonical, 'district');

  const points = asArray(shop.pickup_points).map(asObject);
  duplicates(points.map((p, pi) => ({ key: asString(p.name)?.trim().toLowerCase(), path: at('pickup_points', pi, 'name') })), 'pickup point name');

  const coupons = asArray(shop.coupons).map(asObject);
  duplicates(coupons.map((c, ci) => ({ key: asString(c.code)?.trim().toUpperCase(), path: at('coupons', ci, 'code') })), 'coupon code');
  coupons.forEach((c, ci) => {
    const value = asNumber(c.value);
    if (c.type === 'percent' && value !== undefined && Number.isInteger(value) && value >= 0 && (value < 1 || value > 100)) {
      add(at('coupons', ci, 'value'), 'a percent coupon takes 1 to 100 (per cent)');
    }
    const starts = asString(c.starts_at);
    const ends = asString(c.ends_at);
    if (starts && ends) {
      const from = boundMs(starts, false);
      const to = boundMs(ends, true);
      if (!Number.isNaN(from) && !Number.isNaN(to) && !(to > from)) add(at('coupons', ci, 'ends_at'), 'must be after starts_at');
    }
  });

  duplicates(asArray(shop.payment_methods).map((m, mi) => ({ key: asString(m), path: at('payment_methods', mi) })), 'payment method');
}

function checkLimits(min: unknown, max: unknown, path: PropertyKey[], minName: string, add: (p: PropertyKey[], m: string) => void) {
  const lo = asNumber(min) ?? 0;
  const hi = asNumber(max) ?? 0;
  if (lo > 0 && hi > 0 && hi < lo) add(path, `must not be below ${minName} (${lo})`);
}

function checkVariants(variants: Raw, at: PropertyKey[], add: (p: PropertyKey[], m: string) => void) {
  const groups = asArray(variants.groups).map(asObject);
  const titles = groups.map((g) => asString(g.title)?.trim().toLowerCase());
  titles.forEach((t, gi) => {
    const first = titles.indexOf(t);
    if (t !== undefined && first !== gi) add([...at, 'groups', gi, 'title'], `duplicate variant group title '${asString(groups[gi].title)}' (first used at ${jsonPath([...at, 'groups', first, 'title'])})`);
  });
  const keysByGroup = groups.map((g, gi) => {
    const keys = new Map<string, number>();
    asArray(g.values).forEach((v, vi) => {
      const key = asString(asObject(v).key);
      if (key === undefined) return;
      if (keys.has(key)) add([...at, 'groups', gi, 'values', vi, 'key'], `duplicate value key '${key}' in group '${asString(g.title) ?? gi}'`);
      else keys.set(key, vi);
    });
    return keys;
  });
  const combinations = new Map<string, number>();
  asArray(variants.prices).forEach((p, pi) => {
    const price = asObject(p);
    const values = price.values;
    if (!Array.isArray(values)) return;
    const path = [...at, 'prices', pi, 'values'];
    if (values.length !== groups.length) {
      const names = groups.map((g) => asString(g.title) ?? '?').join(', ');
      add(path, `names ${values.length} value(s) but every combination names one value per group, in group order (${groups.length}: ${names})`);
    } else {
      values.forEach((key, k) => {
        if (typeof key !== 'string') add([...path, k], 'must be a value key');
        else if (!keysByGroup[k].has(key)) add([...path, k], `'${key}' is not a value key of group '${asString(groups[k].title) ?? k}' (values are listed in group order)`);
      });
      const combo = JSON.stringify(values);
      const first = combinations.get(combo);
      if (first !== undefined) add(path, `duplicate combination (first listed at ${jsonPath([...at, 'prices', first, 'values'])})`);
      else combinations.set(combo, pi);
    }
    checkLimits(price.variantResselerMinPrice, price.variantResselerMaxPrice, [...at, 'prices', pi, 'variantResselerMaxPrice'], 'variantResselerMinPrice', add);
  });
  checkLimits(variants.minLimitOfMinVariantResellPrice, variants.maxLimitOfMinVariantResellPrice, [...at, 'maxLimitOfMinVariantResellPrice'], 'minLimitOfMinVariantResellPrice', add);
  checkLimits(variants.minLimitOfMaxVariantResellPrice, variants.maxLimitOfMaxVariantResellPrice, [...at, 'maxLimitOfMaxVariantResellPrice'], 'minLimitOfMaxVariantResellPrice', add);
}

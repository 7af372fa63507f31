// Staff add or edit a product in the console (issue 26 item 1; docs/decisions/056): the page
// /seller/products/new and /seller/products/:id, and its JSON twin /api/seller/product-save
// (`product_id` absent to create). The input is a product entry of the catalog import with the
// import's own rules (`productSchema` and `checkProductEntry`, catalog-document.ts), written by
// the import's own writer (write-product.ts) — so an edit MERGES like an import: what the input
// does not name keeps its value. Besides the import's fields: `product_id`, `images` (the
// product's pictures in their new order — a stored file name, or `upload:N` for the N-th
// picture uploaded with this save; one left out is removed), and `expected_updated_at` (a save
// from a form opened before someone else's save is refused, 409). One transaction with the audit
// row (before and after) and markCatalogChanged, so the shop shows it on the next request.
import { z } from 'zod';
import { PRODUCT_MAX_PICTURES, PRODUCT_MAX_UPLOADS, sellerProductMessages } from '../../core/seller-products';
import { sellerSettingsMessages } from '../../core/seller-settings';
import { unstorablePath } from '../../core/storable-text';
import { requestMessages } from '../../core/request-messages';
import { findBrandsBySlugs } from '../../db/brand.repository';
import { findCategoryItemsBySlugs } from '../../db/category.repository';
import { findProductById, findProductBySlug, updateProductColumns } from '../../db/product.repository';
import { runWrite } from '../../db/run-write';
import { isUniqueViolation } from '../../db/unique-violation';
import { checkProductEntry, documentErrorMap, productSchema, slugify, type ProductDocument } from '../catalog/operations/catalog-document';
import { markCatalogChanged } from '../catalog/operations/mark-catalog-changed';
import { storeUploadedGalleryImage, type StoredImage } from '../catalog/operations/store-catalog-image';
import { namedFieldsOf, writeProductEntry } from '../catalog/operations/write-product';
import { requireStaff } from '../actors';
import { recordAudit } from '../audit';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { invalidInput, optionalIdField } from '../input';
import { readSellerProduct, type SellerProductEditable } from './operations/read-seller-product';

/** The import's product entry, less what the console does not set (the operator's and the owner's rate calls keep those). */
const entry = productSchema.omit({
  images: true,
  videos: true,
  created_at: true,
  enable_review: true,
  avg_rating: true,
  review_total: true,
  rate_type: true,
  p_rate_type: true,
  p_amount_type: true,
  p_increase_amount: true,
  p_discount_amount: true,
  product_discount: true,
  productType: true,
  owner: true,
});

export const productSaveInput = entry
  .extend({
    product_id: optionalIdField('product_id'),
    // Optional here: a new product without one takes a slug made from its name.
    slug: productSchema.shape.slug.optional(),
    // Optional on an edit (kept); a new product needs one (refused below with the import's words).
    name: productSchema.shape.name.optional(),
    images: z
      .array(z.string().max(300, { error: sellerProductMessages.pictureUnknown }))
      .max(PRODUCT_MAX_PICTURES, { error: sellerProductMessages.tooManyPictures })
      .optional()
      .meta({ description: "The product's pictures in order: a stored file name (as this call answers them) or `upload:N`, the N-th file sent as `picture`; a stored picture left out is removed" }),
    expected_updated_at: z.string().max(40).optional().meta({ description: "The product's updated_at as read; a save after someone else's is refused (409)" }),
  })
  .meta({ description: 'A product entry of the catalog import (docs/import-format.md) with its rules; fields left out keep their values' });

export type ProductSaveInput = z.input<typeof productSaveInput>;

export interface SavedProduct {
  created: boolean;
  changed: string[];
  product: SellerProductEditable;
}

/** The rest of a product entry, as the import's schema fills it in for a new product. */
const { unitprice: _unitprice, ...DEFAULTS } = productSchema.parse({ name: 'x', slug: 'x', unitprice: 0 });

/** `upload:N`: the N-th picture sent with this save. */
const UPLOAD_REF = /^upload:(\d{1,2})$/;

const uniqueSlug = (name: string, suffix: string) => {
  const base = slugify(name).slice(0, 80).replace(/-+$/, '');
  return base ? `${base}-${suffix}` : `product-${suffix}`;
};

export async function saveProduct(ctx: Ctx, input: unknown, uploads: ReadonlyArray<Uint8Array> = []): Promise<SavedProduct> {
  requireStaff(ctx);
  const { db, shop } = ctx;
  const unstorable = unstorablePath(input);
  if (unstorable !== null) throw new DomainError('invalid', requestMessages.textUnstorable, { [unstorable]: requestMessages.textUnstorable });
  const parsed = productSaveInput.safeParse(input ?? {}, { error: documentErrorMap });
  if (!parsed.success) throw invalidInput(parsed.error.issues);
  const s = parsed.data;
  if (uploads.length > PRODUCT_MAX_UPLOADS) throw new DomainError('invalid', sellerProductMessages.tooManyUploads, { picture: sellerProductMessages.tooManyUploads });

  const existing = s.product_id === null ? null : ((await findProductById(db, shop.id, s.product_id)) ?? null);
  if (s.product_id !== null && !existing) throw new DomainError('not_found', sellerSettingsMessages.productNotFound);
  if (!existing && s.name === undefined) throw invalidInput([{ path: ['name'], message: 'is required' }]);

  // The import's whole-entry rules, against what the shop holds.
  const raw = (input ?? {}) as Record<string, unknown>;
  const [items, brands] = await Promise.all([
    findCategoryItemsBySlugs(db, shop.id, s.category ? [s.category] : []),
    findBrandsBySlugs(db, shop.id, s.brand ? [s.brand] : []),
  ]);
  const problems: Array<{ path: PropertyKey[]; message: string }> = [];
  checkProductEntry(raw, [], (path, message) => problems.push({ path: [...path], message }), { items: (slug) => items.has(slug), brands: (slug) => brands.has(slug) }, existing !== null);
  if (existing && raw.unitprice === undefined && raw.variants === null) problems.push({ path: ['unitprice'], message: 'is required for a product without variants' });

  // Pictures: stored ones must be this product's; new ones are stored first, outside the
  // transaction (content-named files a refused save leaves are harmless, as the import's).
  const current = existing ? ((await readSellerProduct(db, shop.id, existing.id))?.images ?? []) : [];
  const known = new Map<string, StoredImage>(current.map((i) => [i.file, { file: i.file, width: i.width, height: i.height }]));
  s.images?.forEach((ref, i) => {
    const upload = UPLOAD_REF.exec(ref);
    if (upload ? Number(upload[1]) >= uploads.length : !known.has(ref)) problems.push({ path: ['images', i], message: sellerProductMessages.pictureUnknown });
  });
  if (problems.length > 0) throw invalidInput(problems);
  const stored: StoredImage[] = [];
  for (const bytes of uploads) {
    const image = await storeUploadedGalleryImage(bytes, ctx.deps.uploadsDir);
    if (!image) throw new DomainError('invalid', sellerProductMessages.pictureInvalid, { picture: sellerProductMessages.pictureInvalid });
    stored.push(image);
  }
  // The order asked for; uploads it does not place go last.
  let pictures: string[] | undefined;
  if (s.images !== undefined || stored.length > 0) {
    const order = s.images ?? current.map((i) => i.file);
    const placed = new Set<number>();
    pictures = order.map((ref) => {
      const upload = UPLOAD_REF.exec(ref);
      if (!upload) return ref;
      placed.add(Number(upload[1]));
      return stored[Number(upload[1])]!.file;
    });
    stored.forEach((img, i) => {
      if (!placed.has(i)) pictures!.push(img.file);
    });
    pictures = [...new Set(pictures)];
    if (pictures.length > PRODUCT_MAX_PICTURES) throw new DomainError('invalid', sellerProductMessages.tooManyPictures, { images: sellerProductMessages.tooManyPictures });
    for (const img of stored) known.set(img.file, img);
  }

  const slug = s.slug ?? existing?.slug ?? uniqueSlug(s.name ?? '', ctx.clock.now().toString(36).slice(-6));
  const { product_id: _id, images: _images, expected_updated_at: _expected, ...fields } = s;
  const p: ProductDocument = { ...DEFAULTS, ...fields, name: s.name ?? existing?.name ?? '', slug, images: pictures ?? [], videos: [] } as ProductDocument;
  const named = namedFieldsOf(raw);
  const keys = new Set([...named.keys].filter((k) => k !== 'product_id' && k !== 'expected_updated_at'));
  if (pictures !== undefined) keys.add('images');
  else keys.delete('images');
  const clockNow = new Date(ctx.clock.now()).toISOString();

  try {
    return await runWrite(db, async (trx) => {
      // Read again inside the transaction: the form's version, and the slug, against what is stored now.
      const stillThere = existing ? await findProductById(trx, shop.id, existing.id) : null;
      if (existing && !stillThere) throw new DomainError('not_found', sellerSettingsMessages.productNotFound);
      if (stillThere && s.expected_updated_at !== undefined && s.expected_updated_at !== stillThere.updated_at) {
        throw new DomainError('conflict', sellerProductMessages.changedMeanwhile);
      }
      const holder = await findProductBySlug(trx, shop.id, slug);
      if (holder && holder.id !== stillThere?.id) throw new DomainError('conflict', sellerProductMessages.slugTaken, { slug: sellerProductMessages.slugTaken });
      const before = stillThere ? await readSellerProduct(trx, shop.id, stillThere.id) : null;
      const item = s.category ? items.get(s.category) : undefined;
      const refs = { categoryId: item?.category_id ?? null, itemId: item?.id ?? null, brandId: s.brand ? (brands.get(s.brand)?.id ?? null) : null };
      // Every save moves updated_at (strictly), so a form opened before it is refused.
      const now = stillThere && clockNow <= stillThere.updated_at ? new Date(Date.parse(stillThere.updated_at) + 1).toISOString() : clockNow;
      const written = await writeProductEntry(trx, shop.id, { slug, p, named: { keys, prices: named.prices }, refs }, stillThere ?? null, (ref) => known.get(ref), now);
      if (stillThere) await updateProductColumns(trx, shop.id, written.id, { updated_at: now });
      const after = (await readSellerProduct(trx, shop.id, written.id))!;
      await recordAudit(trx, ctx, {
        action: written.created ? 'product.create' : 'product.save',
        entity: 'product',
        entityId: written.id,
        before: before && auditView(before),
        after: { ...auditView(after), changed: written.changed },
      });
      await markCatalogChanged(trx, shop.id);
      return { created: written.created, changed: written.changed, product: after };
    });
  } catch (err) {
    // Two saves racing for one new slug: the loser is told, nothing is half-written.
    if (isUniqueViolation(err)) throw new DomainError('conflict', sellerProductMessages.slugTaken, { slug: sellerProductMessages.slugTaken });
    throw err;
  }
}

/** What the audit keeps: the product's fields, its pictures by file, its combinations without their ids' labels. */
function auditView(p: SellerProductEditable) {
  const { images, updated_at: _u, ...rest } = p;
  return { ...rest, images: images.map((i) => i.file) };
}


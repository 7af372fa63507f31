// Staff set a category's size guide in the seller console (issue 28 item 2; docs/decisions/075):
// the /seller/categories page and POST /api/seller/categories, /api/seller/category-size-guide-save.
// The guide is the import's field (`categories.size_guide`, migration 030; decision 066): each
// product page of the category that has no guide of its own shows it. A save is one transaction
// with its audit row (before and after) and markCatalogChanged, so the shared product pages of
// the next request are built again with it. Staff may, like the product's own guide.
import { categoryGuideMessages } from '../../core/category-size-guide';
import { localName } from '../../core/i18n/local-name';
import { parseSizeGuide, type SizeGuide } from '../../core/product-facts';
import { requestMessages } from '../../core/request-messages';
import { unstorablePath } from '../../core/storable-text';
import { findCategoryByIdOrSlug, listCategories, updateCategorySizeGuide } from '../../db/category.repository';
import { runWrite } from '../../db/run-write';
import { requireStaff } from '../actors';
import { recordAudit } from '../audit';
import { langOf, type Ctx } from '../context';
import { DomainError } from '../domain-error';
import { parseInput } from '../input';
import { markCatalogChanged } from './operations/mark-catalog-changed';
import { categorySizeGuideInput } from './category-size-guide-input';

export interface CategorySizeGuideView {
  id: number;
  slug: string;
  /** In the page's language. */
  name: string;
  size_guide: SizeGuide | null;
}

/** The shop's categories, in their order, each with its size guide (null: none). */
export async function listCategorySizeGuides(ctx: Ctx): Promise<CategorySizeGuideView[]> {
  requireStaff(ctx);
  const lang = langOf(ctx);
  const categories = await listCategories(ctx.db, ctx.shop.id);
  return categories.map((c) => ({ id: c.id, slug: c.slug, name: localName(lang, c.name, c.name_bn), size_guide: parseSizeGuide(c.size_guide) }));
}

/** Sets (or, with `size_guide: null`, removes) a category's size guide; the category as it is now. */
export async function saveCategorySizeGuide(ctx: Ctx, input: unknown): Promise<CategorySizeGuideView> {
  requireStaff(ctx);
  const unstorable = unstorablePath(input);
  if (unstorable !== null) throw new DomainError('invalid', requestMessages.textUnstorable, { [unstorable]: requestMessages.textUnstorable });
  const s = parseInput(categorySizeGuideInput, input);
  const { db, shop } = ctx;
  const guide: SizeGuide | null = s.size_guide && { columns: s.size_guide.columns, ...(s.size_guide.columns_bn ? { columns_bn: s.size_guide.columns_bn } : {}), rows: s.size_guide.rows };
  const stored = guide ? JSON.stringify(guide) : null;
  const category = await runWrite(db, async (trx) => {
    const before = await findCategoryByIdOrSlug(trx, shop.id, s.category_id);
    if (!before) throw new DomainError('not_found', categoryGuideMessages.categoryNotFound, { category_id: categoryGuideMessages.categoryNotFound });
    // The same guide again changes nothing: no audit row, the shared pages stay.
    if (before.size_guide === stored) return before;
    await updateCategorySizeGuide(trx, shop.id, before.id, stored);
    await recordAudit(trx, ctx, {
      action: 'category.size_guide',
      entity: 'category',
      entityId: before.id,
      before: { slug: before.slug, size_guide: parseSizeGuide(before.size_guide) },
      after: { slug: before.slug, size_guide: guide },
    });
    await markCatalogChanged(trx, shop.id);
    return { ...before, size_guide: stored };
  });
  return { id: category.id, slug: category.slug, name: localName(langOf(ctx), category.name, category.name_bn), size_guide: parseSizeGuide(category.size_guide) };
}

// The /seller/categories form as the use case's input (docs/decisions/075): the guide's lines
// and the Bangla headings become the import's `{ columns, columns_bn?, rows }` (the product
// editor's reading, core/product-facts-text.ts); empty lines are no guide (the save removes
// it). And back: which of the form's two fields a refusal's path belongs beside.
import { sizeGuideFromText } from '../../../core/product-facts-text';
import type { CategorySizeGuideInput } from '../../../services/catalog/category-size-guide-input';
import { text } from '../../lib/action.server';

export function categoryGuideFromForm(form: FormData): CategorySizeGuideInput {
  return { category_id: text(form, 'category_id'), size_guide: sizeGuideFromText(text(form, 'size_guide'), text(form, 'size_guide_bn')) };
}

/** The form field a refusal's path names (the Bangla headings', else the guide's), or null for the whole form. */
export function guideFieldOf(path: string): 'size_guide' | 'size_guide_bn' | null {
  if (path.startsWith('size_guide.columns_bn')) return 'size_guide_bn';
  if (path.startsWith('size_guide')) return 'size_guide';
  return null;
}

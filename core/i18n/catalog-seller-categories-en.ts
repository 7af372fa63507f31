// The seller console's Categories page (issue 28 item 2; docs/decisions/075), in English; the
// calls' refusals and confirmations are core/category-size-guide.ts's texts word for word.
import { categoryGuideMessages as m } from '../category-size-guide';

export const sellerCategoriesEn = {
  'seller.nav.categories': 'Categories',
  'seller.categories.intro': 'A size guide for a category of clothing: every product page of the category shows it, unless the product has a guide of its own.',
  'seller.categories.none': 'The shop has no categories yet.',
  'seller.categories.hasGuide': 'has a size guide',
  'seller.categories.noGuide': 'no size guide',
  'seller.categories.formLabel': 'Size guide of {name}',
  'seller.categories.guide': 'Size guide',
  'seller.categories.guideHint': 'Headings on the first line, then one size a line, cells separated by commas: “Size, Chest (in)” then “M, 38”. At most {columns} columns and {rows} rows. Empty: no guide.',
  'seller.categories.guideBn': 'Headings in Bangla (optional)',
  'seller.categories.guideBnHint': 'The same headings in Bangla, separated by commas: “সাইজ, বুক (ইঞ্চি)”.',
  'seller.categories.save': 'Save size guide',
  'seller.audit.action.category.size_guide': 'category.size_guide',
  'seller.audit.entity.category': 'category #{id}',
  'seller.categories.msg.guideRequired': m.guideRequired,
  'seller.categories.msg.categoryNotFound': m.categoryNotFound,
  'seller.categories.msg.tooFewColumns': m.tooFewColumns,
  'seller.categories.msg.tooManyColumns': m.tooManyColumns,
  'seller.categories.msg.noRows': m.noRows,
  'seller.categories.msg.tooManyRows': m.tooManyRows,
  'seller.categories.msg.emptyHeading': m.emptyHeading,
  'seller.categories.msg.emptyCell': m.emptyCell,
  'seller.categories.msg.cellTooLong': m.cellTooLong,
  'seller.categories.msg.rowWidth': m.rowWidth,
  'seller.categories.msg.headingsBnWidth': m.headingsBnWidth,
  'seller.categories.msg.saved': m.saved,
  'seller.categories.msg.cleared': m.cleared,
} as const;

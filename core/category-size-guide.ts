// A category's size guide as the seller console edits it (issue 28 item 2; docs/decisions/075):
// the words of its refusals and confirmations, shared by the input schema
// (services/catalog/category-size-guide-input.ts), the JSON API and the console's catalog pairs
// (core/i18n/catalog-seller-categories-*.ts), so each refusal is shown in the page's language.
// The limits are the import's (core/product-facts.ts): a guide the console saves, the import
// would take, and the product page reads it back the same way.
import { MAX_FACT_TEXT, MAX_SIZE_COLUMNS, MAX_SIZE_ROWS } from './product-facts';

export const categoryGuideMessages = {
  guideRequired: 'Send size_guide: the table, or null to remove it',
  categoryNotFound: 'No such category in this shop',
  tooFewColumns: 'A size guide needs at least two columns: the size and one measure',
  tooManyColumns: `A size guide may have at most ${MAX_SIZE_COLUMNS} columns`,
  noRows: 'Give at least one row of sizes under the headings',
  tooManyRows: `A size guide may have at most ${MAX_SIZE_ROWS} rows`,
  emptyHeading: 'Every column needs a heading',
  emptyCell: 'Every cell needs a value',
  cellTooLong: `A heading or cell may be at most ${MAX_FACT_TEXT} characters`,
  rowWidth: 'Every row needs one cell per heading',
  headingsBnWidth: 'Give as many Bangla headings as headings',
  saved: 'The size guide is saved',
  cleared: 'The size guide is removed',
} as const;

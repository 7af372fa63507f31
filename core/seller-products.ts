// The seller console's product editing (issue 26 item 1; docs/decisions/056): its limits and
// the texts its refusals and notices say. The field rules themselves are the catalog import's
// (services/catalog/operations/catalog-document.ts). Pure: no database, no I/O.

/** Pictures a product keeps in its own gallery, and new pictures one save may bring. */
export const PRODUCT_MAX_PICTURES = 20;
export const PRODUCT_MAX_UPLOADS = 10;
/** Variant groups and values the console's form offers rows for (the API takes what the import takes). */
export const PRODUCT_FORM_GROUPS = 3;

export const sellerProductMessages = {
  saved: 'Product saved. The shop shows it on the next page',
  created: 'Product added. The shop shows it on the next page',
  changedMeanwhile: 'Someone saved this product since you opened it. Reload it and make your change again',
  slugTaken: 'Another product of this shop already has this slug',
  pictureInvalid: 'A picture must be a PNG, JPEG, WebP or GIF of at most 5 MB',
  tooManyPictures: 'A product keeps at most 20 pictures',
  tooManyUploads: 'Add at most 10 pictures at a time',
  pictureUnknown: "This picture is not one of this product's",
  jsonUnreadable: 'The body could not be read as JSON',
} as const;

/** The document rules' own words (catalog-document.ts), for the console's Bangla catalog. */
export const catalogRuleMessages = {
  notEmpty: 'must not be empty',
  atMost: 'must be at most {max} characters',
  whole: 'must be a whole number',
  zeroOrMore: 'must be 0 or more',
  atMostNumber: 'must be at most 100000000',
  zeroOrOne: 'must be 0 or 1',
  required: 'is required',
  number: 'must be a number',
  unitpriceNeeded: 'is required for a product without variants',
  attachmentTitleNeeded: 'is required when order_attachment is 1',
  limitOrder: 'must not be below {name} ({n})',
  noCategory: "no category item with slug '{slug}' in this shop (category names a sub-sub-category item)",
  noBrand: "no brand with slug '{slug}' in this shop",
  slug: 'must be a slug: lowercase letters and digits, words joined by single hyphens',
  key: 'must be a key: lowercase letters and digits, words joined by single hyphens',
  oneValue: 'a variant group needs at least one value',
  oneGroup: 'needs at least one variant group',
  oneCombination: 'needs at least one combination',
  valuePerGroup: 'must name one value key per variant group',
  duplicateCombination: 'duplicate combination (first listed at {path})',
} as const;

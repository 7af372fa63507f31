// Keeps the listing index current (docs/decisions/004-listing-sell-price.md): for every
// product the triggers of migration 003 marked stale, stores its sell price (core/pricing via
// productPricing, the same figure the card shows), its search document and its words in the
// shop's vocabulary. Listing and search services call it first; when nothing is stale it
// costs one partial-index probe. A row changed while it was being refreshed keeps its stale
// mark (the version check) and is picked up next time. After a bulk refresh the search index
// is merged into one piece (decision 084).
import type { Db } from '../../../db/client';
import { runWrite } from '../../../db/run-write';
import { findShopById } from '../../../db/shop.repository';
import { hasStaleListings, listStaleListings, type StaleListingRow } from '../../../db/product-listing.repository';
import { addSearchTerms, compactSearchIndex, writeListingIndex } from '../../../db/product-search.repository';
import { PHONETIC_MARK, phoneticTokens } from '../../../core/phonetic-key';
import { reverseWord, searchWords, vocabularyWords } from '../../../core/search-text';
import { productPricing } from './product-pricing';

const BATCH = 500;
const MAX_BATCHES = 1000;
/** A refresh of this many products (an import, a first build) merges the search index after it (decision 084). */
const COMPACT_AFTER = BATCH;

/**
 * A product's search document: its words, and after them each word's phonetic token
 * (core/phonetic-key). Its brand's and category's Bangla names are in it beside the English
 * ones (docs/decisions/058), so পাঞ্জাবি finds a category named so.
 */
function searchDocumentOf(
  row: Pick<StaleListingRow, 'name' | 'short_description' | 'brand_name' | 'category_name' | 'item_name' | 'brand_name_bn' | 'category_name_bn' | 'item_name_bn'>,
) {
  const name = searchWords(row.name);
  const extra = searchWords(
    [row.brand_name, row.brand_name_bn, row.item_name, row.item_name_bn, row.category_name, row.category_name_bn, row.short_description].filter(Boolean).join(' '),
  );
  return { name: [...name, ...phoneticTokens(name)], extra: [...extra, ...phoneticTokens(extra)] };
}

/** Refreshes the shop's stale products; returns how many were refreshed. */
export async function refreshListingIndex(db: Db, shopId: number): Promise<number> {
  if (!(await hasStaleListings(db, shopId))) return 0;
  let refreshed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const rows = await listStaleListings(db, shopId, BATCH);
    if (rows.length === 0) break;
    // Read after the rows: a rate change after this point bumps their version, so a price
    // computed with the old rate is never marked fresh.
    const shop = await findShopById(db, shopId);
    if (!shop) return refreshed;
    const entries = rows.map((row) => ({
      id: row.id,
      version: row.listing_version,
      sellPrice: productPricing(row, shop).sellPrice,
      doc: searchDocumentOf(row),
    }));
    const done = await runWrite(db, async (trx) => {
      const written = new Set(await writeListingIndex(trx, shopId, entries));
      const vocabulary = new Set<string>();
      for (const e of entries) {
        if (!written.has(e.id)) continue;
        // The shop's own words (completions and typo fixes), not the phonetic tokens.
        const words = [...e.doc.name, ...e.doc.extra].filter((w) => !w.startsWith(PHONETIC_MARK));
        for (const w of vocabularyWords(words.join(' '))) vocabulary.add(w);
      }
      await addSearchTerms(
        trx,
        shopId,
        [...vocabulary].map((term) => ({ term, rterm: reverseWord(term), len: Array.from(term).length })),
      );
      return written.size;
    });
    refreshed += done;
    if (rows.length < BATCH || done === 0) break;
  }
  // A bulk refresh left its documents in many pieces of the index, which every search reads;
  // a single product's change does not (the index merges small pieces itself).
  if (refreshed >= COMPACT_AFTER) await compactSearchIndex(db);
  return refreshed;
}

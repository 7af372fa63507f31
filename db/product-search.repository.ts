// Full-text product search on both databases: an FTS5 table (SQLite) or a tsvector column
// with a GIN index (PostgreSQL), holding the same words core/search-text made, plus a shop
// token ('s{id}' in FTS5's `shop` column, the lexeme '#{id}' in the tsvector) so a query
// only walks its own shop's postings; the shop_id predicate is applied as well. Also the
// per-shop vocabulary (search_terms) used by the one-typo rule.
import { sql, type RawBuilder } from 'kysely';
import { dbKind, type Db } from './client';
import type { Trx } from './run-write';
import {
  applyListingFilter,
  applyListingOrder,
  listingColumns,
  type ListingFilter,
  type ListingOrder,
  type ListingRow,
} from './product-listing.repository';

/**
 * One query word: matched as a word prefix, exactly as one of its typo alternatives, or by
 * sound — its phonetic token (core/phonetic-key), exactly or as a prefix.
 */
export interface SearchWord {
  word: string;
  alternatives: string[];
  sound?: { token: string; prefix: boolean } | null;
  /** Other words it also matches as prefixes: synonyms, and the word joined with its neighbour (hand bag → handbag). */
  also?: string[];
  /** Other phonetic tokens it also matches exactly (the joined words' sound). */
  alsoSounds?: string[];
}

/** A query word's FTS5 / tsquery alternatives, as [term, prefix?] pairs. */
function wordTerms(w: SearchWord): Array<[string, boolean]> {
  return [
    [w.word, true],
    ...w.alternatives.map((a): [string, boolean] => [a, false]),
    ...(w.sound ? [[w.sound.token, w.sound.prefix] as [string, boolean]] : []),
    ...(w.also ?? []).map((a): [string, boolean] => [a, true]),
    ...(w.alsoSounds ?? []).map((a): [string, boolean] => [a, false]),
  ];
}

interface SearchDocument {
  /** The product name's words (weighted highest). */
  name: string[];
  /** Short description, brand and category names. */
  extra: string[];
}

const MAX_DOCUMENT_WORDS = 400;
// The last code point: every word that starts with a prefix sorts below prefix + this, byte-wise.
const TOP = '\u{10FFFF}';

const ftsString = (w: string) => `"${w.replace(/"/g, '""')}"`;
const tsString = (w: string) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The FTS5 MATCH expression: every word (prefix or an alternative) in name/extra, in this shop. */
export function ftsMatchExpression(shopId: number, words: SearchWord[]): string {
  const clauses = words.map((w) => `(${wordTerms(w).map(([t, prefix]) => `${ftsString(t)}${prefix ? '*' : ''}`).join(' OR ')})`);
  return `shop : "s${shopId}" AND {name extra} : (${clauses.join(' AND ')})`;
}

/** The tsquery text: the shop lexeme and every word (prefix or an alternative). */
export function tsQueryText(shopId: number, words: SearchWord[]): string {
  const clauses = words.map((w) => `(${wordTerms(w).map(([t, prefix]) => `${tsString(t)}${prefix ? ':*' : ''}`).join(' | ')})`);
  return [`'#${shopId}'`, ...clauses].join(' & ');
}

/** The tsvector literal of a document: name words weight A, the rest weight C, then the shop lexeme. */
export function tsVectorText(shopId: number, doc: SearchDocument): string {
  const positions = new Map<string, string[]>();
  let pos = 0;
  const add = (words: string[], weight: string) => {
    for (const w of words) {
      if (pos >= MAX_DOCUMENT_WORDS) return;
      pos += 1;
      const list = positions.get(w) ?? [];
      list.push(`${pos}${weight}`);
      positions.set(w, list);
    }
  };
  add(doc.name, 'A');
  add(doc.extra, 'C');
  const lexemes = [...positions].map(([w, p]) => `${tsString(w)}:${p.join(',')}`);
  return [...lexemes, `'#${shopId}'`].join(' ');
}

/** Writes (replaces) a product's search document. */
async function writeSearchDocument(trx: Trx, shopId: number, productId: number, doc: SearchDocument): Promise<void> {
  if (dbKind(trx as never) === 'postgres') {
    await sql`UPDATE products SET search_vector = ${tsVectorText(shopId, doc)}::tsvector WHERE shop_id = ${shopId} AND id = ${productId}`.execute(trx);
    return;
  }
  await sql`DELETE FROM product_search WHERE rowid = ${productId}`.execute(trx);
  await sql`INSERT INTO product_search (rowid, shop, name, extra) VALUES (${productId}, ${`s${shopId}`}, ${doc.name.slice(0, MAX_DOCUMENT_WORDS).join(' ')}, ${doc.extra.slice(0, MAX_DOCUMENT_WORDS).join(' ')})`.execute(trx);
}

// One step of the SQLite index's merge: at most this many pages (4 KB each) written, so a step
// holds the write lock for tens of milliseconds at most.
const MERGE_PAGES = 500;
const MAX_MERGE_STEPS = 1000;

/**
 * Merges the search index's pieces after a bulk write (issue 27 item 1, decision 084). SQLite:
 * FTS5 writes each transaction's documents as a new segment and merges them only in groups, so a
 * catalog refreshed in batches leaves several segments, and every MATCH reads every segment's
 * doclists (a suggestion's query −38 % after the merge, 20 shops × 1,000 products). The merge runs
 * in steps of MERGE_PAGES pages, each its own short write, until FTS5 reports no work left
 * (`'merge'` with a negative count: merge whatever segments there are). PostgreSQL: the GIN
 * index's pending list (fastupdate), which every search scans in full until it is cleaned, is
 * moved into the index. The documents, their words and the ranking's statistics are unchanged.
 */
export async function compactSearchIndex(db: Db): Promise<void> {
  if (dbKind(db as never) === 'postgres') {
    await sql`SELECT gin_clean_pending_list('products_search_vector'::regclass)`.execute(db);
    return;
  }
  for (let step = 0; step < MAX_MERGE_STEPS; step++) {
    const before = await sql<{ n: number }>`SELECT total_changes() AS n`.execute(db);
    await sql`INSERT INTO product_search (product_search, rank) VALUES ('merge', ${-MERGE_PAGES})`.execute(db);
    const after = await sql<{ n: number }>`SELECT total_changes() AS n`.execute(db);
    // Fewer than two rows changed: nothing was left to merge (FTS5's documented test).
    if (after.rows[0]!.n - before.rows[0]!.n < 2) return;
  }
}

/** Adds words to the shop's vocabulary (words already there are left alone). */
export async function addSearchTerms(trx: Trx, shopId: number, terms: Array<{ term: string; rterm: string; len: number }>): Promise<void> {
  for (let i = 0; i < terms.length; i += 300) {
    await trx
      .insertInto('search_terms')
      .values(terms.slice(i, i + 300).map((t) => ({ shop_id: shopId, ...t })))
      .onConflict((oc) => oc.columns(['shop_id', 'term']).doNothing())
      .execute();
  }
}

/** Whether some word of the shop's vocabulary starts with `prefix`. */
export async function hasTermWithPrefix(db: Db, shopId: number, prefix: string): Promise<boolean> {
  const row = await db
    .selectFrom('search_terms')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('term', '>=', prefix)
    .where('term', '<', prefix + TOP)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Vocabulary words that start with `prefix` (completions), shortest first. */
export async function listTermsWithPrefix(db: Db, shopId: number, prefix: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('search_terms')
    .select(['term', 'len'])
    .where('shop_id', '=', shopId)
    .where('term', '>=', prefix)
    .where('term', '<', prefix + TOP)
    .orderBy('term')
    .limit(200)
    .execute();
  return rows
    .sort((a, b) => a.len - b.len || (a.term < b.term ? -1 : 1))
    .slice(0, limit)
    .map((r) => r.term);
}

/**
 * Vocabulary words of length minLength..maxLength that start with `prefix` or whose reversal
 * starts with `reversedSuffix` — the only places a word one typo away can be.
 */
export async function listTypoCandidates(
  db: Db,
  shopId: number,
  keys: { prefix: string; reversedSuffix: string; minLength: number; maxLength: number },
): Promise<string[]> {
  const base = () => db.selectFrom('search_terms').select('term').where('shop_id', '=', shopId).where('len', '>=', keys.minLength).where('len', '<=', keys.maxLength);
  const [byStart, byEnd] = await Promise.all([
    base().where('term', '>=', keys.prefix).where('term', '<', keys.prefix + TOP).limit(2000).execute(),
    base().where('rterm', '>=', keys.reversedSuffix).where('rterm', '<', keys.reversedSuffix + TOP).limit(2000).execute(),
  ]);
  return [...new Set([...byStart, ...byEnd].map((r) => r.term))];
}

type SearchOrder = 'relevance' | ListingOrder;

function matchCondition(db: Db, shopId: number, words: SearchWord[]): { pg: boolean; where: RawBuilder<boolean>; rank: RawBuilder<number> } {
  if (dbKind(db as never) === 'postgres') {
    const q = tsQueryText(shopId, words);
    return {
      pg: true,
      where: sql<boolean>`products.search_vector @@ ${q}::tsquery`,
      rank: sql<number>`ts_rank('{0.05, 0.4, 0.6, 1.0}', products.search_vector, ${q}::tsquery)`,
    };
  }
  return {
    pg: false,
    where: sql<boolean>`product_search MATCH ${ftsMatchExpression(shopId, words)}`,
    rank: sql<number>`bm25(product_search, 0.0, 10.0, 2.0)`,
  };
}

function searchBase(db: Db, shopId: number, words: SearchWord[], filter: ListingFilter) {
  const m = matchCondition(db, shopId, words);
  let q = db.selectFrom('products');
  if (!m.pg) q = q.innerJoin(sql<{ rowid: number }>`product_search`.as('product_search'), (j) => j.on(sql<boolean>`product_search.rowid = products.id`));
  return { m, q: applyListingFilter(q, shopId, filter).where(m.where) };
}

/** One page of the shop's products matching every word, best match first (or in a listing order). */
export async function searchListingProducts(
  db: Db,
  shopId: number,
  words: SearchWord[],
  filter: ListingFilter,
  order: SearchOrder,
  limit: number,
  offset: number,
): Promise<ListingRow[]> {
  if (words.length === 0) return [];
  const { m, q } = searchBase(db, shopId, words, filter);
  if (order !== 'relevance') return (await applyListingOrder(q.select(listingColumns), order).limit(limit).offset(offset).execute()) as ListingRow[];
  // Best match first: the page's ids and ranks, then their rows. Selecting the listing's 30
  // columns in the ranked query itself put every match's columns into the sort, of which the
  // page keeps a few (a suggestion's query −20 % on SQLite; issue 27 item 1, decision 086). The
  // same matches, ranks and order: the rows come back sorted by the ranks the first step computed.
  const direction = m.pg ? sql.raw('desc') : sql.raw('asc');
  const hits = q
    .select(['products.id as hit_id', m.rank.as('hit_rank')])
    .orderBy(sql`hit_rank ${direction}`)
    .orderBy('products.id', 'desc')
    .limit(limit)
    .offset(offset)
    .as('hits');
  const rows = await db
    .selectFrom(hits)
    .innerJoin('products', 'products.id', 'hits.hit_id')
    .select(listingColumns)
    .orderBy(sql`hits.hit_rank ${direction}`)
    .orderBy('hits.hit_id', 'desc')
    .execute();
  return rows as ListingRow[];
}

export async function countSearchProducts(db: Db, shopId: number, words: SearchWord[], filter: ListingFilter): Promise<number> {
  if (words.length === 0) return 0;
  const { q } = searchBase(db, shopId, words, filter);
  const row = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

interface ListingIndexEntry {
  id: number;
  /** The listing_version the entry was computed from. */
  version: number;
  sellPrice: number;
  doc: SearchDocument;
}

/**
 * Stores sell prices and search documents for a batch of products and marks them fresh —
 * each only if its listing_version is still the one it was computed from (a row changed
 * meanwhile stays stale). Returns the ids written. PostgreSQL: one UPDATE for the batch.
 */
export async function writeListingIndex(trx: Trx, shopId: number, entries: ListingIndexEntry[]): Promise<number[]> {
  if (entries.length === 0) return [];
  if (dbKind(trx as never) === 'postgres') {
    const values = sql.join(
      entries.map((e) => sql`(${e.id}::integer, ${e.version}::integer, ${e.sellPrice}::integer, ${tsVectorText(shopId, e.doc)}::tsvector)`),
    );
    const result = await sql<{ id: number }>`
      UPDATE products AS p
      SET sell_price = v.sell_price, listing_stale = 0, search_vector = v.vec
      FROM (VALUES ${values}) AS v(id, version, sell_price, vec)
      WHERE p.shop_id = ${shopId} AND p.id = v.id AND p.listing_version = v.version
      RETURNING p.id`.execute(trx);
    return result.rows.map((r) => r.id);
  }
  const written: number[] = [];
  for (const e of entries) {
    const result = await trx
      .updateTable('products')
      .set({ sell_price: e.sellPrice, listing_stale: 0 })
      .where('shop_id', '=', shopId)
      .where('id', '=', e.id)
      .where('listing_version', '=', e.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) continue;
    await writeSearchDocument(trx, shopId, e.id, e.doc);
    written.push(e.id);
  }
  return written;
}

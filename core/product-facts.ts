// What a product page tells beside the price (issue 28 item 2; docs/decisions/066): the
// specification table of a product that carries attributes and the size guide of clothing —
// the product's own, else its category's. Both are import fields (docs/import-format.md) and
// console fields, stored as JSON text (migration 030) and read back here; a stored value that
// is not the shape written (hand-edited, a future format) is treated as missing, never shown
// half. Each text has an optional Bangla form, shown on Bangla pages (like names, decision 047).
import type { Lang } from './i18n/lang';
import { localName } from './i18n/local-name';

export const MAX_SPECIFICATIONS = 40;
export const MAX_SIZE_COLUMNS = 8;
export const MAX_SIZE_ROWS = 30;
export const MAX_FACT_TEXT = 200;

export interface Specification {
  name: string;
  value: string;
  name_bn?: string | null;
  value_bn?: string | null;
}

export interface SizeGuide {
  /** The heading of each column, e.g. Size, Chest (in), Length (in). */
  columns: string[];
  columns_bn?: string[] | null;
  /** One row per size, a cell per column. */
  rows: string[][];
}

/** A table as the page shows it: in the page's language. */
export interface FactTable {
  columns: string[];
  rows: string[][];
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= MAX_FACT_TEXT;
const isOptionalText = (v: unknown) => v === undefined || v === null || isText(v);

function parseJson(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isSpecification(v: unknown): v is Specification {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  return isText(s.name) && isText(s.value) && isOptionalText(s.name_bn) && isOptionalText(s.value_bn);
}

/** The stored specification list, or [] when there is none or it is not one. */
export function parseSpecifications(text: string | null | undefined): Specification[] {
  const value = parseJson(text);
  return Array.isArray(value) && value.length <= MAX_SPECIFICATIONS && value.every(isSpecification) ? value : [];
}

/** Why a size guide is not one (the import's and the console's check), or null. */
export function sizeGuideProblem(guide: SizeGuide): string | null {
  const width = guide.columns.length;
  if (width < 2) return 'needs at least two columns (the size and one measure)';
  if (width > MAX_SIZE_COLUMNS) return `may have at most ${MAX_SIZE_COLUMNS} columns`;
  if (guide.columns_bn && guide.columns_bn.length !== width) return 'columns_bn must name as many columns as columns';
  if (guide.rows.length === 0) return 'needs at least one row';
  if (guide.rows.length > MAX_SIZE_ROWS) return `may have at most ${MAX_SIZE_ROWS} rows`;
  if (guide.rows.some((r) => r.length !== width)) return 'every row needs one cell per column';
  return null;
}

function isSizeGuide(v: unknown): v is SizeGuide {
  if (typeof v !== 'object' || v === null) return false;
  const g = v as Record<string, unknown>;
  const texts = (list: unknown): list is string[] => Array.isArray(list) && list.every(isText);
  if (!texts(g.columns) || !Array.isArray(g.rows) || !g.rows.every(texts)) return false;
  if (g.columns_bn !== undefined && g.columns_bn !== null && !texts(g.columns_bn)) return false;
  return sizeGuideProblem(g as unknown as SizeGuide) === null;
}

/** The stored size guide, or null when there is none or it is not one. */
export function parseSizeGuide(text: string | null | undefined): SizeGuide | null {
  const value = parseJson(text);
  return isSizeGuide(value) ? value : null;
}

/** The specifications as a two-column table in the page's language. */
export function specificationRows(lang: Lang, specs: readonly Specification[]): FactTable['rows'] {
  return specs.map((s) => [localName(lang, s.name, s.name_bn), localName(lang, s.value, s.value_bn)]);
}

/** The size guide the product page shows: the product's own, else its category's, in the page's language. */
export function sizeGuideTable(lang: Lang, own: SizeGuide | null, category: SizeGuide | null): FactTable | null {
  const guide = own ?? category;
  if (!guide) return null;
  const columns = lang === 'bn' && guide.columns_bn ? guide.columns_bn : guide.columns;
  return { columns, rows: guide.rows };
}

/** The shop's return window (refunds' `return_days`) as the page says it. */
export type ReturnPolicy = { kind: 'none' } | { kind: 'days'; days: number };

export function returnPolicy(returnDays: number): ReturnPolicy {
  const days = Math.trunc(returnDays);
  return Number.isFinite(days) && days > 0 ? { kind: 'days', days } : { kind: 'none' };
}

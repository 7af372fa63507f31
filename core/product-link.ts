// Product links per spec §2: /products/{slug}-{id}. Slugs are lowercase ASCII letters, digits and
// single hyphens (accents are stripped; text with no Latin letters or digits, such as Bangla,
// falls back to "product"). The id at the end is what identifies the product; a bare id works.

const FALLBACK_SLUG = 'product';
const MAX_SLUG_LENGTH = 80;

/** Text → a URL slug: "Shari (Red) – 2024" → "shari-red-2024"; no usable characters → "product". */
export function slugify(text: string | null | undefined): string {
  const slug = (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug === '' ? FALLBACK_SLUG : slug;
}

function isProductId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}

/** The product page path, '/products/{slug}-{id}'. Throws a RangeError for an id that is not a positive integer. */
export function productPath(product: { slug?: string | null; id: number }): string {
  if (!isProductId(product.id)) throw new RangeError(`Invalid product id: ${String(product.id)}`);
  return `/products/${slugify(product.slug)}-${product.id}`;
}

/**
 * The {pro_id} route parameter → the product id and the slug before it: "12" → id 12, slug null;
 * "red-shari-12" → id 12, slug "red-shari". Anything else (no trailing id, id 0, too large) → null.
 */
export function parseProductParam(param: string | null | undefined): { id: number; slug: string | null } | null {
  let text = (param ?? '').trim();
  try {
    text = decodeURIComponent(text);
  } catch {
    return null;
  }
  const match = /^(?:(.*[^-])-)?(\d{1,16})$/.exec(text);
  if (!match) return null;
  const id = Number(match[2]);
  if (!isProductId(id)) return null;
  return { id, slug: match[1] ?? null };
}

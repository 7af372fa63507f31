// Routes name categories, brands and deals by id or by slug (`/products/category/{cat_id or
// slug}`). An all-digit value is tried as an id first — the spec's links carry ids — and
// then as a slug, so a numeric slug still resolves when no row has that id.

interface IdOrSlug {
  id: number | null;
  slug: string;
}

function parseIdOrSlug(value: string | number): IdOrSlug {
  const text = String(value).trim();
  const id = /^\d{1,15}$/.test(text) ? Number(text) : null;
  return { id: id !== null && Number.isSafeInteger(id) && id > 0 ? id : null, slug: text.toLowerCase() };
}

/** Looks a row up by id (when the value is all digits), falling back to its slug. */
export async function findByIdOrSlug<T>(
  value: string | number,
  byId: (id: number) => Promise<T | undefined>,
  bySlug: (slug: string) => Promise<T | undefined>,
): Promise<T | undefined> {
  const { id, slug } = parseIdOrSlug(value);
  if (id !== null) {
    const row = await byId(id);
    if (row) return row;
  }
  return slug ? bySlug(slug) : undefined;
}

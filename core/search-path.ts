// Search keywords in the path per spec §2: /products/search/{key} and /search/{keyword} carry the
// keywords with spaces turned into hyphens. Runs of whitespace and hyphens collapse to one hyphen;
// the segment is percent-encoded so that "/", "?", "#" and non-Latin text are safe in a path.

/** Keywords → the path segment ("  red  t-shirt " → "red-t-shirt"); '' when there are none. */
export function keywordsToPath(keywords: string | null | undefined): string {
  const words = (keywords ?? '').trim().replace(/[\s-]+/g, '-').replace(/^-+|-+$/g, '');
  return encodeURIComponent(words);
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path segment → keywords: decoded (a malformed escape is kept as written), hyphens → spaces. */
export function pathToKeywords(path: string | null | undefined): string {
  return decodeSafely(path ?? '')
    .replace(/[\s-]+/g, ' ')
    .trim();
}

/**
 * The keywords a search results path shows (/search/{keyword} or /products/search/{key}), for
 * the header's search box on that page; '' on any other path.
 */
export function searchedKeywords(pathname: string): string {
  const m = /^\/(?:products\/)?search\/([^/]+)\/?$/.exec(pathname);
  return m ? pathToKeywords(m[1]).slice(0, 100) : '';
}

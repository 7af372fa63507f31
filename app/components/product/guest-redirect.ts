// The guest rule of spec §4: a logged-out shopper who tries to add to cart, order, upload,
// wishlist or chat is sent to /customer/login with the current path as the return target.
// Tiny and separate from the calls, so pages ship it without the call code.

export function loginPath(returnTo: string): string {
  return `/customer/login?redirect=${encodeURIComponent(returnTo)}`;
}

export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

/** The spec's return target for Chat Now: /r/{shop}/products/{id}. */
export function chatReturnTarget(shopSlug: string, productId: number): string {
  return `/r/${encodeURIComponent(shopSlug)}/products/${productId}`;
}

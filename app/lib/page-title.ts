// A page title that carries the shop's name ("Wishlist | Rongdhonu Fashion"; issue 16 item 9),
// from the root loader's layout data among the route matches that `meta` receives.
type RootMatch = { data?: unknown } | undefined;

export function shopTitle(title: string, matches: readonly RootMatch[]): string {
  const root = matches[0]?.data as { layout?: { shopInfo?: { shop_name?: string } } } | undefined;
  const shop = root?.layout?.shopInfo?.shop_name;
  return shop ? `${title} | ${shop}` : title;
}

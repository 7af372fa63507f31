// A page title that carries the shop's name ("Wishlist | Rongdhonu Fashion"; issue 16 item 9),
// from the root loader's layout data among the route matches that `meta` receives.
import { translatorOf, type PageI18n } from './i18n';
import type { Translator } from '../../core/i18n/translate';

type RootMatch = { data?: unknown } | undefined;

export function shopTitle(title: string, matches: readonly RootMatch[]): string {
  const root = matches[0]?.data as { layout?: { shopInfo?: { shop_name?: string } } } | undefined;
  const shop = root?.layout?.shopInfo?.shop_name;
  return shop ? `${title} | ${shop}` : title;
}

/** The page's translator in a route's `meta` (no hooks there): the root's language and catalog. */
export function metaTranslator(matches: readonly RootMatch[]): Translator {
  return translatorOf((matches[0]?.data as { i18n?: PageI18n } | undefined)?.i18n);
}

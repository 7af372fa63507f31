// A console page's <title> in the page's language ("Orders — Seller console"), read from the
// root's catalog (a route's `meta` has no hooks).
import type { MessageId } from '../../../core/i18n/catalog';
import { translatorOf, type PageI18n } from '../../lib/i18n';

type Matches = ReadonlyArray<{ data?: unknown } | undefined>;

/** The page's translator in a route's `meta`. */
export function consoleTranslator(matches: Matches) {
  return translatorOf((matches[0]?.data as { i18n?: PageI18n } | undefined)?.i18n);
}

export function consoleMeta(matches: Matches, page: MessageId) {
  const t = consoleTranslator(matches);
  if (page === 'seller.console') return [{ title: t.t(page) }, { name: 'robots', content: 'noindex' }];
  return [{ title: t.t('seller.pageTitle', { page: t.t(page) }) }, { name: 'robots', content: 'noindex' }];
}

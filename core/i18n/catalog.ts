// The message catalogs, in one place (docs/decisions/047): English (catalog-en.ts, the ids and
// the spec's strings verbatim) and Bangla (catalog-bn.ts, every id of the English one — the
// type makes a missing one a compile error, core/i18n/catalog.test.ts an empty or mismatched one).
import { en } from './catalog-en';
import { bn } from './catalog-bn';
import type { Lang } from './lang';

export type MessageId = keyof typeof en;
/** A catalog: every message id with its ICU message text. */
export type Catalog = Record<MessageId, string>;

export const catalogs: Record<Lang, Catalog> = { en, bn };

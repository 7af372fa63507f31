// The message catalogs, in one place (docs/decisions/047): English (catalog-en.ts, the ids and
// the spec's strings verbatim) and Bangla (catalog-bn.ts, every id of the English one — the
// type makes a missing one a compile error, core/i18n/catalog.test.ts an empty or mismatched one).
// The seller console keeps its own pair (catalog-seller-en.ts / catalog-seller-bn.ts, ids
// `seller.…`, typed the same way), joined here.
import { en as shopEn } from './catalog-en';
import { bn as shopBn } from './catalog-bn';
import { sellerEn } from './catalog-seller-en';
import type { accountEn } from './catalog-account-en';
import { sellerBn } from './catalog-seller-bn';
import type { Lang } from './lang';

/** A catalog of the shop's side: every id of catalog-en.ts with its ICU message text. */
export type Catalog = Record<keyof typeof shopEn, string>;
/** The customer's account side's catalog (catalog-account-en.ts, spread into the shop's). */
export type AccountCatalog = Record<keyof typeof accountEn, string>;
/** The seller console's catalog: every id of catalog-seller-en.ts. */
export type SellerCatalog = Record<keyof typeof sellerEn, string>;

const en = { ...shopEn, ...sellerEn };
export type MessageId = keyof typeof en;

export const catalogs: Record<Lang, Record<MessageId, string>> = { en, bn: { ...shopBn, ...sellerBn } };

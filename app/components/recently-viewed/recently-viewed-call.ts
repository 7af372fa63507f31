// The one call behind "Recently viewed" (docs/decisions/068): the device's views to
// POST /api/front/recently-viewed — a guest's list to be read, a customer's views to be joined
// into their account's list — answered with the cards to show, newest first, without the product
// being viewed. Used by the app's strip (recently-viewed-strip.client.tsx) and by the plain pages'
// list (app/plain-page/recent-list.ts, decision 089). No React here.
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../core/customer-auth';
import type { Lang } from '../../../core/i18n/lang';
import type { ViewedEntry } from '../../../core/recently-viewed';
import type { RecentlyViewedCard } from '../../../services/recently-viewed/show-recently-viewed';

export interface RecentlyViewedAnswer {
  /** The views are with the account now (a customer): the device may forget them. */
  saved: boolean;
  products: RecentlyViewedCard[];
}

/** The answer, or null when the call failed or was refused. */
export async function askRecentlyViewed(views: ViewedEntry[], excluding: number | null, lang: Lang, signal?: AbortSignal): Promise<RecentlyViewedAnswer | null> {
  const res = await fetch(`/api/front/recently-viewed?lang=${lang}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ views: views.map((e) => ({ pro_id: e.productId, viewed_at: e.viewedAt })), exclude_pro_id: excluding }),
    signal,
  });
  return res.ok ? ((await res.json()) as RecentlyViewedAnswer) : null;
}

// "Recently viewed" on the home and product pages (issue 29 item 4; docs/decisions/068). These
// pages are shared between shoppers (decision 031), so the strip is never in their HTML. After
// hydration, this tiny part only looks: a guest with no list yet who opens a product gets it
// stored as the list's first entry, and that is all (nothing else to show); otherwise — a list
// on the device, or a customer logged in — it loads the strip (recently-viewed-strip.client.tsx,
// its own chunk), which records the view, asks /api/front/recently-viewed and shows the cards.
// Without JavaScript nothing shows and nothing is missing. The strip renders at the foot of the
// page's content, below the fold, all at once with fixed-size cards: nothing above it moves.
import { useEffect, useState } from 'react';
import { RECENTLY_VIEWED_KEY } from './device-key';
import { cartCountHint } from '../../lib/customer-part';

type Strip = (typeof import('./recently-viewed-strip.client'))['RecentlyViewedStrip'];

export function RecentlyViewed({ productId = null }: { productId?: number | null }) {
  const [Strip, setStrip] = useState<Strip | null>(null);
  useEffect(() => {
    let live = true;
    try {
      // The cart cookie says a customer is logged in (decision 031), without a call.
      if (!localStorage.getItem(RECENTLY_VIEWED_KEY) && cartCountHint(document.cookie) === null) {
        if (productId !== null) localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([{ productId, viewedAt: Date.now() }]));
        return;
      }
    } catch {
      // Storage switched off: the strip can still show a customer's list.
    }
    import('./recently-viewed-strip.client').then(
      (m) => live && setStrip(() => m.RecentlyViewedStrip),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [productId]);
  return Strip ? <Strip productId={productId} /> : null;
}

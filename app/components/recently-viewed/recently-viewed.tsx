// "Recently viewed" on the home and product pages (issue 29 item 4; docs/decisions/068). These
// pages are shared between shoppers (decision 031), so the strip is never in their HTML: after
// hydration this records the product being opened on the device and, only when there is
// something to show (a guest's list holds another product, or a customer is logged in), loads
// the strip (recently-viewed-strip.client.tsx, its own small chunk) which asks
// /api/front/recently-viewed. Without JavaScript nothing shows and nothing is missing.
// It renders at the foot of the page's content, below the fold, all at once with fixed-size
// cards: nothing above it moves.
import { useEffect, useState } from 'react';
import { recordView, withoutProduct } from '../../../core/recently-viewed';
import { cartCountHint } from '../../lib/customer-part';
import { readDeviceList, writeDeviceList } from './device-list';

type Strip = (typeof import('./recently-viewed-strip.client'))['RecentlyViewedStrip'];

export function RecentlyViewed({ productId = null }: { productId?: number | null }) {
  const [Strip, setStrip] = useState<Strip | null>(null);
  useEffect(() => {
    let device = readDeviceList();
    if (productId !== null) writeDeviceList((device = recordView(device, productId, Date.now())));
    // The cart cookie says a customer is logged in (decision 031), without a call.
    const customer = cartCountHint(document.cookie) !== null;
    if (!customer && withoutProduct(device, productId).length === 0) return;
    let live = true;
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

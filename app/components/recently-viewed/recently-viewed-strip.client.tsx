// The "Recently viewed" strip itself (docs/decisions/068), loaded only when there may be something
// to show (recently-viewed.tsx): records the product being opened on the device, sends the
// device's views to POST /api/front/recently-viewed — a guest's list to be read, a customer's
// views to be joined into their account's list, which the device then forgets — and shows the
// answer's cards (recently-viewed-cards.tsx), newest first, without the product being viewed. Nothing shows until the answer is there, and nothing when it is empty or fails
// (offline, say).
import { useEffect, useState } from 'react';
import type { RecentlyViewedCard } from '../../../services/recently-viewed/show-recently-viewed';
import { recordView } from '../../../core/recently-viewed';
import { useI18n } from '../../lib/i18n';
import { RecentlyViewedSection } from './recently-viewed-cards';
import { readDeviceList, writeDeviceList } from './device-list';
import { askRecentlyViewed } from './recently-viewed-call';

export function RecentlyViewedStrip({ productId }: { productId: number | null }) {
  const { lang } = useI18n();
  const [cards, setCards] = useState<RecentlyViewedCard[]>([]);
  useEffect(() => {
    let sent = readDeviceList();
    if (productId !== null) writeDeviceList((sent = recordView(sent, productId, Date.now())));
    const abort = new AbortController();
    askRecentlyViewed(sent, productId, lang, abort.signal)
      .then((answer) => {
        if (!answer) return;
        // With the account now: the device forgets what it sent (a view made meanwhile stays).
        if (answer.saved) writeDeviceList(readDeviceList().filter((e) => !sent.some((s) => s.productId === e.productId && s.viewedAt >= e.viewedAt)));
        setCards(answer.products);
      })
      .catch(() => {});
    return () => abort.abort();
  }, [productId, lang]);
  return cards.length > 0 ? <RecentlyViewedSection cards={cards} className="mt-8" /> : null;
}

// The "Recently viewed" strip itself (docs/decisions/068), loaded only when there may be something
// to show (recently-viewed.tsx): records the product being opened on the device, sends the device's views to POST /api/front/recently-viewed — a
// guest's list to be read, a customer's views to be joined into their account's list, which the
// device then forgets — and shows the answer's cards, newest first, without the product being
// viewed. Nothing shows until the answer is there, and nothing when it is empty or fails
// (offline, say).
import { useEffect, useState } from 'react';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../core/customer-auth';
import { useI18n } from '../../lib/i18n';
import { SmartLink } from '../layout/smart-link';
import { recordView } from '../../../core/recently-viewed';
import { readDeviceList, writeDeviceList } from './device-list';

interface Card {
  pro_id: number;
  name: string;
  url: string;
  image: string | null;
  price: number;
  price_max: number | null;
}

export function RecentlyViewedStrip({ productId }: { productId: number | null }) {
  const { t, taka, takaRange, lang } = useI18n();
  const [cards, setCards] = useState<Card[]>([]);
  useEffect(() => {
    let sent = readDeviceList();
    if (productId !== null) writeDeviceList((sent = recordView(sent, productId, Date.now())));
    const abort = new AbortController();
    fetch(`/api/front/recently-viewed?lang=${lang}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: JSON.stringify({ views: sent.map((e) => ({ pro_id: e.productId, viewed_at: e.viewedAt })), exclude_pro_id: productId }),
      signal: abort.signal,
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ saved: boolean; products: Card[] }>) : null))
      .then((answer) => {
        if (!answer) return;
        // With the account now: the device forgets what it sent (a view made meanwhile stays).
        if (answer.saved) writeDeviceList(readDeviceList().filter((e) => !sent.some((s) => s.productId === e.productId && s.viewedAt >= e.viewedAt)));
        setCards(answer.products);
      })
      .catch(() => {});
    return () => abort.abort();
  }, [productId, lang]);
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className="mt-8 space-y-3" data-testid="recently-viewed">
      <h2 id="recently-viewed-heading" className="text-xl font-bold">
        {t('recent.heading')}
      </h2>
      <ul className="-mx-3 flex snap-x gap-3 overflow-x-auto px-3 pb-2 desk:mx-0 desk:px-0">
        {cards.map((card) => (
          <li key={card.pro_id} className="w-28 shrink-0 snap-start sm:w-32">
            <SmartLink to={card.url} className="group block rounded-lg border border-gray-200 bg-white p-2 hover:border-primary" data-recent-card>
              {card.image ? (
                <img src={card.image} alt="" width={112} height={112} loading="lazy" decoding="async" className="aspect-square w-full rounded object-cover" />
              ) : (
                <span className="flex aspect-square w-full items-center justify-center rounded bg-gray-100 text-xs text-gray-700">{t('recent.noPicture')}</span>
              )}
              <span className="mt-2 line-clamp-2 h-10 text-sm leading-5 text-gray-900 group-hover:underline">{card.name}</span>
              <span className="mt-1 block text-sm font-bold text-primary-text">{card.price_max !== null ? takaRange(card.price, card.price_max) : taka(card.price)}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

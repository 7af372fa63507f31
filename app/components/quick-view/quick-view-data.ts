// Quick View's data (issue 23 item 10): the answer of
// /api/front/reseller-shop-single-product-details-for-quick-view for a product, asked at most
// once per product while the page lives — as soon as the shopper shows interest (pointer over
// the card's button, a finger on it, keyboard focus), so it is usually here by the click. A
// failed ask is forgotten, so opening asks again.
import type { QuickViewPayload } from '../../../services/catalog/get-quick-view';

const asked = new Map<number, Promise<QuickViewPayload>>();
const ready = new Map<number, QuickViewPayload>();

/** The product's answer (started now, or the one already asked for). */
export function loadQuickView(productId: number): Promise<QuickViewPayload> {
  let pending = asked.get(productId);
  if (!pending) {
    pending = fetch('/api/front/reseller-shop-single-product-details-for-quick-view', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pro_id: productId }),
    })
      .then((r) => r.json() as Promise<QuickViewPayload | { success: false }>)
      .then((body) => {
        if (!body.success) throw new Error('quick view refused');
        ready.set(productId, body);
        return body;
      });
    pending.catch(() => asked.delete(productId));
    asked.set(productId, pending);
  }
  return pending;
}

/** Starts the ask without waiting for it (a hover, a touch, a focus). */
export function prefetchQuickView(productId: number): void {
  loadQuickView(productId).catch(() => {});
}

/** The answer if it has already come. */
export function readyQuickView(productId: number): QuickViewPayload | undefined {
  return ready.get(productId);
}

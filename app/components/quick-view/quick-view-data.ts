// Quick View's data (issue 23 item 10): the answer of
// /api/front/reseller-shop-single-product-details-for-quick-view for a product, asked at most
// once per product while the page lives — as soon as the shopper shows interest (pointer over
// the card's button, a finger on it, keyboard focus), so it is usually here by the click. A
// failed ask is forgotten, so opening asks again.
import type { ProductDetail } from '../../../services/catalog/catalog-types';
import { readQuickView, type QuickViewAnswer } from '../../lib/catalog-answers';

const asked = new Map<number, Promise<ProductDetail>>();
const ready = new Map<number, ProductDetail>();

/** The product's answer (started now, or the one already asked for). */
export function loadQuickView(productId: number): Promise<ProductDetail> {
  let pending = asked.get(productId);
  if (!pending) {
    pending = fetch('/api/front/reseller-shop-single-product-details-for-quick-view', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pro_id: productId }),
    })
      .then((r) => r.json() as Promise<QuickViewAnswer | { success: false }>)
      .then((body) => {
        if (!body.success) throw new Error('quick view refused');
        const product = readQuickView(body);
        ready.set(productId, product);
        return product;
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
export function readyQuickView(productId: number): ProductDetail | undefined {
  return ready.get(productId);
}

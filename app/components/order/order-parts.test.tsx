// The order parts in the page's language (docs/decisions/052): English as before, Bangla with
// the status and payment names of the catalog, Bangla digits in money, counts and codes.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compiledCatalog } from '../../../core/i18n/compile';
import { I18nProvider } from '../../lib/i18n';
import { OrderCode, OrderLines, PaymentBadge, StatusBadge } from './order-parts';
import type { OrderDetailView } from '../../../services/orders/order-types';

const line = { uid: 7, name: 'Classic Cap', variantLabel: 'Red', image: null, sellPrice: 1250, quantity: 2, lineTotal: 2500, attachment: null } as unknown as OrderDetailView['lines'][number];

function render(lang: 'en' | 'bn', node: React.ReactNode): string {
  return renderToStaticMarkup(<I18nProvider i18n={{ lang, area: 'seller', version: 'test', messages: JSON.stringify(compiledCatalog(lang)) }}>{node}</I18nProvider>)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('order parts', () => {
  const parts = (
    <>
      <StatusBadge status="delivered" />
      <PaymentBadge order={{ status: 'delivered', payment_status: 'unpaid', payment_method: 'cod' }} />
      <OrderCode code="HT-0012" />
      <OrderLines lines={[line]} />
    </>
  );

  it('read as before in English', () => {
    expect(render('en', parts)).toBe('Delivered Paid in cash on delivery HT-0012 Copy Classic Cap Red ৳1,250 × 2 ৳2,500');
  });

  it('read in Bangla, with Bangla digits', () => {
    expect(render('bn', parts)).toBe('ডেলিভারি হয়েছে ডেলিভারির সময় নগদে দেওয়া হয়েছে HT-০০১২ কপি Classic Cap Red ৳১,২৫০ × ২ ৳২,৫০০');
  });
});

// The settlement summary's words (issue 21): each row names where the money went — the refund
// "to the original payment" names the methods it went back to (never cash, which goes to the
// refund balance), a refund still with a provider names bKash or the card company, and every
// figure keeps its testid, which the browser tests read on the shopper's and the shop's pages.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { settle, type SettlementFacts, type SettlementPayment, type SettlementReturn } from '../../../core/settlement';
import { SettlementSummary, ToCollect } from './settlement-summary';

const facts = (over: Omit<Partial<SettlementFacts>, 'order'> & { order?: Partial<SettlementFacts['order']> }): SettlementFacts => ({
  payments: [],
  returns: [],
  lines: [{ quantity: 1, restocked: 0 }],
  ...over,
  order: { status: 'delivered', paymentMethod: 'bkash', rechargePaid: 0, refundPaid: 0, cashbackPaid: 0, ...over.order },
});
const payment = (p: Partial<SettlementPayment>): SettlementPayment => ({ id: 1, provider: 'bkash', purpose: 'order', amount: 1000, state: 'paid', ...p });
const back = (r: Partial<SettlementReturn>): SettlementReturn => ({ kind: 'give_back', source: 'bkash', paymentId: 1, destination: 'original', amount: 0, state: 'done', ...r });

/** The summary's rows as [label, figure, testid]. */
function rows(f: SettlementFacts): Array<[string, string, string | null]> {
  const html = renderToStaticMarkup(<SettlementSummary settlement={settle(f)} />);
  return Array.from(html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*?(?: data-testid="([^"]+)")?>(.*?)<\/dd>/g)).map((m) => [m[1]!.replace(/&amp;/g, '&'), m[3]!, m[2] ?? null]);
}

describe('settlement summary', () => {
  it('a bKash order partly refunded to the refund balance, the rest back to bKash: each row says where', () => {
    const f = facts({
      order: { status: 'returned' },
      payments: [payment({ amount: 1719 })],
      returns: [back({ kind: 'refund', destination: 'refund_balance', amount: 557 }), back({ amount: 1162 })],
      lines: [
        { quantity: 1, restocked: 1 },
        { quantity: 1, restocked: 1 },
      ],
    });
    expect(rows(f)).toEqual([
      ['Paid by bKash', '৳1,719', 'settlement-paid-bkash'],
      ['Paid in all', '৳1,719', 'settlement-paid'],
      ['Refunded to the original payment (bKash)', '৳1,162', 'settlement-to-original'],
      ['Refunded to the refund balance', '৳557', 'settlement-to-balance'],
      ['Refunded in all', '৳1,719', 'settlement-refunded'],
      ['To collect on delivery', '৳0', 'settlement-to-collect'],
      ['Items back with the shop', '2 of 2', 'settlement-units-back'],
    ]);
  });

  it('a card refund the card company has not confirmed yet, and an extra payment sent back, are named as such', () => {
    const f = facts({
      order: { paymentMethod: 'stripe', status: 'cancelled', rechargePaid: 100 },
      payments: [payment({ provider: 'stripe', amount: 900 }), payment({ id: 2, provider: 'stripe', amount: 900 })],
      returns: [
        back({ source: 'stripe', amount: 900, state: 'pending' }),
        back({ source: 'recharge', paymentId: null, amount: 100 }),
        back({ kind: 'not_kept', source: 'stripe', paymentId: 2, amount: 900 }),
      ],
    });
    expect(rows(f)).toEqual([
      ['Paid by Card', '৳900', 'settlement-paid-stripe'],
      ['Paid by Recharge balance', '৳100', 'settlement-paid-recharge'],
      ['Paid in all', '৳1,000', 'settlement-paid'],
      ['Refunded to the original payment (Card and Recharge balance)', '৳1,000', 'settlement-to-original'],
      ['Of it, not yet confirmed by the card company', '৳900', 'settlement-pending'],
      ['Refunded in all', '৳1,000', 'settlement-refunded'],
      ['Extra or late payment, sent back', '৳900', 'settlement-not-kept'],
      ['To collect on delivery', '৳0', 'settlement-to-collect'],
    ]);
  });

  it('collected cash is never said to go back to the original payment, and an open COD order shows what the rider collects', () => {
    const cashRefunded = facts({
      order: { paymentMethod: 'cod' },
      payments: [payment({ provider: 'cod', amount: 500 })],
      returns: [back({ kind: 'refund', source: 'cod', paymentId: 1, destination: 'refund_balance', amount: 200 })],
    });
    expect(rows(cashRefunded).map((r) => r[0])).toEqual(['Paid by Cash on delivery', 'Paid in all', 'Refunded to the refund balance', 'Refunded in all', 'To collect on delivery']);
    const open = facts({ order: { paymentMethod: 'cod', status: 'shipped' }, payments: [payment({ provider: 'cod', amount: 500, state: 'pending' })] });
    expect(rows(open)).toEqual([
      ['Paid in all', '৳0', 'settlement-paid'],
      ['To collect on delivery', '৳500', 'settlement-to-collect'],
    ]);
  });

  it('cash on delivery: to collect while on its way; once delivered and not yet recorded, with the courier (issue 23)', () => {
    const cod = (status: string) => facts({ order: { paymentMethod: 'cod', status }, payments: [payment({ id: 2, provider: 'cod', amount: 617, state: 'created' })] });
    expect(rows(cod('shipped'))).toContainEqual(['To collect on delivery', '৳617', 'settlement-to-collect']);
    expect(rows(cod('delivered'))).toContainEqual(['Collected on delivery, not yet with the shop', '৳617', 'settlement-to-collect']);
    expect(renderToStaticMarkup(<ToCollect settlement={settle(cod('delivered'))} />)).toContain('Collected on delivery, not yet with the shop:');
    expect(renderToStaticMarkup(<ToCollect settlement={settle(cod('shipped'))} />)).toContain('To collect on delivery:');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateReturn,
  destinationOf,
  giveBackAll,
  moneyLeft,
  refundPayability,
  settle,
  settledPaymentStatus,
  sourcesLeft,
  type SettlementFacts,
  type SettlementPayment,
  type SettlementReturn,
} from './settlement';

const order = (o: Partial<SettlementFacts['order']> = {}): SettlementFacts['order'] => ({ status: 'delivered', paymentMethod: 'bkash', rechargePaid: 0, refundPaid: 0, cashbackPaid: 0, ...o });
const pay = (p: Partial<SettlementPayment> & Pick<SettlementPayment, 'id' | 'provider' | 'amount'>): SettlementPayment => ({ purpose: 'order', state: 'paid', ...p });
const ret = (r: Partial<SettlementReturn> & Pick<SettlementReturn, 'source' | 'amount'>): SettlementReturn => ({ kind: 'refund', paymentId: null, destination: 'refund_balance', state: 'done', ...r });
const facts = (f: Partial<SettlementFacts>): SettlementFacts => ({ order: order(), payments: [], returns: [], lines: [], ...f });

describe('settlement', () => {
  it('a bKash order of ৳888: paid 888 by bKash, nothing to collect', () => {
    const s = settle(facts({ payments: [pay({ id: 1, provider: 'bkash', amount: 888 })], lines: [{ quantity: 1, restocked: 0 }] }));
    expect(s.paid).toEqual({ bkash: 888, stripe: 0, cod: 0, recharge: 0, refund: 0, cashback: 0, total: 888 });
    expect(s.to_collect).toBe(0);
    expect(s.refunded.total).toBe(0);
    expect(s.units).toEqual({ bought: 1, given_back: 0 });
  });

  it('refund 788 to the refund balance, then the return gives back only the 100 left, to bKash (case 1)', () => {
    const base = facts({ payments: [pay({ id: 1, provider: 'bkash', amount: 888 })] });
    const first = allocateReturn(788, sourcesLeft(base), 'refund_balance');
    expect(first).toEqual({ ok: true, parts: [{ source: 'bkash', paymentId: 1, destination: 'refund_balance', amount: 788 }] });
    const after = facts({ ...base, returns: [ret({ source: 'bkash', paymentId: 1, amount: 788 })] });
    expect(giveBackAll(sourcesLeft(after))).toEqual([{ source: 'bkash', paymentId: 1, destination: 'original', amount: 100 }]);
    const done = facts({ ...after, returns: [...after.returns, ret({ kind: 'give_back', source: 'bkash', paymentId: 1, destination: 'original', amount: 100 })] });
    expect(giveBackAll(sourcesLeft(done))).toEqual([]);
    const s = settle(done);
    expect(s.refunded).toMatchObject({ bkash: 888, total: 888, to_original: 100, to_refund_balance: 788, pending: 0 });
    expect(settledPaymentStatus('partially_refunded', s)).toBe('refunded');
  });

  it('cash on delivery: to collect until collected, nothing received before; 0 once cancelled or returned', () => {
    const cod = (state: SettlementPayment['state'], status = 'delivered') => facts({ order: order({ paymentMethod: 'cod', status }), payments: [pay({ id: 2, provider: 'cod', amount: 1602, state })] });
    expect(settle(cod('created')).to_collect).toBe(1602);
    expect(settle(cod('pending')).to_collect).toBe(1602);
    // Delivered and not yet recorded as collected: the courier holds the cash, not the shopper.
    expect(settle(cod('created')).to_collect_from).toBe('courier');
    expect(settle(cod('created', 'shipped'))).toMatchObject({ to_collect: 1602, to_collect_from: 'shopper' });
    expect(settle(cod('created')).paid.total).toBe(0);
    expect(refundPayability(cod('created'))).toEqual({ ok: false, reason: 'cash_not_collected' });
    expect(settle(cod('paid')).to_collect).toBe(0);
    expect(settle(cod('paid')).paid.cod).toBe(1602);
    expect(refundPayability(cod('paid'))).toEqual({ ok: true });
    expect(settle(cod('created', 'cancelled')).to_collect).toBe(0);
    expect(settle(cod('created', 'returned')).to_collect).toBe(0);
    expect(refundPayability(cod('paid', 'returned'))).toEqual({ ok: false, reason: 'order_closed' });
    expect(refundPayability(cod('paid', 'cancelled'))).toEqual({ ok: false, reason: 'order_closed' });
    // A prepaid order's slip says nothing to collect (case 2).
    expect(settle(facts({ order: order({ paymentMethod: 'bkash', status: 'shipped' }), payments: [pay({ id: 1, provider: 'bkash', amount: 1602 })] })).to_collect).toBe(0);
  });

  it('a refund never exceeds what was received, and collected cash goes to the refund balance', () => {
    const f = facts({ order: order({ paymentMethod: 'cod', refundPaid: 50 }), payments: [pay({ id: 2, provider: 'cod', amount: 500 })] });
    expect(allocateReturn(600, sourcesLeft(f), 'original')).toEqual({ ok: false, reason: 'more_than_received', available: 550 });
    expect(allocateReturn(550, sourcesLeft(f), 'original')).toEqual({
      ok: true,
      parts: [
        { source: 'refund', paymentId: null, destination: 'original', amount: 50 },
        { source: 'cod', paymentId: null, destination: 'refund_balance', amount: 500 },
      ],
    });
    expect(allocateReturn(100, sourcesLeft(f), 'refund_balance')).toEqual({ ok: true, parts: [{ source: 'cod', paymentId: null, destination: 'refund_balance', amount: 100 }] });
    expect(destinationOf('cod', 'original')).toBe('refund_balance');
    expect(destinationOf('bkash', 'original')).toBe('original');
    expect(destinationOf('recharge', 'refund_balance')).toBe('refund_balance');
  });

  it('to the original payment draws online payments oldest first, then balances; to the refund balance, cash and balances first, online newest last', () => {
    const f = facts({
      order: order({ paymentMethod: 'cod', rechargePaid: 30, cashbackPaid: 20 }),
      payments: [pay({ id: 5, provider: 'stripe', amount: 60, purpose: 'advance' }), pay({ id: 3, provider: 'bkash', amount: 40 }), pay({ id: 9, provider: 'cod', amount: 100 })],
    });
    const toOriginal = allocateReturn(250, sourcesLeft(f), 'original');
    expect(toOriginal.ok && toOriginal.parts.map((p) => `${p.source}:${p.amount}:${p.destination}`)).toEqual([
      'bkash:40:original',
      'stripe:60:original',
      'cashback:20:original',
      'recharge:30:original',
      'cod:100:refund_balance',
    ]);
    const toBalance = allocateReturn(250, sourcesLeft(f), 'refund_balance');
    expect(toBalance.ok && toBalance.parts.map((p) => `${p.source}:${p.amount}`)).toEqual(['cod:100', 'cashback:20', 'recharge:30', 'stripe:60', 'bkash:40']);
    expect(moneyLeft(sourcesLeft(f))).toBe(250);
  });

  it('money not kept is counted apart, and failed or open attempts are not received', () => {
    const f = facts({
      payments: [
        pay({ id: 1, provider: 'bkash', amount: 500 }),
        pay({ id: 2, provider: 'bkash', amount: 500, state: 'refunded' }),
        pay({ id: 3, provider: 'stripe', amount: 500, state: 'failed' }),
        pay({ id: 4, provider: 'stripe', amount: 500, state: 'pending' }),
        pay({ id: 5, provider: 'balance', amount: 70 }),
        pay({ id: 6, provider: 'bkash', amount: 300, purpose: 'recharge' }),
      ],
      returns: [ret({ kind: 'not_kept', source: 'bkash', paymentId: 2, destination: 'original', amount: 500 })],
    });
    const s = settle(f);
    expect(s.paid.total).toBe(500);
    expect(s.not_kept).toBe(500);
    expect(s.refunded.total).toBe(0);
    expect(sourcesLeft(f)).toEqual([{ source: 'bkash', paymentId: 1, left: 500 }]);
    expect(settledPaymentStatus('paid', s)).toBe('paid');
  });

  it('the payment status follows completed give-backs only', () => {
    const base = facts({ payments: [pay({ id: 1, provider: 'bkash', amount: 1000 })] });
    const pending = settle({ ...base, returns: [ret({ kind: 'give_back', source: 'bkash', paymentId: 1, destination: 'original', amount: 1000, state: 'pending' })] });
    expect(pending.refunded.pending).toBe(1000);
    expect(settledPaymentStatus('paid', pending)).toBe('paid');
    const part = settle({ ...base, returns: [ret({ source: 'bkash', paymentId: 1, amount: 400 })] });
    expect(settledPaymentStatus('paid', part)).toBe('partially_refunded');
    expect(settledPaymentStatus('unpaid', settle(facts({ order: order({ paymentMethod: 'cod' }) })))).toBe('unpaid');
  });

  it('counts units given back, never more than bought, and treats odd figures as zero', () => {
    const s = settle(facts({ lines: [{ quantity: 2, restocked: 5 }, { quantity: 3, restocked: 1 }, { quantity: Number.NaN, restocked: -1 }] }));
    expect(s.units).toEqual({ bought: 5, given_back: 3 });
  });

  it('property: however refunds are split, nothing is given back twice and every source stays within what it received', () => {
    fc.assert(
      fc.property(
        fc.record({ bkash: fc.nat(5000), cod: fc.nat(5000), recharge: fc.nat(500), refund: fc.nat(500), cashback: fc.nat(500) }),
        fc.array(fc.tuple(fc.nat(3000), fc.boolean()), { maxLength: 6 }),
        (paid, refunds) => {
          let f = facts({
            order: order({ paymentMethod: 'cod', rechargePaid: paid.recharge, refundPaid: paid.refund, cashbackPaid: paid.cashback }),
            payments: [pay({ id: 1, provider: 'bkash', amount: paid.bkash, purpose: 'advance' }), pay({ id: 2, provider: 'cod', amount: paid.cod })],
          });
          const received = settle(f).paid.total;
          for (const [amount, toOriginal] of refunds) {
            const a = allocateReturn(amount, sourcesLeft(f), toOriginal ? 'original' : 'refund_balance');
            if (!a.ok) {
              expect(amount).toBeGreaterThan(moneyLeft(sourcesLeft(f)));
              continue;
            }
            expect(a.parts.reduce((sum, p) => sum + p.amount, 0)).toBe(amount);
            f = { ...f, returns: [...f.returns, ...a.parts.map((p) => ret({ ...p }))] };
          }
          f = { ...f, order: { ...f.order, status: 'returned' }, returns: [...f.returns, ...giveBackAll(sourcesLeft(f)).map((p) => ret({ ...p, kind: 'give_back' }))] };
          const s = settle(f);
          expect(s.refunded.total).toBe(received);
          expect(sourcesLeft(f)).toEqual([]);
          for (const source of ['bkash', 'cod', 'recharge', 'refund', 'cashback'] as const) expect(s.refunded[source]).toBe(s.paid[source]);
        },
      ),
    );
  });
});

// An order's settlement (issue 21 item 2; after-cart.md "Refund requests"; docs/decisions/037):
// what the shopper paid by each method and balance, what was given back and where to, what is
// still to collect on delivery, and the rules every give-back follows:
// - money is received from sources: each online payment the order kept (bKash, Stripe — the
//   order's own or a COD advance), the cash collected on delivery, and each balance the order
//   used (recharge, refund, cashback);
// - every taka given back is charged to one source and never more than that source still holds
//   (what it gave less what was already given back from it), so nothing is given back twice and
//   a refund never exceeds what was received; cash on delivery counts only once collected;
// - "to the original payment": online sources back through their provider, balances back to
//   the balance they came from, collected cash to the refund balance; "to the refund balance":
//   everything to the refund balance, collected cash first;
// - a cancel or return gives back whatever every source still holds (after earlier refunds);
// - the order's payment status follows: any completed give-back makes it partially_refunded,
//   all of what was received makes it refunded.
// Money a provider took that the order did not keep (paid twice, paid after it was cancelled,
// another amount) is given back in full and counted apart (`not_kept`), never as the order's.

export const MONEY_SOURCES = ['bkash', 'stripe', 'cod', 'recharge', 'refund', 'cashback'] as const;
export type MoneySource = (typeof MONEY_SOURCES)[number];
export type MoneyDestination = 'original' | 'refund_balance';
export type OnlineProvider = 'bkash' | 'stripe';
export type OrderPaymentStatus = 'unpaid' | 'pending' | 'paid' | 'failed' | 'partially_refunded' | 'refunded';

export interface SettlementPayment {
  id: number;
  provider: 'bkash' | 'stripe' | 'cod' | 'balance';
  purpose: 'order' | 'advance' | 'recharge';
  amount: number;
  state: 'created' | 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';
}

export interface SettlementReturn {
  kind: 'refund' | 'give_back' | 'not_kept';
  source: MoneySource;
  paymentId: number | null;
  destination: MoneyDestination;
  amount: number;
  state: 'pending' | 'done';
}

export interface SettlementFacts {
  order: {
    status: string;
    paymentMethod: 'cod' | 'bkash' | 'stripe' | 'balance';
    rechargePaid: number;
    refundPaid: number;
    cashbackPaid: number;
  };
  payments: readonly SettlementPayment[];
  returns: readonly SettlementReturn[];
  lines: ReadonlyArray<{ quantity: number; restocked: number }>;
}

export type ByMethod = Record<MoneySource, number> & { total: number };

export interface Settlement {
  /** Received for the order, by method and balance. */
  paid: ByMethod;
  /** Given back, by the method or balance it came from; `pending` is still with a provider. */
  refunded: ByMethod & { to_original: number; to_refund_balance: number; pending: number };
  /** Cash the shop has not received yet (0 for a prepaid, cancelled or returned order). */
  to_collect: number;
  /**
   * Who holds that cash: the shopper, who pays the rider on delivery; or, once the order is
   * delivered, the courier, until the shop records the cash collected (issue 23).
   */
  to_collect_from: 'shopper' | 'courier';
  /** Money taken that the order did not keep (given back in full). */
  not_kept: number;
  units: { bought: number; given_back: number };
}

/** One source of the order's money and what it still holds. */
export interface SourceLeft {
  source: MoneySource;
  /** The online payment, for bKash and Stripe. */
  paymentId: number | null;
  left: number;
}

export interface ReturnPart {
  source: MoneySource;
  paymentId: number | null;
  destination: MoneyDestination;
  amount: number;
}

const BALANCE_SOURCES = ['recharge', 'refund', 'cashback'] as const;
const RECEIVED_STATES = new Set(['paid', 'refunded']);
const OPEN_STATES = new Set(['created', 'pending']);
const whole = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0);

const emptyByMethod = (): ByMethod => ({ bkash: 0, stripe: 0, cod: 0, recharge: 0, refund: 0, cashback: 0, total: 0 });

function notKeptPaymentIds(facts: SettlementFacts): Set<number> {
  return new Set(facts.returns.filter((r) => r.kind === 'not_kept' && r.paymentId !== null).map((r) => r.paymentId!));
}

/** The online payments and collected cash the order kept, each with what it received. */
function keptPayments(facts: SettlementFacts): SettlementPayment[] {
  const notKept = notKeptPaymentIds(facts);
  return facts.payments.filter((p) => p.purpose !== 'recharge' && p.provider !== 'balance' && RECEIVED_STATES.has(p.state) && !notKept.has(p.id));
}

function balanceUsed(facts: SettlementFacts, kind: (typeof BALANCE_SOURCES)[number]): number {
  const o = facts.order;
  return whole(kind === 'recharge' ? o.rechargePaid : kind === 'refund' ? o.refundPaid : o.cashbackPaid);
}

export function settle(facts: SettlementFacts): Settlement {
  const paid = emptyByMethod();
  for (const p of keptPayments(facts)) paid[p.provider as 'bkash' | 'stripe' | 'cod'] += whole(p.amount);
  for (const kind of BALANCE_SOURCES) paid[kind] = balanceUsed(facts, kind);
  paid.total = MONEY_SOURCES.reduce((sum, s) => sum + paid[s], 0);

  const refunded = { ...emptyByMethod(), to_original: 0, to_refund_balance: 0, pending: 0 };
  let notKept = 0;
  for (const r of facts.returns) {
    const amount = whole(r.amount);
    if (r.kind === 'not_kept') {
      notKept += amount;
      continue;
    }
    refunded[r.source] += amount;
    refunded.total += amount;
    if (r.destination === 'original') refunded.to_original += amount;
    else refunded.to_refund_balance += amount;
    if (r.state === 'pending') refunded.pending += amount;
  }

  const live = facts.order.status !== 'cancelled' && facts.order.status !== 'returned';
  const toCollect =
    live && facts.order.paymentMethod === 'cod'
      ? facts.payments.filter((p) => p.provider === 'cod' && OPEN_STATES.has(p.state)).reduce((sum, p) => sum + whole(p.amount), 0)
      : 0;

  return {
    paid,
    refunded,
    to_collect: toCollect,
    to_collect_from: facts.order.status === 'delivered' ? 'courier' : 'shopper',
    not_kept: notKept,
    units: {
      bought: facts.lines.reduce((sum, l) => sum + whole(l.quantity), 0),
      given_back: facts.lines.reduce((sum, l) => sum + Math.min(whole(l.restocked), whole(l.quantity)), 0),
    },
  };
}

/** Each source of the order's money with what it still holds (received less given back from it). */
export function sourcesLeft(facts: SettlementFacts): SourceLeft[] {
  const returned = (source: MoneySource, paymentId: number | null) =>
    facts.returns.filter((r) => r.kind !== 'not_kept' && r.source === source && (paymentId === null || r.paymentId === paymentId)).reduce((sum, r) => sum + whole(r.amount), 0);
  const sources: SourceLeft[] = [];
  const kept = keptPayments(facts).sort((a, b) => a.id - b.id);
  for (const p of kept.filter((k) => k.provider === 'bkash' || k.provider === 'stripe')) {
    sources.push({ source: p.provider as OnlineProvider, paymentId: p.id, left: Math.max(0, whole(p.amount) - returned(p.provider as OnlineProvider, p.id)) });
  }
  const cash = kept.filter((k) => k.provider === 'cod').reduce((sum, p) => sum + whole(p.amount), 0);
  sources.push({ source: 'cod', paymentId: null, left: Math.max(0, cash - returned('cod', null)) });
  for (const kind of BALANCE_SOURCES) sources.push({ source: kind, paymentId: null, left: Math.max(0, balanceUsed(facts, kind) - returned(kind, null)) });
  return sources.filter((s) => s.left > 0);
}

/** Everything the sources still hold. */
export function moneyLeft(sources: readonly SourceLeft[]): number {
  return sources.reduce((sum, s) => sum + s.left, 0);
}

const isOnline = (s: MoneySource): s is OnlineProvider => s === 'bkash' || s === 'stripe';

/** The order sources are drawn from: to the original payment, online first (oldest first); to the refund balance, cash first and online last (newest first). */
function drawOrder(sources: readonly SourceLeft[], to: MoneyDestination): SourceLeft[] {
  const withMoney = sources.filter((s) => s.left > 0);
  const online = withMoney.filter((s) => isOnline(s.source)).sort((a, b) => a.paymentId! - b.paymentId!);
  const rankOf = to === 'original' ? ['cashback', 'refund', 'recharge', 'cod'] : ['cod', 'cashback', 'refund', 'recharge'];
  const others = withMoney.filter((s) => !isOnline(s.source)).sort((a, b) => rankOf.indexOf(a.source) - rankOf.indexOf(b.source));
  return to === 'original' ? [...online, ...others] : [...others, ...online.reverse()];
}

/** Where a part drawn from `source` goes when the shopper asked for `to`. */
export function destinationOf(source: MoneySource, to: MoneyDestination): MoneyDestination {
  if (to === 'refund_balance') return 'refund_balance';
  return source === 'cod' ? 'refund_balance' : 'original';
}

export type Allocation = { ok: true; parts: ReturnPart[] } | { ok: false; reason: 'more_than_received'; available: number };

/** The parts a give-back of `amount` is made of, never more than the sources hold. */
export function allocateReturn(amount: number, sources: readonly SourceLeft[], to: MoneyDestination): Allocation {
  let left = whole(amount);
  const available = moneyLeft(sources);
  if (left > available) return { ok: false, reason: 'more_than_received', available };
  const parts: ReturnPart[] = [];
  for (const s of drawOrder(sources, to)) {
    if (left === 0) break;
    const part = Math.min(s.left, left);
    parts.push({ source: s.source, paymentId: s.paymentId, destination: destinationOf(s.source, to), amount: part });
    left -= part;
  }
  return { ok: true, parts };
}

/** A cancel's or a return's give-back: whatever every source still holds, each back where it came from. */
export function giveBackAll(sources: readonly SourceLeft[]): ReturnPart[] {
  return drawOrder(sources, 'original').map((s) => ({ source: s.source, paymentId: s.paymentId, destination: destinationOf(s.source, 'original'), amount: s.left }));
}

/** The order's payment status once its completed give-backs are counted. */
export function settledPaymentStatus(current: OrderPaymentStatus, s: Settlement): OrderPaymentStatus {
  const done = s.refunded.total - s.refunded.pending;
  if (done <= 0 || s.paid.total <= 0) return current;
  return done >= s.paid.total ? 'refunded' : 'partially_refunded';
}

export type RefundPayability = { ok: true } | { ok: false; reason: 'order_closed' | 'cash_not_collected' };

/** Whether a refund request of this order may be paid now. */
export function refundPayability(facts: SettlementFacts): RefundPayability {
  if (facts.order.status === 'cancelled' || facts.order.status === 'returned') return { ok: false, reason: 'order_closed' };
  if (facts.order.paymentMethod === 'cod' && settle(facts).to_collect > 0) return { ok: false, reason: 'cash_not_collected' };
  return { ok: true };
}

// The order lifecycle as one table (issue 21 "Tests and proof"; docs/decisions/037), on SQLite
// and on PostgreSQL: every actor × from-status × to-status × payment method × what was
// received × refund state — 71 order states that can exist (the others are left out by
// `impossible`, which says why), 28 moves each.
//
// Each state's order is built through the real services — placed from a cart with a coupon (2
// mugs and 1 tee of a variant product), paid through the bKash and Stripe sandboxes over HTTP
// (the hosted page, then our callback / return service), moved by the seller's console, its COD
// cash marked collected, refunds asked, approved, received and paid, cancelled or returned with
// the provider refunds run — and checked against an independent model of the decision's rules.
// Then every actor × to-status is tried with `moveOrder`, the one function that moves an order:
// - a refused move answers its reason and changes nothing at all (status, timeline, stock,
//   balances, coupon use, payments, money returns, jobs, notifications, settlement): the
//   refused moves of a state run one after the other in one transaction on its order, each
//   followed by one query over everything it could have written;
// - an allowed move does exactly what TRANSITION_EFFECTS lists for its target and nothing else:
//   the notification, the shipment, the SMS, cashback credited or taken back, open online
//   attempts cancelled, units given back only where not given back yet, the coupon use
//   released, each source's money back where it came from — balances once, one provider refund
//   job per online part — with the settlement (paid, refunded by source and destination,
//   pending, to collect, units) and the payment status the model says. Each allowed move of a
//   state runs in its own transaction, checked inside it and rolled back, except the last one
//   (a cancel or return when the state has one), which is committed: its refund jobs run
//   against the sandboxes (twice) and the settled order is checked again, down to what the
//   provider says it refunded;
// - `checkMoney` (npm run money:check) finds no difference for the order after every move, and
//   none in the whole database at the end.
// The expected outcome of a move is written here from the spec (after-cart.md "Order and
// payment states", decision 036's confirm rule, decision 037), not read from core/: the table
// checks the lifecycle instead of repeating it. Only the list of effects per target comes from
// TRANSITION_EFFECTS, as the issue asks ("applies exactly the effects of the table").
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSITION_EFFECTS } from '../../core/order-lifecycle';
import { ORDER_STATUSES, type OrderStatus, type PaymentStatus } from '../../core/order-state';
import { MONEY_SOURCES, type MoneySource, type Settlement } from '../../core/settlement';
import { creditBalance, type BalanceSums } from '../../db/balance.repository';
import type { Db } from '../../db/client';
import { runWrite, type Trx } from '../../db/run-write';
import type { Order, Shop } from '../../db/schema';
import { findShopBySlug } from '../../db/shop.repository';
import { setStock } from '../../db/stock.repository';
import { insertTestCatalog, type TestCatalog } from '../../db/test-catalog';
import { testDatabases } from '../../db/test-databases';
import { insertTestCustomerWithAddress, testPhone } from '../../db/test-customer';
import { closeAndDrop } from '../../db/test-shop';
import { startBkashSandbox, type BkashSandbox } from '../../sandboxes/bkash/bkash-sandbox';
import { payOnHostedPage } from '../../sandboxes/bkash/shopper';
import { startStripeSandbox, type StripeSandbox } from '../../sandboxes/stripe/stripe-sandbox';
import { createPaymentProviders, type PaymentProviders } from '../adapters/payments/payment-providers';
import { addToCart } from '../cart/add-to-cart';
import { getCheckoutSummary } from '../checkout/get-checkout-summary';
import { placeOrder } from '../checkout/place-order';
import type { Ctx } from '../context';
import { jobHandlers } from '../job-handler';
import { handleBkashCallback } from '../payments/handle-bkash-callback';
import { handleStripeReturn } from '../payments/handle-stripe-return';
import { refundPaymentJob } from '../payments/refund-payment';
import { decideSellerRefund } from '../refunds/decide-seller-refund';
import { paySellerRefund } from '../refunds/pay-seller-refund';
import { receiveSellerRefund } from '../refunds/receive-seller-refund';
import { requestRefund } from '../refunds/request-refund';
import { runDueJobs } from '../run-job';
import { markCodCollected } from '../seller/mark-cod-collected';
import { moveSellerOrder } from '../seller/move-seller-order';
import { saveStaff } from '../seller/operations/save-staff';
import { testContext } from '../test-context';
import { cancelOrder } from './cancel-order';
import { checkMoney } from './money-check';
import { moveOrder, type OrderMove, type OrderMover } from './operations/move-order';
import { readSettlement } from './operations/order-settlement';

// ---------------------------------------------------------------------------------------------
// The table.

const ACTORS = ['customer', 'shop', 'courier', 'system'] as const;
type Actor = (typeof ACTORS)[number];
/** `cod_advance`: cash on delivery at a shop that asks the delivery charge in advance (paid by bKash). */
const METHODS = ['cod', 'cod_advance', 'bkash', 'stripe', 'balance'] as const;
type Method = (typeof METHODS)[number];
/**
 * What the shop has received when the move is tried: `nothing`; `advance` — a COD order's
 * advance, its cash not (yet) collected; `all` — the online payment, the balances, or a COD
 * order's cash collected (with its advance, if any).
 */
const RECEIVED = ['nothing', 'advance', 'all'] as const;
type Received = (typeof RECEIVED)[number];
/**
 * Refunds paid while the order was delivered: none; one mug to the refund balance (its return
 * received, the mug back in stock); one mug to the original payment (paid before the mug came
 * back); every unit — one mug to the refund balance, then the other mug and the tee to the
 * original payment where the order has one (else to the refund balance), both returns received.
 */
const REFUNDS = ['none', 'partial_to_balance', 'partial_to_original', 'full'] as const;
type RefundState = (typeof REFUNDS)[number];

interface OrderState {
  from: OrderStatus;
  method: Method;
  received: Received;
  refund: RefundState;
}

const isOnline = (m: Method) => m === 'bkash' || m === 'stripe';
const isCod = (m: Method) => m === 'cod' || m === 'cod_advance';
const wasDelivered = (s: OrderStatus) => s === 'delivered' || s === 'returned';

/** Why no order can be in this state (the combination is left out of the table), or null. */
function impossible(s: OrderState): string | null {
  if (s.received === 'advance' && s.method !== 'cod_advance') return 'only a COD order at a shop that asks an advance pays one';
  if (s.method === 'balance' && s.received !== 'all') return 'balances pay the whole order when it is placed';
  if (s.received === 'nothing' && (isOnline(s.method) || s.method === 'cod_advance') && s.from !== 'pending' && s.from !== 'cancelled') {
    return 'an online order (or a COD order owing an advance) is confirmed only once paid';
  }
  if (s.received === 'all' && isCod(s.method) && !wasDelivered(s.from)) return 'COD cash is collected only once the order is delivered';
  if (s.refund !== 'none' && !wasDelivered(s.from)) return 'refunds are asked only of a delivered order (a returned one keeps those paid while it was delivered)';
  if (s.refund !== 'none' && s.received !== 'all') return 'a refund is paid only from money received: COD cash must be collected first';
  if (s.refund === 'partial_to_original' && (s.method === 'cod' || s.method === 'balance')) return 'the original payment is offered only while an online payment holds money';
  return null;
}

/** Every order state the table covers: the product of the dimensions less the impossible ones. */
function orderStates(): OrderState[] {
  const states: OrderState[] = [];
  for (const from of ORDER_STATUSES) {
    for (const method of METHODS) {
      for (const received of RECEIVED) {
        for (const refund of REFUNDS) {
          const s = { from, method, received, refund };
          if (impossible(s) === null) states.push(s);
        }
      }
    }
  }
  return states;
}

type Refusal = 'not_allowed' | 'advance_unpaid' | 'payment_unpaid' | 'paid';
type Outcome = { moved: true } | { moved: false; reason: Refusal };

const FORWARD: readonly OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped', 'delivered'];
const MAY_CANCEL: Record<Actor, readonly OrderStatus[]> = { customer: ['pending', 'confirmed'], shop: ['pending', 'confirmed', 'processing'], system: ['pending'], courier: [] };

/** after-cart.md "Order and payment states": who may move an order from where to where. */
function permitted(actor: Actor, from: OrderStatus, to: OrderStatus): boolean {
  if (to === 'cancelled') return MAY_CANCEL[actor].includes(from);
  if (to === 'returned') return actor === 'shop' && (from === 'shipped' || from === 'delivered');
  // The courier's reports only mark a shipped order delivered.
  if (actor === 'courier') return from === 'shipped' && to === 'delivered';
  const step = FORWARD.indexOf(from);
  return actor === 'shop' && step >= 0 && FORWARD[step + 1] === to;
}

/** What the move must answer: the spec's permissions, then the confirm rule (decision 036) and the system's cancel of a paid order (037). */
function expectedOutcome(s: OrderState, actor: Actor, to: OrderStatus): Outcome {
  if (!permitted(actor, s.from, to)) return { moved: false, reason: 'not_allowed' };
  if (to === 'confirmed' && s.received === 'nothing' && isOnline(s.method)) return { moved: false, reason: 'payment_unpaid' };
  if (to === 'confirmed' && s.received === 'nothing' && s.method === 'cod_advance') return { moved: false, reason: 'advance_unpaid' };
  // The system (the unpaid-order expiry) never cancels an order whose payment is complete.
  if (actor === 'system' && to === 'cancelled' && s.received === 'all') return { moved: false, reason: 'paid' };
  return { moved: true };
}

/** Every actor × to-status of a state, with what the move must answer. */
const rowsOf = (s: OrderState) => ACTORS.flatMap((actor) => ORDER_STATUSES.map((to) => ({ actor, to, outcome: expectedOutcome(s, actor, to), what: `${label(s)}: ${actor} → ${to}` })));

/** Runs `fn` over the items, at most `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]!);
  }));
}

const label = (s: OrderState) => `${s.from} · ${s.method} · received ${s.received} · refund ${s.refund.replaceAll('_', ' ')}`;

// ---------------------------------------------------------------------------------------------
// The model: what the order received and gave back, by the decision's rules (037 "Settlement").

type Amounts = Record<MoneySource, number>;
const noAmounts = (): Amounts => ({ bkash: 0, stripe: 0, cod: 0, recharge: 0, refund: 0, cashback: 0 });
const sum = (a: Amounts) => MONEY_SOURCES.reduce((t, s) => t + a[s], 0);
const BALANCE_KINDS = ['recharge', 'refund', 'cashback'] as const;

interface ModelLine {
  id: number;
  item: 'mug' | 'tee';
  quantity: number;
  cashback: number;
  restocked: number;
}

interface Part {
  source: MoneySource;
  destination: 'original' | 'refund_balance';
  amount: number;
  paymentId: number | null;
}

interface Model {
  state: OrderState;
  orderId: number;
  code: string;
  customerId: number;
  phone: string;
  ctx: Ctx;
  status: OrderStatus;
  lines: ModelLine[];
  /** The online payment of the order (its own, or the COD advance), once made. */
  online: { id: number; provider: 'bkash' | 'stripe'; amount: number; paid: boolean } | null;
  /** The COD payment's amount (what the rider collects). */
  codAmount: number;
  collected: boolean;
  received: Amounts;
  given: Amounts;
  toOriginal: number;
  toRefundBalance: number;
  /** Given back through a provider and not yet refunded by it (the refund jobs have not run). */
  pending: number;
  /** Given back through the provider, in all. */
  throughProvider: number;
  balances: BalanceSums;
  cashbackEarned: number;
  /** The order's payment status before any give-back (what paying and collecting made it). */
  basePaymentStatus: PaymentStatus;
}

const left = (m: Model, s: MoneySource) => m.received[s] - m.given[s];

/** "To the original payment: online payments first, balances back to themselves, collected cash to the refund balance; to the refund balance: cash and balances first, online last." */
function draw(m: Model, amount: number, to: 'original' | 'refund_balance'): Part[] {
  const order: MoneySource[] = to === 'original' ? ['bkash', 'stripe', 'cashback', 'refund', 'recharge', 'cod'] : ['cod', 'cashback', 'refund', 'recharge', 'stripe', 'bkash'];
  const parts: Part[] = [];
  let rest = amount;
  for (const source of order) {
    const part = Math.min(rest, left(m, source));
    if (part <= 0) continue;
    parts.push({ source, amount: part, destination: to === 'refund_balance' || source === 'cod' ? 'refund_balance' : 'original', paymentId: source === 'bkash' || source === 'stripe' ? m.online!.id : null });
    rest -= part;
  }
  expect(rest, `${m.code}: the model found ${amount - rest} of ${amount} to give back`).toBe(0);
  return parts;
}

/** A cancel's or return's give-back: every source's rest, back where it came from. */
const everythingLeft = (m: Model): Part[] => draw(m, MONEY_SOURCES.reduce((t, s) => t + left(m, s), 0), 'original');

/** Books parts as given back; online parts to the original payment are pending unless the provider already refunded them (a paid refund request). */
function book(m: Model, parts: readonly Part[], providerDone: boolean): void {
  for (const p of parts) {
    m.given[p.source] += p.amount;
    if (p.destination === 'original') m.toOriginal += p.amount;
    else m.toRefundBalance += p.amount;
    const viaProvider = (p.source === 'bkash' || p.source === 'stripe') && p.destination === 'original';
    if (viaProvider) m.throughProvider += p.amount;
    if (viaProvider && !providerDone) m.pending += p.amount;
    if (!viaProvider) m.balances[p.destination === 'refund_balance' ? 'refund' : (p.source as 'recharge' | 'refund' | 'cashback')] += p.amount;
  }
}

/** The model of the same order, for a move that will be rolled back. */
const copyOf = (m: Model): Model => ({
  ...m,
  lines: m.lines.map((l) => ({ ...l })),
  online: m.online && { ...m.online },
  received: { ...m.received },
  given: { ...m.given },
  balances: { ...m.balances },
});

/** "The order's payment status follows completed give-backs (→ partially_refunded → refunded)." */
function paymentStatusOf(m: Model): PaymentStatus {
  const done = sum(m.given) - m.pending;
  const got = sum(m.received);
  if (done > 0 && got > 0) return done >= got ? 'refunded' : 'partially_refunded';
  return m.basePaymentStatus;
}

function settlementOf(m: Model): Settlement {
  const live = m.status !== 'cancelled' && m.status !== 'returned';
  return {
    paid: { ...m.received, total: sum(m.received) },
    refunded: { ...m.given, total: sum(m.given), to_original: m.toOriginal, to_refund_balance: m.toRefundBalance, pending: m.pending },
    to_collect: live && isCod(m.state.method) && !m.collected ? m.codAmount : 0,
    to_collect_from: m.status === 'delivered' ? 'courier' : 'shopper',
    not_kept: 0,
    units: { bought: m.lines.reduce((t, l) => t + l.quantity, 0), given_back: m.lines.reduce((t, l) => t + l.restocked, 0) },
  };
}

// ---------------------------------------------------------------------------------------------
// What a test sees of an order and the world around it.

interface Snapshot {
  status: OrderStatus;
  payment_status: PaymentStatus;
  courier: string | null;
  tracking_code: string | null;
  restored: boolean;
  restocked: number[];
  stock: { mug: number; combo: number; tee: number };
  balances: BalanceSums;
  couponUses: number;
  couponTotal: number;
  payments: Array<{ id: number; provider: string; purpose: string; state: string; amount: number; refunded_amount: number }>;
  returns: Array<{ kind: string; source: string; destination: string; amount: number; state: string; payment_id: number | null }>;
  /** payment.refund jobs not done yet (their return ids). */
  refundJobs: number[];
  sms: number;
  notes: { status: number; payment: number; invite: number };
  /** The delivered order's review invitation was sent (decision 067). */
  invited: boolean;
  events: number;
  settlement: Settlement;
}

const byReturn = (a: Snapshot['returns'][number], b: Snapshot['returns'][number]) => JSON.stringify(a) < JSON.stringify(b) ? -1 : 1;

const BKASH = { appKey: 'k', appSecret: 's', username: 'u', password: 'p' };
const SK = 'sk_test_matrix';
const WHSEC = 'whsec_matrix';
const clock = { now: () => Date.now() };
const COUPON = 'MATRIX10';

let bkash: BkashSandbox;
let stripe: StripeSandbox;
let providers: PaymentProviders;

beforeAll(async () => {
  bkash = await startBkashSandbox({ ...BKASH, port: 0, now: clock.now });
  // No webhook endpoint: the shopper's return records the payment (the webhook path has its own tests).
  stripe = await startStripeSandbox({ secretKey: SK, webhookSecret: WHSEC, now: clock.now, expirySweepMs: 0 });
  providers = createPaymentProviders({
    bkash: { baseUrl: bkash.url, ...BKASH, isSandbox: true, now: clock.now },
    stripe: { apiBase: stripe.url, secretKey: SK, webhookSecret: WHSEC, now: clock.now },
  });
});
afterAll(async () => {
  await stripe?.close();
  await bkash?.close();
});

/** The shopper on Stripe's hosted page (plain HTTP): where it sends the browser back. */
async function payCard(url: string): Promise<string> {
  const page = await fetch(url);
  const action = /action="([^"]+)"/.exec(await page.text())![1]!;
  const res = await fetch(new URL(action, url), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: '4242 4242 4242 4242', exp: '08 / 33', cvc: '321', name: 'Rahim Uddin' }).toString(),
  });
  return res.headers.get('location')!;
}

const STATES = orderStates();

describe('the order lifecycle table', () => {
  it('covers every state that can exist and every permitted move of each method', () => {
    // 7 statuses × 5 methods × 3 × 4 = 420 combinations, 71 of which can exist: before delivery
    // one per method (and the unpaid online or advance orders while pending); delivered and
    // returned with each refund state a method allows, and COD not collected; cancelled paid
    // or not.
    const perStatus = Object.fromEntries(ORDER_STATUSES.map((from) => [from, STATES.filter((s) => s.from === from).length]));
    expect(perStatus).toEqual({ pending: 8, confirmed: 5, processing: 5, shipped: 5, delivered: 20, cancelled: 8, returned: 20 });
    // Every rule that leaves combinations out leaves out some.
    const reasons = new Set<string>();
    for (const from of ORDER_STATUSES) for (const method of METHODS) for (const received of RECEIVED) for (const refund of REFUNDS) reasons.add(impossible({ from, method, received, refund }) ?? 'exists');
    expect(reasons.size).toBe(8);
    // Each method reaches every status; every permitted (actor, from, to) moves some order, and
    // on each method it either moves or meets a payment rule (never `not_allowed`).
    for (const method of METHODS) for (const from of ORDER_STATUSES) expect(STATES.some((s) => s.method === method && s.from === from), `${method} ${from}`).toBe(true);
    for (const actor of ACTORS) {
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          if (!permitted(actor, from, to)) continue;
          expect(STATES.some((s) => s.from === from && expectedOutcome(s, actor, to).moved), `${actor} ${from} → ${to}`).toBe(true);
          for (const method of METHODS) {
            const outcomes = STATES.filter((s) => s.method === method && s.from === from).map((s) => expectedOutcome(s, actor, to));
            expect(outcomes.some((o) => o.moved || o.reason !== 'not_allowed'), `${actor} ${from} → ${to} on ${method}`).toBe(true);
          }
        }
      }
    }
    // Refunds: every refund state meets a delivered and a returned order.
    for (const refund of REFUNDS) for (const from of ['delivered', 'returned'] as const) expect(STATES.some((s) => s.refund === refund && s.from === from)).toBe(true);
  });
});

for (const t of testDatabases()) {
  describe(`order lifecycle matrix (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let shop: Shop;
    let cat: TestCatalog;
    let staffId = 0;
    let teeVariant = '';
    let n = 0;
    let advanceAsked = false;
    const orders = new Map<OrderState, Model>();
    const buildErrors = new Map<OrderState, unknown>();
    /** The state's order, as built before the tests. */
    const orderOf = (s: OrderState): Model => {
      if (buildErrors.has(s)) throw buildErrors.get(s);
      return orders.get(s)!;
    };
    let started = 0;
    let builtAt = 0;
    let cpuAtStart = process.cpuUsage();
    const handlers = jobHandlers([refundPaymentJob]);
    const staffCtx = () => testContext(db, shop, { actor: { kind: 'staff', staffId, role: 'owner' }, now: clock.now, deps: { payments: providers } });
    const runRefundJobs = () => runDueJobs({ db, handlers, deps: { sms: { send: async () => {} } as never, payments: providers, uploadsDir: '/tmp', attachmentsDir: '/tmp' }, clock, workerId: 'matrix', leaseMs: 60_000, log: () => {} });
    const stamp = () => new Date(clock.now()).toISOString();

    beforeAll(async () => {
      started = Date.now();
      cpuAtStart = process.cpuUsage();
      ({ db, drop } = await t.create());
      cat = await insertTestCatalog(db, 'alpha');
      await db.updateTable('shops').set({ payment_methods: 'cod,bkash,stripe', cod_advance: 'none' }).execute();
      shop = (await findShopBySlug(db, 'alpha'))!;
      staffId = (await saveStaff(db, shop, { phone: '01711000321', password: 'a-long-owner-password', name: 'Owner', role: 'owner' }, Date.now())).id;
      await db.insertInto('coupons').values({ shop_id: shop.id, code: COUPON, type: 'percent', value: 10, max_discount: null, min_total: null, starts_at: null, ends_at: null, max_uses: null, max_uses_per_customer: null, created_at: stamp(), updated_at: stamp() }).execute();
      // The test catalog's rows are inserted without their stock received: count what they hold
      // as received, then stock up through the one stock writer (money:check's conservation).
      await db.updateTable('products').set((eb) => ({ stock_received: eb.ref('quantity') })).where('shop_id', '=', shop.id).execute();
      await db.updateTable('product_variant_prices').set((eb) => ({ stock_received: eb.ref('quantity') })).where('shop_id', '=', shop.id).execute();
      teeVariant = `${cat.valueIds.m}-${cat.valueIds.red}`;
      await runWrite(db, async (trx) => {
        await setStock(trx, shop.id, { productId: cat.plainProductId, variant: '' }, { quantity: 100_000 }, stamp());
        for (const variant of [teeVariant, `${cat.valueIds.l}-${cat.valueIds.red}`]) await setStock(trx, shop.id, { productId: cat.productId, variant }, { quantity: 50_000 }, stamp());
      });
      await db.updateTable('products').set({ max_item_in_order: 0 }).where('shop_id', '=', shop.id).execute();

      // Every order of the table, built side by side before any move is tried (the moves then
      // run alone, so the shop's stock and jobs change only by the move under test). The orders
      // of the states with an advance are placed while the shop asks one, the others after.
      for (const advance of [true, false]) {
        await askAdvance(advance);
        const wanted = STATES.filter((s) => (s.method === 'cod_advance') === advance);
        await inParallel(wanted, t.kind === 'postgres' ? 5 : 4, async (s) => {
          try {
            orders.set(s, await build(s));
          } catch (error) {
            buildErrors.set(s, error);
          }
        });
      }
      builtAt = Date.now();
    }, 600_000);
    afterAll(async () => {
      // The whole shop reconciles after every row: money:check says nothing.
      if (db) expect(await checkMoney(db)).toEqual([]);
      const cpu = process.cpuUsage(cpuAtStart);
      console.info(`[matrix ${t.kind}] ${STATES.length} order states, ${n} orders in ${((Date.now() - started) / 1000).toFixed(1)} s (built in ${((builtAt - started) / 1000).toFixed(1)} s; this process's CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s)`);
      if (db) await closeAndDrop(db, drop);
    });

    async function askAdvance(on: boolean) {
      if (on === advanceAsked) return;
      await db.updateTable('shops').set({ cod_advance: on ? 'delivery_charge' : 'none' }).where('id', '=', shop.id).execute();
      shop = (await findShopBySlug(db, 'alpha'))!;
      advanceAsked = on;
    }

    async function newCustomer() {
      const k = ++n;
      const phone = testPhone(40000000, k);
      const { id, addressId } = await insertTestCustomerWithAddress(db, { shopId: shop.id, phone, name: `Matrix ${k}`, now: stamp() });
      const ctx = testContext(db, shop, { customerId: id, now: clock.now, deps: { payments: providers }, request: { origin: 'http://alpha.localhost' } });
      return { id, k, phone, addressId, ctx };
    }

    /** The shopper pays on the provider's page and comes back to our callback / return. */
    async function payOnline(ctx: Ctx, url: string) {
      if (url.startsWith(bkash.url)) {
        const back = new URL((await payOnHostedPage(url)).where!);
        const q = back.searchParams;
        await handleBkashCallback(ctx, q.get('paymentID')!, q.get('status')!, { accessToken: q.get('attempt'), customerId: null });
      } else {
        const back = new URL(await payCard(url));
        await handleStripeReturn(ctx, { sessionId: back.searchParams.get('session_id')! }, { accessToken: back.searchParams.get('attempt'), customerId: null });
      }
    }

    const shopMove = (orderId: number, to: OrderStatus) => moveSellerOrder(staffCtx(), { purchaseId: orderId, status: to, courier: 'Pathao', trackingCode: `PA-${orderId}` });

    /** Places the order and brings it to the state, through the real services, keeping the model. */
    async function build(s: OrderState): Promise<Model> {
      expect(advanceAsked, `${label(s)}: placed while the shop asks an advance`).toBe(s.method === 'cod_advance');
      const who = await newCustomer();
      await addToCart(who.ctx, { productId: cat.plainProductId, variant: '', quantity: 2, attachmentDbName: '' });
      await addToCart(who.ctx, { productId: cat.productId, variant: teeVariant, quantity: 1, attachmentDbName: '' });
      const choice = { shippingType: 0 as const, shippingAddress: who.addressId, pickupPoint: null, coupon_code: COUPON };
      const summary = await getCheckoutSummary(who.ctx, choice);
      const used = { recharge: 0, refund: 0, cashback: 0 };
      const balances: BalanceSums = { recharge: 0, refund: 0, cashback: 0 };
      if (s.method === 'balance') {
        // Paid by all three balances; each holds a little more than it pays, so a wrong credit shows.
        used.recharge = Math.floor(summary.order_total * 0.5);
        used.refund = Math.floor(summary.order_total * 0.3);
        used.cashback = summary.order_total - used.recharge - used.refund;
        await runWrite(db, async (trx) => {
          for (const kind of BALANCE_KINDS) {
            await creditBalance(trx, { shopId: shop.id, customerId: who.id, kind, type: kind === 'cashback' ? 'cashback_earned' : kind === 'refund' ? 'order_refund' : 'recharge', amount: used[kind] + 7, dedupeKey: null, now: stamp() });
          }
        });
        for (const kind of BALANCE_KINDS) balances[kind] = 7;
      }
      const placed = await placeOrder(
        who.ctx,
        { ...choice, selected_payment_option: s.method === 'cod_advance' ? 'cod' : s.method, recharge_paid: used.recharge, refund_paid: used.refund, cashback_paid: used.cashback, customer_cart_total: summary.cart_total, finalDeliveryCharge: summary.finalDeliveryCharge, coupon_discount: summary.coupon_discount },
        `matrix-${who.k}`,
      );
      const lines = await db.selectFrom('order_lines').select(['id', 'product_id', 'quantity', 'cashback']).where('order_id', '=', placed.purchase_id).orderBy('id').execute();
      const payments = await db.selectFrom('payments').selectAll().where('order_id', '=', placed.purchase_id).orderBy('id').execute();
      const onlineRow = payments.find((p) => p.provider === 'bkash' || p.provider === 'stripe');
      const codRow = payments.find((p) => p.provider === 'cod');
      const m: Model = {
        state: s,
        orderId: placed.purchase_id,
        code: placed.code,
        customerId: who.id,
        phone: who.phone,
        ctx: who.ctx,
        status: 'pending',
        lines: lines.map((l) => ({ id: l.id, item: l.product_id === cat.plainProductId ? 'mug' : 'tee', quantity: l.quantity, cashback: l.cashback, restocked: 0 })),
        online: onlineRow ? { id: onlineRow.id, provider: onlineRow.provider as 'bkash' | 'stripe', amount: onlineRow.amount, paid: false } : null,
        codAmount: codRow?.amount ?? 0,
        collected: false,
        received: { ...noAmounts(), ...used },
        given: noAmounts(),
        toOriginal: 0,
        toRefundBalance: 0,
        pending: 0,
        throughProvider: 0,
        balances,
        cashbackEarned: 0,
        basePaymentStatus: s.method === 'balance' ? 'paid' : isOnline(s.method) ? 'pending' : 'unpaid',
      };
      // What the placing made of it: the advance is the delivery charge, the rest is cash.
      if (s.method === 'cod_advance') expect(m.online && m.online.amount + m.codAmount).toBe(placed.payable);
      expect(m.online !== null).toBe(isOnline(s.method) || s.method === 'cod_advance');

      if (s.received !== 'nothing' && m.online) {
        await payOnline(who.ctx, placed.payment_url!);
        m.online.paid = true;
        m.received[m.online.provider] += m.online.amount;
        if (isOnline(s.method)) m.basePaymentStatus = 'paid';
      }

      const walk = async (to: OrderStatus) => {
        for (const step of FORWARD.slice(FORWARD.indexOf(m.status) + 1, FORWARD.indexOf(to) + 1)) {
          await shopMove(m.orderId, step);
          m.status = step;
          if (step === 'delivered') {
            m.cashbackEarned = m.lines.reduce((t, l) => t + l.cashback * l.quantity, 0);
            m.balances.cashback += m.cashbackEarned;
          }
        }
      };
      const giveBack = async () => {
        book(m, everythingLeft(m), false);
        for (const l of m.lines) l.restocked = l.quantity;
        await runRefundJobs();
        m.pending = 0;
      };

      if (s.from === 'cancelled') {
        if (s.received === 'nothing') {
          await cancelOrder(who.ctx, m.orderId);
          if (m.basePaymentStatus === 'pending') m.basePaymentStatus = 'failed';
        } else {
          await walk('confirmed');
          await shopMove(m.orderId, 'cancelled');
        }
        m.status = 'cancelled';
        await giveBack();
      } else if (s.from !== 'pending') {
        await walk(wasDelivered(s.from) ? 'delivered' : s.from);
      }

      if (wasDelivered(s.from)) {
        if (s.received === 'all' && isCod(s.method)) {
          await markCodCollected(staffCtx(), m.orderId);
          m.collected = true;
          m.received.cod += m.codAmount;
          m.basePaymentStatus = 'paid';
        }
        await refund(m, s.refund);
        if (s.from === 'returned') {
          await shopMove(m.orderId, 'returned');
          m.status = 'returned';
          await giveBack();
          const reversal = Math.min(m.cashbackEarned, m.balances.cashback);
          m.balances.cashback -= reversal;
        }
      }
      return m;
    }

    /** Refund requests of the refund state, each asked, approved, (received) and paid. */
    async function refund(m: Model, state: RefundState) {
      const [mug1, tee] = [m.lines.find((l) => l.item === 'mug')!, m.lines.find((l) => l.item === 'tee')!];
      const one = async (lines: Array<{ line: ModelLine; quantity: number }>, to: 'balance' | 'original', receive: boolean) => {
        const r = await requestRefund(m.ctx, { purchaseId: m.orderId, lines: lines.map((x) => ({ lineId: x.line.id, quantity: x.quantity })), reason: 'Not as pictured', refundTo: to, photos: [] });
        await decideSellerRefund(staffCtx(), r.refund_id, 'approve');
        if (receive) {
          await receiveSellerRefund(staffCtx(), r.refund_id);
          for (const x of lines) x.line.restocked += x.quantity;
        }
        await paySellerRefund(staffCtx(), r.refund_id);
        book(m, draw(m, r.amount, to === 'balance' ? 'refund_balance' : 'original'), true);
      };
      if (state === 'partial_to_balance') await one([{ line: mug1, quantity: 1 }], 'balance', true);
      if (state === 'partial_to_original') await one([{ line: mug1, quantity: 1 }], 'original', false);
      if (state === 'full') {
        await one([{ line: mug1, quantity: 1 }], 'balance', true);
        await one(
          [
            { line: mug1, quantity: 1 },
            { line: tee, quantity: 1 },
          ],
          m.online && left(m, m.online.provider) > 0 ? 'original' : 'balance',
          true,
        );
      }
    }

    /** The order and what around it a move may change, read through `q` (the database, or a transaction still open). */
    async function snapshot(q: Db, m: Model): Promise<Snapshot> {
      const [head, lines, payments, returns, jobs] = await Promise.all([
        sql<Order & Record<'mug' | 'combo' | 'tee' | 'recharge_balance' | 'refund_balance' | 'cashback_balance' | 'coupon_uses' | 'coupon_total' | 'sms' | 'notes_status' | 'notes_payment' | 'notes_invite' | 'events', number | string | null>>`
          select o.*,
            (select quantity from products where id = ${cat.plainProductId}) as mug,
            (select quantity from product_variant_prices where product_id = ${cat.productId} and variant = ${teeVariant}) as combo,
            (select quantity from products where id = ${cat.productId}) as tee,
            (select recharge from customer_balances where shop_id = o.shop_id and customer_id = o.customer_id) as recharge_balance,
            (select refund from customer_balances where shop_id = o.shop_id and customer_id = o.customer_id) as refund_balance,
            (select cashback from customer_balances where shop_id = o.shop_id and customer_id = o.customer_id) as cashback_balance,
            (select count(*) from coupon_uses where shop_id = o.shop_id and order_id = o.id) as coupon_uses,
            (select uses from coupons where shop_id = o.shop_id and code = ${COUPON}) as coupon_total,
            (select count(*) from jobs where kind = 'sms.send' and payload like ${`%${m.phone}%`}) as sms,
            (select count(*) from notifications where customer_id = o.customer_id and type = 'customer_order_status_updated') as notes_status,
            (select count(*) from notifications where customer_id = o.customer_id and type = 'customer_order_payment_status_updated') as notes_payment,
            (select count(*) from notifications where customer_id = o.customer_id and type = 'customer' and url = ${`/customer/dashboard/purchase-details/${m.orderId}#review`}) as notes_invite,
            (select count(*) from order_events where order_id = o.id) as events
          from orders o where o.shop_id = ${shop.id} and o.id = ${m.orderId}`.execute(q),
        q.selectFrom('order_lines').select(['restocked_quantity']).where('order_id', '=', m.orderId).orderBy('id').execute(),
        q.selectFrom('payments').select(['id', 'provider', 'purpose', 'state', 'amount', 'refunded_amount']).where('order_id', '=', m.orderId).orderBy('id').execute(),
        q.selectFrom('money_returns').select(['kind', 'source', 'destination', 'amount', 'state', 'payment_id']).where('order_id', '=', m.orderId).execute(),
        q.selectFrom('jobs').select('payload').where('kind', '=', 'payment.refund').where('state', '!=', 'done').execute(),
      ]);
      const order = head.rows[0]!;
      const num = (v: number | string | null) => Number(v ?? 0);
      return {
        status: order.status,
        payment_status: order.payment_status,
        courier: order.courier,
        tracking_code: order.tracking_code,
        restored: order.restored_at !== null,
        restocked: lines.map((l) => l.restocked_quantity),
        stock: { mug: num(order.mug), combo: num(order.combo), tee: num(order.tee) },
        balances: { recharge: num(order.recharge_balance), refund: num(order.refund_balance), cashback: num(order.cashback_balance) },
        couponUses: num(order.coupon_uses),
        couponTotal: num(order.coupon_total),
        payments: payments.map((p) => ({ ...p, purpose: p.purpose as string })),
        returns: returns.sort(byReturn),
        refundJobs: jobs.map((j) => (JSON.parse(j.payload) as { returnId: number }).returnId).sort((a, b) => a - b),
        sms: num(order.sms),
        notes: { status: num(order.notes_status), payment: num(order.notes_payment), invite: num(order.notes_invite) },
        invited: order.review_invited_at !== null,
        events: num(order.events),
        settlement: await readSettlement(q, order),
      };
    }

    /** What the provider itself says it gave back of the order's online payment (whole taka). */
    async function providerRefunded(m: Model): Promise<number> {
      if (!m.online) return 0;
      const p = await db.selectFrom('payments').select(['reference', 'provider_trx_id']).where('id', '=', m.online.id).executeTakeFirstOrThrow();
      if (m.online.provider === 'bkash') return Number(bkash.payment(p.reference!)?.refunded ?? 0);
      if (!p.provider_trx_id) return 0;
      const list = (await fetch(`${stripe.url}/v1/refunds?payment_intent=${p.provider_trx_id}`, { headers: { authorization: `Bearer ${SK}` } }).then((r) => r.json())) as { data: Array<{ amount: number; status: string }> };
      return list.data.filter((r) => r.status === 'succeeded').reduce((t, r) => t + r.amount / 100, 0);
    }

    /** The built order is what the model says, and money:check agrees. */
    async function verify(m: Model, what: string) {
      const snap = await snapshot(db, m);
      expect(snap.status, `${what}: status`).toBe(m.status);
      expect(snap.settlement, `${what}: settlement`).toEqual(settlementOf(m));
      expect(snap.payment_status, `${what}: payment status`).toBe(paymentStatusOf(m));
      expect(snap.balances, `${what}: balances`).toEqual(m.balances);
      expect(snap.restocked, `${what}: units given back per line`).toEqual(m.lines.map((l) => l.restocked));
      expect(snap.refundJobs, `${what}: refund jobs left`).toEqual([]);
      expect(await providerRefunded(m), `${what}: refunded by the provider`).toBe(m.throughProvider);
      expect(await checkMoney(db, { shopId: shop.id, orderIds: [m.orderId] }), `${what}: money:check`).toEqual([]);
      return snap;
    }

    function move(m: Model, actor: Actor, to: OrderStatus): OrderMove {
      const by: OrderMover =
        actor === 'customer' ? { kind: 'customer', id: m.customerId } : actor === 'shop' ? { kind: 'staff', id: staffId } : actor === 'courier' ? { kind: 'system', id: null, as: 'courier' } : { kind: 'system', id: null };
      return { to, by, shipment: to === 'shipped' ? { courier: 'Pathao', tracking: `MX-${m.orderId}` } : undefined };
    }

    /**
     * One query over everything a move could write: the order row, its lines, timeline,
     * payments, money returns and coupon use, the customer's balances, ledger and
     * notifications, the shop's stock (every stock write raises a stock_version) and every job.
     */
    async function fingerprint(q: Db, m: Model): Promise<Record<string, unknown>> {
      const result = await sql<Record<string, unknown>>`
        select o.status, o.payment_status, o.updated_at, o.restored_at, o.courier, o.tracking_code,
          (select coalesce(sum(restocked_quantity), 0) from order_lines where order_id = o.id) as restocked,
          (select count(*) from order_events where order_id = o.id) as events,
          (select count(*) from payments where order_id = o.id) as payments,
          (select max(updated_at) from payments where order_id = o.id) as payments_updated,
          (select coalesce(sum(refunded_amount), 0) from payments where order_id = o.id) as payments_refunded,
          (select count(*) from money_returns where order_id = o.id) as returns,
          (select coalesce(sum(amount), 0) from money_returns where order_id = o.id and state = 'done') as returns_done,
          (select count(*) from coupon_uses where order_id = o.id) as coupon_uses,
          (select uses from coupons where shop_id = o.shop_id and code = ${COUPON}) as coupon_total,
          (select recharge from customer_balances where shop_id = o.shop_id and customer_id = o.customer_id) as recharge,
          (select refund from customer_balances where shop_id = o.shop_id and customer_id = o.customer_id) as refund,
          (select cashback from customer_balances where shop_id = o.shop_id and customer_id = o.customer_id) as cashback,
          (select count(*) from balance_entries where shop_id = o.shop_id) as ledger,
          (select count(*) from notifications where customer_id = o.customer_id) as notifications,
          (select coalesce(sum(stock_version), 0) from products where shop_id = o.shop_id) as stock_versions,
          (select coalesce(sum(quantity), 0) from products where shop_id = o.shop_id) as stock,
          (select coalesce(sum(quantity), 0) from product_variant_prices where shop_id = o.shop_id) as combos,
          (select count(*) from jobs) as jobs
        from orders o where o.id = ${m.orderId}`.execute(q);
      const row = result.rows[0]!;
      // PostgreSQL answers counts and sums as text.
      return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v]));
    }

    /**
     * An allowed move from `before` (the order as it is): exactly the effects of
     * TRANSITION_EFFECTS[to]. Rolled back (`commit` false), everything is checked inside the
     * move's own transaction — refund jobs queued, returns pending — and the order stays as built
     * for the next move. Committed, the refund jobs then run against the sandboxes and the
     * settlement is checked once they did.
     */
    async function expectMove(m: Model, before: Snapshot, r: { actor: Actor; to: OrderStatus; what: string }, commit: boolean) {
      const want: Snapshot = structuredClone(before);
      const parts = applyEffects(m, want, r.to, r.what);
      const online = parts.filter((p) => (p.source === 'bkash' || p.source === 'stripe') && p.destination === 'original');

      const inMove = async (trx: Trx) => {
        const order = await trx.selectFrom('orders').selectAll().where('shop_id', '=', shop.id).where('id', '=', m.orderId).executeTakeFirstOrThrow();
        const result = await moveOrder(trx, shop, order, move(m, r.actor, r.to), clock.now());
        expect(result.moved ? 'moved' : result, `${r.what}: moved`).toBe('moved');
      };
      const check = async (q: Db) => {
        const mid = await snapshot(q, m);
        // One refund job per online part, each for its own pending return.
        expect(mid.refundJobs, `${r.what}: one refund job per online part`).toHaveLength(online.length);
        want.refundJobs = mid.refundJobs;
        expect(mid, `${r.what}: the move's effects`).toEqual(want);
        expect(await checkMoney(q, { shopId: shop.id, orderIds: [m.orderId] }), `${r.what}: money:check`).toEqual([]);
      };

      if (!commit) {
        const rollback = new Error('roll back');
        await runWrite(db, async (trx) => {
          await inMove(trx);
          await check(trx);
          throw rollback;
        }).catch((e: unknown) => {
          if (e !== rollback) throw e;
        });
        return;
      }
      await runWrite(db, inMove);
      await check(db);
      if (online.length === 0) return; // Nothing is left with a provider: the order is settled as it is.

      // The provider refunds run (twice: a second run refunds nothing more).
      await runRefundJobs();
      await runRefundJobs();
      m.pending = 0;
      for (const p of online) {
        const back = want.returns.find((x) => x.payment_id === p.paymentId && x.kind === 'give_back' && x.state === 'pending')!;
        back.state = 'done';
        const pay = want.payments.find((x) => x.id === p.paymentId)!;
        pay.refunded_amount += p.amount;
        if (pay.refunded_amount >= pay.amount) pay.state = 'refunded';
      }
      const settled = paymentStatusOf(m);
      if (settled !== want.payment_status) want.notes.payment += 1;
      want.payment_status = settled;
      want.refundJobs = [];
      want.settlement = settlementOf(m);
      expect(await snapshot(db, m), `${r.what}: after the provider refunds`).toEqual(want);
      expect(await providerRefunded(m), `${r.what}: refunded by the provider`).toBe(m.throughProvider);
      expect(await checkMoney(db, { shopId: shop.id, orderIds: [m.orderId] }), `${r.what}: money:check`).toEqual([]);
    }

    /** What the move must leave, from the snapshot before it and the model (which it moves on): the parts of money given back. */
    function applyEffects(m: Model, want: Snapshot, to: OrderStatus, what: string): Part[] {
      let was = want.payment_status;
      want.status = to;
      want.events += 1;
      m.status = to;
      const restoring = !want.restored && TRANSITION_EFFECTS[to].includes('give_back_stock');
      let parts: Part[] = [];
      for (const effect of TRANSITION_EFFECTS[to]) {
        switch (effect) {
          case 'notify_status':
            want.notes.status += 1;
            break;
          case 'record_shipment':
            want.courier = 'Pathao';
            want.tracking_code = `MX-${m.orderId}`;
            break;
          case 'sms_confirmed':
          case 'sms_shipped':
          case 'sms_delivered':
            want.sms += 1;
            break;
          case 'invite_review':
            // Once per order: a second delivery (after a return undone) invites no more.
            if (!want.invited) want.notes.invite += 1;
            want.invited = true;
            break;
          case 'credit_cashback':
            m.cashbackEarned = m.lines.reduce((t, l) => t + l.cashback * l.quantity, 0);
            expect(m.cashbackEarned, `${what}: the products earn cashback`).toBeGreaterThan(0);
            m.balances.cashback += m.cashbackEarned;
            break;
          case 'reverse_cashback':
            m.balances.cashback -= Math.min(m.cashbackEarned, m.balances.cashback);
            break;
          case 'cancel_open_payments':
            for (const p of want.payments) if ((p.provider === 'bkash' || p.provider === 'stripe') && (p.state === 'created' || p.state === 'pending')) p.state = 'cancelled';
            // An order that waited for its online payment waits no more: its payment failed, and the shopper is told.
            if (m.basePaymentStatus === 'pending') {
              m.basePaymentStatus = 'failed';
              was = 'failed';
              want.notes.payment += 1;
            }
            break;
          case 'give_back_stock':
            if (!restoring) break;
            want.restored = true;
            for (const l of m.lines) {
              const units = l.quantity - l.restocked;
              if (l.item === 'mug') want.stock.mug += units;
              else {
                want.stock.combo += units;
                want.stock.tee += units;
              }
              l.restocked = l.quantity;
            }
            break;
          case 'release_coupon':
            if (!restoring) break;
            want.couponUses = 0;
            want.couponTotal -= 1;
            break;
          case 'give_back_money':
            if (!restoring) break;
            parts = everythingLeft(m);
            book(m, parts, false);
            for (const p of parts) {
              const viaProvider = (p.source === 'bkash' || p.source === 'stripe') && p.destination === 'original';
              want.returns.push({ kind: 'give_back', source: p.source, destination: p.destination, amount: p.amount, state: viaProvider ? 'pending' : 'done', payment_id: p.paymentId });
            }
            if (parts.some((p) => BALANCE_KINDS.includes(p.source as never))) for (const p of want.payments) if (p.provider === 'balance' && p.state === 'paid') p.state = 'refunded';
            break;
        }
      }
      want.returns.sort(byReturn);
      want.balances = { ...m.balances };
      want.restocked = m.lines.map((l) => l.restocked);
      want.payment_status = paymentStatusOf(m);
      if (want.payment_status !== was) want.notes.payment += 1;
      want.settlement = settlementOf(m);
      return parts;
    }

    // The refused moves of every state, states side by side (nothing is written, if all is well):
    // the built order against the model, then each refused move in one transaction — its
    // reason, and after each move one query over everything the order and its move could
    // touch — and the whole snapshot, shop stock included, before and after.
    for (const s of STATES) {
      it.concurrent(`${label(s)}: the order as built, and every refused move`, async () => {
        const m = orderOf(s);
        const before = await verify(m, label(s));
        const print = await fingerprint(db, m);
        await runWrite(db, async (trx) => {
          const order = await trx.selectFrom('orders').selectAll().where('shop_id', '=', shop.id).where('id', '=', m.orderId).executeTakeFirstOrThrow();
          for (const r of rowsOf(s).filter((x) => !x.outcome.moved)) {
            expect(await moveOrder(trx, shop, order, move(m, r.actor, r.to), clock.now()), r.what).toEqual(r.outcome);
            expect(await fingerprint(trx, m), `${r.what}: nothing changed`).toEqual(print);
          }
        });
        expect(await snapshot(db, m), `${label(s)}: the refused moves changed nothing`).toEqual(before);
      });
    }

    // The allowed moves, one state at a time: each but one in a transaction rolled back after its
    // checks; the last — a give-back when the state has one — committed, its refunds run.
    for (const s of STATES) {
      const allowed = rowsOf(s).filter((r) => r.outcome.moved);
      if (allowed.length === 0) continue;
      const last = allowed.findLast((r) => TRANSITION_EFFECTS[r.to].includes('give_back_money')) ?? allowed.at(-1)!;
      const ordered = [...allowed.filter((r) => r !== last), last];
      it(`${label(s)}: ${ordered.map((r) => `${r.actor} → ${r.to}`).join(', ')}`, async () => {
        const m = orderOf(s);
        const before = await snapshot(db, m);
        for (const r of ordered.slice(0, -1)) await expectMove(copyOf(m), before, r, false);
        // The rolled-back moves left the order as it was built.
        if (ordered.length > 1) expect(await snapshot(db, m), `${label(s)}: every rolled-back move left nothing`).toEqual(before);
        await expectMove(m, before, last, true);
      });
    }
  });
}

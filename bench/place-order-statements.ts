// The statements one order runs, in order (issue 27 item 3): a fresh database (a SQLite file or a
// throwaway PostgreSQL database), the test catalog, one shopper with one cart line of a plain
// product, the checkout summary they saw — and then placeOrder (cash on delivery, with an
// Idempotency-Key), through a second handle on the same database whose every statement is
// printed with its time. The statements between the hot stock row's update and the end of the
// transaction are the ones that hold its lock; they are marked.
//
//   npx tsx bench/place-order-statements.ts --db postgres [--url postgres://postgres@127.0.0.1:5432/postgres]
//   npx tsx bench/place-order-statements.ts --db sqlite
import { createDb } from '../db/client';
import { findShopBySlug } from '../db/shop.repository';
import { insertTestCatalog } from '../db/test-catalog';
import { insertTestCustomerWithAddress } from '../db/test-customer';
import { addToCart } from '../services/cart/add-to-cart';
import { getCheckoutSummary } from '../services/checkout/get-checkout-summary';
import { placeOrder } from '../services/checkout/place-order';
import { testContext } from '../services/test-context';
import { freshDb } from './served-server';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

async function main() {
  const kind = arg('db', 'postgres');
  const { db, url, done } = await freshDb(kind, arg('url', 'postgres://postgres@127.0.0.1:5432/postgres'), 'haat-statements');
  const cat = await insertTestCatalog(db, 'bench');
  const shop = (await findShopBySlug(db, 'bench'))!;
  // The hot product of bench/place-orders-served.ts: limited stock, no variants.
  await db.updateTable('products').set({ quantity: 10, max_item_in_order: 0 }).where('id', '=', cat.plainProductId).execute();
  const product = { id: cat.plainProductId };
  const stamp = new Date().toISOString();
  const who = await insertTestCustomerWithAddress(db, { shopId: shop.id, phone: '+8801720000001', name: 'Trace', now: stamp });
  const setup = testContext(db, shop, { customerId: who.id });
  await addToCart(setup, { productId: product.id, variant: '', quantity: 1, attachmentDbName: '' });
  const choice = { shippingType: 0 as const, shippingAddress: who.addressId, pickupPoint: null, coupon_code: '' };
  const seen = await getCheckoutSummary(setup, choice);

  const statements: Array<{ ms: number; sql: string }> = [];
  let roundTrips = 0;
  // onRoundTrip: what reaches PostgreSQL (a BEGIN or COMMIT sent with a statement is none of its own); absent before decision 073.
  const traced = createDb(url, { onQuery: (ms, failed, text) => statements.push({ ms, sql: (failed ? '[failed] ' : '') + text }), onRoundTrip: () => roundTrips++ });
  const started = performance.now();
  await placeOrder(
    testContext(traced, shop, { customerId: who.id }),
    { ...choice, selected_payment_option: 'cod', recharge_paid: 0, refund_paid: 0, cashback_paid: 0, customer_cart_total: seen.cart_total, finalDeliveryCharge: seen.finalDeliveryCharge, coupon_discount: seen.coupon_discount },
    'trace-1',
  );
  const wall = performance.now() - started;
  const hot = statements.findIndex((s) => /update "products"|update products/i.test(s.sql));
  console.log(`place order on ${kind}: ${statements.length} statements, ${kind === 'postgres' ? `${roundTrips || statements.length} round trips, ` : ''}${wall.toFixed(1)} ms`);
  statements.forEach((s, i) => {
    const mark = hot >= 0 && i >= hot ? 'holds the stock row' : '';
    console.log(`${String(i + 1).padStart(2)}. ${s.ms.toFixed(2).padStart(6)} ms ${mark.padEnd(19)} ${s.sql.replace(/\s+/g, ' ').slice(0, 240)}`);
  });
  await traced.destroy();
  await done();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

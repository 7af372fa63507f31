// Fixtures for the browser tests (docs/decisions/041-test-suite.md): the customers, addresses, carts and
// orders a test needs before the part it is about, made through the app's own code instead of
// by reading SMS codes off the outbox and writing rows with raw SQL.
// - A customer is made by the account services against the shared server's database (the
//   same repository and session code registration ends in; the phone counts as verified, as
//   after the code step): a real scrypt password, so logging in by the form works, and a real
//   session token for the cookie or the Bearer header.
// - Addresses, carts, orders and the seller's moves go through the real HTTP API, as the
//   shop's own pages and apps call it.
// The real registration journey (code by SMS, in the browser and over HTTP) is tested once, in
// tests/e2e/accounts.test.ts.
import type { BrowserContext } from 'playwright-core';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { normalizePhone } from '../../core/customer-auth';
import { createDb, type Db } from '../../db/client';
import { findCustomerById, insertCustomer } from '../../db/customer.repository';
import type { NewNotification } from '../../db/notification.repository';
import { runWrite } from '../../db/run-write';
import { findShopBySlug } from '../../db/shop.repository';
import type { Customer as CustomerRow, Shop } from '../../db/schema';
import { hashPassword } from '../../services/accounts/operations/password-hash';
import { startCustomerSession } from '../../services/accounts/operations/start-customer-session';
import { notifyCustomer } from '../../services/notifications/operations/notify-customer';
import { testContext } from '../../services/test-context';
import { DEMO_OWNER, clientAddress, httpCall, uniquePhone, type HttpResult, type RunningServer } from './harness';

export const PASSWORD = 'password1';

const databases = new Map<string, Db>();
/** The server's database, opened once per file (SQLite in WAL mode: the server's workers and this file share it). */
export function serverDb(server: RunningServer): Db {
  let db = databases.get(server.databaseUrl);
  if (!db) {
    db = createDb(server.databaseUrl);
    // This file's own writes (customers, sessions) need no sync to disk at each commit.
    void sql`pragma synchronous = normal`.execute(db);
    databases.set(server.databaseUrl, db);
  }
  return db;
}

const shops = new Map<string, Promise<Shop>>();
/** A shop's row, read once per file (a session or a customer only needs its id and settings). */
function shopRow(server: RunningServer, slug: string): Promise<Shop> {
  const key = `${server.databaseUrl} ${slug}`;
  let row = shops.get(key);
  if (!row) {
    row = findShopBySlug(serverDb(server), slug).then((shop) => {
      if (!shop) throw new Error(`no shop '${slug}' on the server`);
      return shop;
    });
    row.catch(() => shops.delete(key));
    shops.set(key, row);
  }
  return row;
}

export interface Customer {
  id: number;
  shop: string;
  name: string;
  /** National form, as a shopper types it: 01XXXXXXXXX. */
  phone: string;
  /** As stored: +8801XXXXXXXXX. */
  canonicalPhone: string;
  password: string;
  /** A live session token: the customerUserToken cookie, or `Authorization: Bearer`. */
  token: string;
}

/** A registered customer of the shop with a session (see the header: no SMS round trip). */
export async function createCustomer(
  server: RunningServer,
  shop: string,
  { name = 'Test Customer', phone = uniquePhone(), password = PASSWORD }: { name?: string; phone?: string; password?: string } = {},
): Promise<Customer> {
  const db = serverDb(server);
  const row = await shopRow(server, shop);
  const canonicalPhone = normalizePhone(phone, '+880');
  if (!canonicalPhone) throw new Error(`not a phone number: ${phone}`);
  const id = await insertCustomer(db, row.id, { phone: canonicalPhone, name, passwordHash: await hashPassword(password), phoneVerified: true, now: new Date().toISOString() });
  if (id === null) throw new Error(`${phone} is already a customer of ${shop}`);
  const customer = (await findCustomerById(db, row.id, id))!;
  const { token } = await startCustomerSession(testContext(db, row), customer);
  return { id, shop, name, phone, canonicalPhone, password, token };
}

const customerRows = new Map<string, Promise<CustomerRow>>();
/** Another session of the same customer (a second device): a new token. */
export async function newSession(server: RunningServer, customer: Customer): Promise<string> {
  const db = serverDb(server);
  const row = await shopRow(server, customer.shop);
  const key = `${server.databaseUrl} ${row.id} ${customer.id}`;
  let customerRow = customerRows.get(key);
  if (!customerRow) customerRows.set(key, (customerRow = findCustomerById(db, row.id, customer.id).then((c) => c!)));
  const { token } = await startCustomerSession(testContext(db, row), await customerRow);
  return token;
}

/** The customer's session cookie in a browser context: its pages of that shop are logged in. */
export async function logInContext(context: BrowserContext, customer: Pick<Customer, 'shop' | 'token'>): Promise<void> {
  await context.addCookies([{ name: 'customerUserToken', value: customer.token, domain: `${customer.shop}.localhost`, path: '/', httpOnly: true, sameSite: 'Lax' }]);
}

/** A JSON call of the shop's API as the customer (Bearer token); fails the test unless it answers `status`. */
export async function customerCall(server: RunningServer, customer: Pick<Customer, 'shop' | 'token'>, path: string, body: unknown, status = 200): Promise<any> {
  const res = await httpCall(server.port, `${customer.shop}.localhost:${server.port}`, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}`, 'x-forwarded-for': clientAddress() },
    body: JSON.stringify(body),
  });
  expect(res.status, `${path}: ${res.body.slice(0, 300)}`).toBe(status);
  return res.json();
}

/** Saves an address in the customer's address book (the API's address-save call); its id. */
export async function saveAddress(
  server: RunningServer,
  customer: Customer,
  fields: { name?: string; phone?: string; district?: string; area?: string; address?: string; is_default?: boolean } = {},
): Promise<number> {
  const answer = await customerCall(server, customer, '/api/front/customer-address-save', {
    name: customer.name,
    phone: customer.phone,
    district: 'Dhaka',
    area: 'Dhanmondi',
    address: 'House 12, Road 5',
    is_default: true,
    ...fields,
  });
  return answer.address.id as number;
}

/** Adds a product to the customer's cart (the API's add-to-cart call). */
export async function addToCart(server: RunningServer, customer: Customer, productId: number, quantity = 1, extra: Record<string, unknown> = {}): Promise<any> {
  return customerCall(server, customer, '/api/front/customer-add-product-to-cart', {
    shop: `${customer.shop}.localhost:${server.port}`,
    uid: Date.now(),
    product_id: productId,
    quantity,
    ...extra,
  });
}

export interface PlacedOrder {
  purchase_id: number;
  code: string;
}

/**
 * Places a cash-on-delivery order of the customer's cart to the address, home delivery, no
 * coupon: the checkout summary, then place-order with its totals (the API calls the
 * shop's checkout pages make).
 */
export async function placeCodOrder(server: RunningServer, customer: Customer, addressId: number): Promise<PlacedOrder> {
  const s = await customerCall(server, customer, '/api/front/get-checkout-summary', { shippingType: 0, shippingAddress: addressId, pickupPoint: null, coupon_code: '' });
  const placed = await customerCall(server, customer, '/api/front/customer-place-order', {
    shippingType: 0,
    shippingAddress: addressId,
    pickupPoint: null,
    coupon_code: '',
    recharge_paid: 0,
    refund_paid: 0,
    cashback_paid: 0,
    selected_payment_option: 'cod',
    customer_cart_total: s.cart_total,
    finalDeliveryCharge: s.finalDeliveryCharge,
    coupon_discount: s.coupon_discount,
  });
  return placed.order as PlacedOrder;
}

/** The shop owner's (by default the demo owner's) seller-console token, by the API's login call. */
export async function sellerToken(server: RunningServer, shop: string, login: { phone: string; password: string } = DEMO_OWNER): Promise<string> {
  const res = await httpCall(server.port, `${shop}.localhost:${server.port}`, '/api/seller/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
    body: JSON.stringify(login),
  });
  expect(res.status, res.body.slice(0, 200)).toBe(200);
  return (res.json() as { token: string }).token;
}

/** A seller-console API call with the staff token; fails the test unless it answers `status`. */
export async function sellerCall(server: RunningServer, shop: string, token: string, path: string, body: unknown, status = 200): Promise<any> {
  return customerCall(server, { shop, token }, path, body, status);
}

/** The shop writes the customer a notification (the notifications service, in its own transaction); its id. */
export async function notify(
  server: RunningServer,
  customer: Pick<Customer, 'shop' | 'id'>,
  notification: Pick<NewNotification, 'type' | 'url' | 'message' | 'number'> & { image?: string | null },
): Promise<number> {
  const db = serverDb(server);
  const row = await shopRow(server, customer.shop);
  const { image = null, ...rest } = notification;
  return runWrite(db, (trx) => notifyCustomer(trx, { shopId: row.id, customerId: customer.id, image, now: new Date().toISOString(), ...rest }));
}

export type { HttpResult };

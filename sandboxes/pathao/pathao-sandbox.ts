// A Pathao courier sandbox (Aladdin merchant API v1, /work/shared/spec/payment-protocols.md,
// "Couriers"), over real HTTP:
// - `POST {base}/aladdin/api/v1/issue-token` (JSON `client_id`, `client_secret`, `username`,
//   `password`, `grant_type: "password"`) → `{ token_type: "Bearer", expires_in, access_token,
//   refresh_token }`; wrong credentials: HTTP 401;
// - `POST {base}/aladdin/api/v1/orders` (`Authorization: Bearer …`; `store_id`,
//   `merchant_order_id`, `recipient_name`, `recipient_phone`, `recipient_address`,
//   `recipient_city`, `recipient_zone`, `recipient_area`, `delivery_type` 48|12, `item_type` 2,
//   `item_quantity`, `item_weight` 0.5–10, `amount_to_collect`) → `{ code: 200, type:
//   "success", data: { consignment_id, merchant_order_id, order_status: "Pending",
//   delivery_fee } }`; a missing or wrong field: HTTP 422 with `errors`. City, zone and area
//   are optional (Pathao places the parcel from the full address since July 2025, so the
//   address must name at least the area and district: 10–220 characters); the phone is 11
//   digits (01…); a `merchant_order_id` already booked in the store is refused; an unknown
//   or missing token: HTTP 401;
// - the webhook: events POSTed as JSON to the merchant's callback URL with the header
//   `X-PATHAO-Signature` set to the merchant's webhook secret — `integrate()` sends
//   `{ event: "webhook_integration" }` and accepts the URL only when it answers 202 with
//   `X-Pathao-Merchant-Webhook-Integration-Secret: f3992ecc-59da-4cbe-a049-a13da2018d51`;
//   `sendEvent(consignmentId, event)` sends `{ consignment_id, merchant_order_id, updated_at,
//   timestamp, store_id, event, delivery_fee }` (any number of times, in any order: the test
//   chooses, as the real service delivers at least once and in no promised order).
// State lives in memory. Requests go out through node:http so the `Host` header can name the
// shop (the callback URL's host in production).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const PATHAO_INTEGRATION_SECRET = 'f3992ecc-59da-4cbe-a049-a13da2018d51';
const API = '/aladdin/api/v1';

export interface PathaoSandboxOptions {
  port?: number;
  host?: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: number;
  /** Where events go, and the secret sent with them. */
  webhookUrl: string;
  webhookSecret: string;
  /** The Host header for deliveries (the shop's host), when the URL's own host is not it. */
  webhookHost?: string;
  log?: (line: string) => void;
}

export interface PathaoOrder {
  consignment_id: string;
  merchant_order_id: string;
  store_id: number;
  delivery_fee: number;
  events: string[];
  /** What `POST orders` was given (absent for `addOrder`). */
  recipient_name?: string;
  recipient_phone?: string;
  recipient_address?: string;
  amount_to_collect?: number;
}

export interface Delivery {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface PathaoSandbox {
  url: string;
  close(): Promise<void>;
  /** Books a consignment as the merchant panel would (what `POST orders` does). */
  addOrder(merchantOrderId: string): PathaoOrder;
  /** Sends the integration check; true when the callback answered as Pathao requires. */
  integrate(): Promise<boolean>;
  /** Delivers one event for the consignment (`timestamp` fixes the event's time, so a resend is the same event). */
  sendEvent(consignmentId: string, event: string, options?: { timestamp?: string; secret?: string; storeId?: number }): Promise<Delivery>;
  order(consignmentId: string): PathaoOrder | undefined;
  /** The consignment booked for this merchant order id. */
  orderByMerchantId(merchantOrderId: string): PathaoOrder | undefined;
  /** How many `POST orders` calls were answered (any outcome). */
  createCalls(): number;
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const parsed: unknown = text ? JSON.parse(text) : {};
  if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
  return parsed as Record<string, unknown>;
}

/** Pathao's `updated_at` form: Dhaka local time, "YYYY-MM-DD HH:MM:SS". */
function dhakaTime(ms: number): string {
  return new Date(ms + 6 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export async function startPathaoSandbox(options: PathaoSandboxOptions): Promise<PathaoSandbox> {
  const log = options.log ?? (() => undefined);
  const tokens = new Set<string>();
  const orders = new Map<string, PathaoOrder>();
  let createCalls = 0;

  function addOrder(merchantOrderId: string): PathaoOrder {
    const id = `DL${new Date().toISOString().slice(2, 10).replace(/-/g, '')}${randomBytes(3).toString('hex').toUpperCase()}`;
    const order: PathaoOrder = { consignment_id: id, merchant_order_id: merchantOrderId, store_id: options.storeId, delivery_fee: 60, events: [] };
    orders.set(id, order);
    return order;
  }

  function post(body: unknown, secret: string): Promise<Delivery> {
    const url = new URL(options.webhookUrl);
    const text = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          method: 'POST',
          hostname: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          headers: {
            host: options.webhookHost ?? url.host,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(text),
            'x-pathao-signature': secret,
          },
          timeout: 10_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', reject);
      req.end(text);
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
    if (req.method === 'POST' && path === `${API}/issue-token`) {
      const b = await readJson(req);
      const ok = b.grant_type === 'password' && same(String(b.client_id ?? ''), options.clientId) && same(String(b.client_secret ?? ''), options.clientSecret) && same(String(b.username ?? ''), options.username) && same(String(b.password ?? ''), options.password);
      if (!ok) return send(res, 401, { message: 'The user credentials were incorrect.', type: 'error', code: 401 });
      const token = randomBytes(24).toString('base64url');
      tokens.add(token);
      return send(res, 200, { token_type: 'Bearer', expires_in: 432000, access_token: token, refresh_token: randomBytes(24).toString('base64url') });
    }
    if (req.method === 'POST' && path === `${API}/orders`) {
      createCalls++;
      const auth = String(req.headers.authorization ?? '');
      if (!auth.startsWith('Bearer ') || !tokens.has(auth.slice(7))) return send(res, 401, { message: 'Unauthorized', type: 'error', code: 401 });
      const b = await readJson(req);
      const errors: Record<string, string[]> = {};
      for (const k of ['store_id', 'merchant_order_id', 'recipient_name', 'recipient_phone', 'recipient_address', 'delivery_type', 'item_type', 'item_quantity', 'item_weight', 'amount_to_collect']) {
        if (b[k] === undefined || b[k] === null || b[k] === '') errors[k] = [`The ${k.replace(/_/g, ' ')} field is required.`];
      }
      const text = (k: string) => (typeof b[k] === 'string' ? (b[k] as string).trim() : '');
      if (b.store_id !== undefined && Number(b.store_id) !== options.storeId) errors.store_id = ['The selected store id is invalid.'];
      if (b.recipient_phone !== undefined && !/^01\d{9}$/.test(text('recipient_phone'))) errors.recipient_phone = ['The recipient phone must be 11 characters.'];
      const address = text('recipient_address');
      if (b.recipient_address !== undefined && (address.length < 10 || address.length > 220)) errors.recipient_address = ['The recipient address must be between 10 and 220 characters.'];
      for (const k of ['recipient_city', 'recipient_zone', 'recipient_area']) {
        if (b[k] !== undefined && b[k] !== null && !(Number.isInteger(b[k]) && (b[k] as number) > 0)) errors[k] = [`The selected ${k.replace(/_/g, ' ')} is invalid.`];
      }
      if (b.delivery_type !== undefined && ![48, 12].includes(Number(b.delivery_type))) errors.delivery_type = ['The selected delivery type is invalid.'];
      const weight = Number(b.item_weight);
      if (b.item_weight !== undefined && !(weight >= 0.5 && weight <= 10)) errors.item_weight = ['The item weight must be between 0.5 and 10.'];
      const amount = Number(b.amount_to_collect);
      if (b.amount_to_collect !== undefined && !(Number.isInteger(amount) && amount >= 0)) errors.amount_to_collect = ['The amount to collect must be an integer.'];
      const merchantOrderId = text('merchant_order_id');
      if (merchantOrderId && [...orders.values()].some((o) => o.merchant_order_id === merchantOrderId)) errors.merchant_order_id = ['The merchant order id has already been taken.'];
      if (Object.keys(errors).length) return send(res, 422, { message: 'Please fix the given errors', type: 'error', code: 422, errors });
      const order = addOrder(merchantOrderId);
      Object.assign(order, { recipient_name: text('recipient_name'), recipient_phone: text('recipient_phone'), recipient_address: address, amount_to_collect: amount });
      log(`orders → ${order.consignment_id}`);
      return send(res, 200, { message: 'Order Created Successfully', type: 'success', code: 200, data: { consignment_id: order.consignment_id, merchant_order_id: order.merchant_order_id, order_status: 'Pending', delivery_fee: order.delivery_fee } });
    }
    return send(res, 404, { message: 'Not found', type: 'error', code: 404 });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 400, { message: 'Bad request', type: 'error', code: 400 });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    addOrder,
    order: (id) => orders.get(id),
    orderByMerchantId: (merchantOrderId) => [...orders.values()].find((o) => o.merchant_order_id === merchantOrderId),
    createCalls: () => createCalls,
    async integrate() {
      const answer = await post({ event: 'webhook_integration' }, options.webhookSecret);
      return answer.status === 202 && answer.headers['x-pathao-merchant-webhook-integration-secret'] === PATHAO_INTEGRATION_SECRET;
    },
    async sendEvent(consignmentId, event, extra = {}) {
      const order = orders.get(consignmentId);
      const nowMs = Date.now();
      const timestamp = extra.timestamp ?? new Date(nowMs).toISOString().replace(/\.\d{3}Z$/, '+00:00');
      const body = {
        consignment_id: consignmentId,
        merchant_order_id: order?.merchant_order_id ?? null,
        updated_at: dhakaTime(Date.parse(timestamp) || nowMs),
        timestamp,
        store_id: extra.storeId ?? order?.store_id ?? options.storeId,
        event,
        delivery_fee: order?.delivery_fee ?? 60,
      };
      order?.events.push(event);
      const answer = await post(body, extra.secret ?? options.webhookSecret);
      log(`${event} ${consignmentId} → ${answer.status}`);
      return answer;
    },
  };
}

// A Steadfast courier sandbox (v1 API): the calls a merchant's system makes, over real HTTP,
// answering and failing the way Steadfast does (/work/shared/spec/payment-protocols.md,
// "Couriers"):
// - every call needs the headers `Api-Key` and `Secret-Key` (wrong or missing: HTTP 401
//   `{ status: 401, message: "Unauthorized" }`);
// - `POST {base}/create_order` (JSON: `invoice` unique, `recipient_name`, `recipient_phone` 11
//   digits, `recipient_address`, `cod_amount`, `note`) → `{ status: 200, message, consignment:
//   { consignment_id, invoice, tracking_code, recipient_…, cod_amount, status: "in_review",
//   note, created_at, updated_at } }`; a field missing or wrong, or a repeated invoice: HTTP 422
//   `{ status: 400, errors: { field: [message] } }` (the name at most 100 characters, the address
//   at most 250, as Steadfast's API documentation says);
// - `GET {base}/status_by_cid/{id}`, `/status_by_invoice/{invoice}`,
//   `/status_by_trackingcode/{code}` → `{ status: 200, delivery_status }` with one of
//   `pending`, `in_review`, `hold`, `delivered`, `partial_delivered`, `cancelled`, `unknown`
//   and their `*_approval_pending` forms; an unknown one: HTTP 404 `{ status: 404, message:
//   "Consignment not found" }`;
// - `setMaintenance(true)` answers HTTP 503 to everything; `delayNextAnswer(ms)` holds the next
//   answer (for time-outs).
// The courier's side is driven by the test or the demo: `setStatus(trackingCode, status)` (also
// `POST /sandbox/consignments/{tracking_code}/status` with `{ delivery_status }`), and
// `addConsignment()` books one as the merchant's panel would. State lives in memory.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STEADFAST_STATUSES = [
  'pending',
  'in_review',
  'hold',
  'delivered',
  'partial_delivered',
  'cancelled',
  'unknown',
  'delivered_approval_pending',
  'partial_delivered_approval_pending',
  'cancelled_approval_pending',
  'unknown_approval_pending',
] as const;
export type SteadfastStatus = (typeof STEADFAST_STATUSES)[number];

export interface SteadfastSandboxOptions {
  port?: number;
  host?: string;
  apiKey: string;
  secretKey: string;
  log?: (line: string) => void;
}

export interface SandboxConsignment {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  note: string | null;
  status: SteadfastStatus;
  created_at: string;
  updated_at: string;
}

export interface SteadfastSandbox {
  /** The API base, e.g. http://127.0.0.1:12113/api/v1 */
  url: string;
  close(): Promise<void>;
  addConsignment(input: { invoice: string; recipient_name?: string; recipient_phone?: string; recipient_address?: string; cod_amount?: number; note?: string }): SandboxConsignment;
  setStatus(trackingCode: string, status: SteadfastStatus): void;
  consignment(trackingCode: string): SandboxConsignment | undefined;
  setMaintenance(on: boolean): void;
  delayNextAnswer(ms: number): void;
  /** How many status calls were answered (any kind). */
  statusCalls(): number;
  /** How many `create_order` calls were answered (any outcome). */
  createCalls(): number;
  /** The consignment booked for this invoice. */
  consignmentByInvoice(invoice: string): SandboxConsignment | undefined;
}

const API = '/api/v1';

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

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

export async function startSteadfastSandbox(options: SteadfastSandboxOptions): Promise<SteadfastSandbox> {
  const log = options.log ?? (() => undefined);
  const byTracking = new Map<string, SandboxConsignment>();
  const byCid = new Map<number, SandboxConsignment>();
  const byInvoice = new Map<string, SandboxConsignment>();
  let nextCid = 1_000_001;
  let maintenance = false;
  let delayMs = 0;
  let statusCalls = 0;
  let createCalls = 0;

  function addConsignment(input: Parameters<SteadfastSandbox['addConsignment']>[0]): SandboxConsignment {
    const at = new Date().toISOString();
    const c: SandboxConsignment = {
      consignment_id: nextCid++,
      invoice: input.invoice,
      tracking_code: `SF${randomBytes(5).toString('hex').toUpperCase()}`,
      recipient_name: input.recipient_name ?? 'Recipient',
      recipient_phone: input.recipient_phone ?? '01700000000',
      recipient_address: input.recipient_address ?? 'Dhaka',
      cod_amount: input.cod_amount ?? 0,
      note: input.note ?? null,
      status: 'in_review',
      created_at: at,
      updated_at: at,
    };
    byTracking.set(c.tracking_code, c);
    byCid.set(c.consignment_id, c);
    byInvoice.set(c.invoice, c);
    return c;
  }

  function setStatus(trackingCode: string, status: SteadfastStatus) {
    const c = byTracking.get(trackingCode);
    if (!c) throw new Error(`no consignment ${trackingCode}`);
    c.status = status;
    c.updated_at = new Date().toISOString();
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const path = url.pathname;
    if (req.method === 'POST' && path.startsWith('/sandbox/consignments/') && path.endsWith('/status')) {
      const code = decodeURIComponent(path.slice('/sandbox/consignments/'.length, -'/status'.length));
      const body = (await readJson(req)) as { delivery_status?: unknown };
      if (!byTracking.has(code) || !(STEADFAST_STATUSES as readonly string[]).includes(String(body.delivery_status))) return send(res, 404, { status: 404, message: 'Consignment not found' });
      setStatus(code, body.delivery_status as SteadfastStatus);
      return send(res, 200, { status: 200, delivery_status: body.delivery_status });
    }
    if (!path.startsWith(`${API}/`)) return send(res, 404, { status: 404, message: 'Not found' });
    if (maintenance) return send(res, 503, { status: 503, message: 'Service Unavailable' });
    const apiKey = String(req.headers['api-key'] ?? '');
    const secretKey = String(req.headers['secret-key'] ?? '');
    if (!same(apiKey, options.apiKey) || !same(secretKey, options.secretKey)) return send(res, 401, { status: 401, message: 'Unauthorized' });
    const call = path.slice(API.length + 1);

    if (req.method === 'POST' && call === 'create_order') {
      createCalls++;
      const body = (await readJson(req)) as Record<string, unknown>;
      const errors: Record<string, string[]> = {};
      const str = (k: string) => (typeof body[k] === 'string' ? (body[k] as string).trim() : '');
      if (!str('invoice')) errors.invoice = ['The invoice field is required.'];
      else if (byInvoice.has(str('invoice'))) errors.invoice = ['The invoice has already been taken.'];
      if (!str('recipient_name')) errors.recipient_name = ['The recipient name field is required.'];
      if (!/^\d{11}$/.test(str('recipient_phone'))) errors.recipient_phone = ['The recipient phone must be 11 digits.'];
      if (!str('recipient_address')) errors.recipient_address = ['The recipient address field is required.'];
      else if (str('recipient_address').length > 250) errors.recipient_address = ['The recipient address may not be greater than 250 characters.'];
      if (str('recipient_name').length > 100) errors.recipient_name = ['The recipient name may not be greater than 100 characters.'];
      const cod = Number(body.cod_amount);
      if (body.cod_amount === undefined || !Number.isFinite(cod) || cod < 0) errors.cod_amount = ['The cod amount must be a number.'];
      if (Object.keys(errors).length) return send(res, 422, { status: 400, errors });
      const c = addConsignment({
        invoice: str('invoice'),
        recipient_name: str('recipient_name'),
        recipient_phone: str('recipient_phone'),
        recipient_address: str('recipient_address'),
        cod_amount: cod,
        note: str('note') || undefined,
      });
      log(`create_order ${c.invoice} → ${c.tracking_code}`);
      return send(res, 200, { status: 200, message: 'Consignment has been created successfully.', consignment: c });
    }

    if (req.method === 'GET') {
      let found: SandboxConsignment | undefined;
      let matched = true;
      if (call.startsWith('status_by_cid/')) found = byCid.get(Number(decodeURIComponent(call.slice('status_by_cid/'.length))));
      else if (call.startsWith('status_by_invoice/')) found = byInvoice.get(decodeURIComponent(call.slice('status_by_invoice/'.length)));
      else if (call.startsWith('status_by_trackingcode/')) found = byTracking.get(decodeURIComponent(call.slice('status_by_trackingcode/'.length)));
      else matched = false;
      if (matched) {
        statusCalls++;
        if (!found) return send(res, 404, { status: 404, message: 'Consignment not found' });
        return send(res, 200, { status: 200, delivery_status: found.status });
      }
    }
    return send(res, 404, { status: 404, message: 'Not found' });
  }

  const server = createServer((req, res) => {
    const wait = delayMs;
    delayMs = 0;
    setTimeout(() => {
      handle(req, res).catch(() => {
        if (!res.headersSent) send(res, 400, { status: 400, message: 'Bad request' });
      });
    }, wait);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${address.port}${API}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    addConsignment,
    setStatus,
    consignment: (code) => byTracking.get(code),
    setMaintenance: (on) => void (maintenance = on),
    delayNextAnswer: (ms) => void (delayMs = ms),
    statusCalls: () => statusCalls,
    createCalls: () => createCalls,
    consignmentByInvoice: (invoice) => byInvoice.get(invoice),
  };
}

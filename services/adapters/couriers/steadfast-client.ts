// Steadfast's calls (payment-protocols.md "Couriers"): headers `Api-Key` and `Secret-Key`;
// `POST {base}/create_order` books a parcel (docs/decisions/054);
// `GET {base}/status_by_trackingcode/{code}` (also by consignment id and by invoice) →
// `delivery_status`. JSON; a time-out of 30 s. The base URL is Steadfast's
// (`https://portal.packzy.com/api/v1`) in production and the local fake of
// sandboxes/steadfast in development and tests.
export const STEADFAST_BASE_URL = 'https://portal.packzy.com/api/v1';

export class CourierCallError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or 0 for a network error or time-out. */
    readonly status: number,
    /** The courier's own reasons by field, when it refused the input (HTTP 422). */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** The first message of each field of a Laravel-style `errors` object (both couriers answer so). */
export function fieldReasons(errors: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof errors !== 'object' || errors === null) return out;
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') out[field] = first.slice(0, 200);
  }
  return out;
}

/** A JSON call with the courier's time-out: the status and the parsed body (null when not JSON). */
export async function courierFetch(name: string, url: string, init: RequestInit, timeoutMs: number): Promise<{ status: number; ok: boolean; body: Record<string, unknown> | null }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new CourierCallError(`${name} unreachable: ${error instanceof Error ? error.message : String(error)}`, 0);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the caller reports the status.
  }
  return { status: response.status, ok: response.ok, body: typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null };
}

export interface SteadfastParcel {
  invoice: string;
  recipientName: string;
  recipientPhone: string;
  recipientAddress: string;
  codAmount: number;
  note: string;
}

export interface SteadfastConsignment {
  consignmentId: string;
  trackingCode: string;
  status: string;
}

/** Books a parcel: `POST /create_order`. A refusal is a CourierCallError with Steadfast's reasons by field. */
export async function steadfastCreateOrder(account: SteadfastAccount, parcel: SteadfastParcel): Promise<SteadfastConsignment> {
  const answer = await courierFetch(
    'Steadfast',
    `${account.baseUrl.replace(/\/+$/, '')}/create_order`,
    {
      method: 'POST',
      headers: { 'Api-Key': account.apiKey, 'Secret-Key': account.secretKey, Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        invoice: parcel.invoice,
        recipient_name: parcel.recipientName,
        recipient_phone: parcel.recipientPhone,
        recipient_address: parcel.recipientAddress,
        cod_amount: parcel.codAmount,
        note: parcel.note,
      }),
    },
    account.timeoutMs ?? 30_000,
  );
  const consignment = (answer.body?.consignment ?? null) as { consignment_id?: unknown; tracking_code?: unknown; status?: unknown } | null;
  if (answer.ok && consignment && typeof consignment.tracking_code === 'string' && consignment.consignment_id !== undefined) {
    return { consignmentId: String(consignment.consignment_id), trackingCode: consignment.tracking_code, status: typeof consignment.status === 'string' ? consignment.status : '' };
  }
  const message = typeof answer.body?.message === 'string' ? `: ${answer.body.message}` : '';
  throw new CourierCallError(`Steadfast answered ${answer.status}${message}`, answer.status, fieldReasons(answer.body?.errors));
}

export interface SteadfastAccount {
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  timeoutMs?: number;
}

/** The consignment's `delivery_status` by its tracking code. */
export async function steadfastStatusByTrackingCode(account: SteadfastAccount, trackingCode: string): Promise<string> {
  const url = `${account.baseUrl.replace(/\/+$/, '')}/status_by_trackingcode/${encodeURIComponent(trackingCode)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'GET',
      headers: { 'Api-Key': account.apiKey, 'Secret-Key': account.secretKey, Accept: 'application/json', 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(account.timeoutMs ?? 30_000),
    });
  } catch (error) {
    throw new CourierCallError(`Steadfast unreachable: ${error instanceof Error ? error.message : String(error)}`, 0);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: reported below with the status.
  }
  const answer = (body ?? {}) as { status?: unknown; delivery_status?: unknown; message?: unknown };
  if (!response.ok || typeof answer.delivery_status !== 'string') {
    const status = response.ok && typeof answer.status === 'number' ? answer.status : response.status;
    throw new CourierCallError(`Steadfast answered ${status}${typeof answer.message === 'string' ? `: ${answer.message}` : ''}`, status);
  }
  return answer.delivery_status;
}

// Steadfast's status calls (payment-protocols.md "Couriers"): headers `Api-Key` and
// `Secret-Key`; `GET {base}/status_by_trackingcode/{code}` (also by consignment id and by
// invoice) → `delivery_status`. JSON; a time-out of 30 s. The base URL is Steadfast's
// (`https://portal.packzy.com/api/v1`) in production and the local fake of
// sandboxes/steadfast in development and tests.
export const STEADFAST_BASE_URL = 'https://portal.packzy.com/api/v1';

export class CourierCallError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or 0 for a network error or time-out. */
    readonly status: number,
  ) {
    super(message);
  }
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

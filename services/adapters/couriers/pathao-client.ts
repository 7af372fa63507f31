// Pathao's merchant calls for booking (payment-protocols.md "Couriers"; docs/decisions/054):
// `POST {base}/aladdin/api/v1/issue-token` (`client_id`, `client_secret`, `username`,
// `password`, `grant_type: "password"`) → `access_token`; `POST {base}/aladdin/api/v1/orders`
// with `Authorization: Bearer …` → `data.consignment_id`. City, zone and area are left out:
// Pathao places the parcel from the full address. The base URL is Pathao's
// (`https://api-hermes.pathao.com`) in production and sandboxes/pathao in tests.
import { CourierCallError, courierFetch, fieldReasons } from './steadfast-client';

export const PATHAO_BASE_URL = 'https://api-hermes.pathao.com';
const API = '/aladdin/api/v1';

export interface PathaoAccount {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: number;
  timeoutMs?: number;
}

export interface PathaoParcel {
  merchantOrderId: string;
  recipientName: string;
  recipientPhone: string;
  recipientAddress: string;
  itemQuantity: number;
  /** kg, 0.5–10. */
  itemWeight: number;
  amountToCollect: number;
  specialInstruction: string;
}

const json = { Accept: 'application/json', 'Content-Type': 'application/json' };
const base = (account: PathaoAccount) => `${account.baseUrl.replace(/\/+$/, '')}${API}`;

function refusal(answer: { status: number; body: Record<string, unknown> | null }): CourierCallError {
  const message = typeof answer.body?.message === 'string' ? `: ${answer.body.message}` : '';
  return new CourierCallError(`Pathao answered ${answer.status}${message}`, answer.status, fieldReasons(answer.body?.errors));
}

/** An access token for the merchant (valid for days; one is asked per booking round). */
export async function pathaoIssueToken(account: PathaoAccount): Promise<string> {
  const answer = await courierFetch(
    'Pathao',
    `${base(account)}/issue-token`,
    { method: 'POST', headers: json, body: JSON.stringify({ client_id: account.clientId, client_secret: account.clientSecret, username: account.username, password: account.password, grant_type: 'password' }) },
    account.timeoutMs ?? 30_000,
  );
  if (answer.ok && typeof answer.body?.access_token === 'string') return answer.body.access_token;
  throw refusal(answer);
}

/** Books a parcel; its consignment id is also the code Pathao tracks it by. */
export async function pathaoCreateOrder(account: PathaoAccount, token: string, parcel: PathaoParcel): Promise<{ consignmentId: string }> {
  const answer = await courierFetch(
    'Pathao',
    `${base(account)}/orders`,
    {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        store_id: account.storeId,
        merchant_order_id: parcel.merchantOrderId,
        recipient_name: parcel.recipientName,
        recipient_phone: parcel.recipientPhone,
        recipient_address: parcel.recipientAddress,
        delivery_type: 48,
        item_type: 2,
        special_instruction: parcel.specialInstruction,
        item_quantity: parcel.itemQuantity,
        item_weight: parcel.itemWeight,
        amount_to_collect: parcel.amountToCollect,
      }),
    },
    account.timeoutMs ?? 30_000,
  );
  const data = (answer.body?.data ?? null) as { consignment_id?: unknown } | null;
  if (answer.ok && data && typeof data.consignment_id === 'string' && data.consignment_id) return { consignmentId: data.consignment_id };
  throw refusal(answer);
}

// A shop's account with a courier as its booking client needs it (docs/decisions/054), or null
// when the shop has none that can book: Steadfast needs its two keys, Pathao its merchant
// login and store id. The base URLs come from the deps (sandboxes in tests), else the couriers'.
import type { TrackedCourier } from '../../../core/courier';
import { findShopCourier } from '../../../db/courier.repository';
import type { Db } from '../../../db/client';
import { PATHAO_BASE_URL, type PathaoAccount } from '../../adapters/couriers/pathao-client';
import { STEADFAST_BASE_URL, type SteadfastAccount } from '../../adapters/couriers/steadfast-client';
import type { Deps } from '../../context';

export type BookingAccount = { courier: 'steadfast'; steadfast: SteadfastAccount } | { courier: 'pathao'; pathao: PathaoAccount };

export async function readBookingAccount(db: Db, shopId: number, courier: TrackedCourier, deps: Pick<Deps, 'couriers'>): Promise<BookingAccount | null> {
  const row = await findShopCourier(db, shopId, courier);
  if (!row) return null;
  if (courier === 'steadfast') {
    if (!row.api_key || !row.secret_key) return null;
    return { courier, steadfast: { baseUrl: deps.couriers?.steadfastBaseUrl ?? STEADFAST_BASE_URL, apiKey: row.api_key, secretKey: row.secret_key } };
  }
  const storeId = Number(row.store_id);
  if (!row.client_id || !row.client_secret || !row.username || !row.password || !Number.isSafeInteger(storeId) || storeId < 1) return null;
  return {
    courier,
    pathao: { baseUrl: deps.couriers?.pathaoBaseUrl ?? PATHAO_BASE_URL, clientId: row.client_id, clientSecret: row.client_secret, username: row.username, password: row.password, storeId },
  };
}

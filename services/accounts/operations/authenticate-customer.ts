// Who a token belongs to, in this shop only: a token issued by another shop, revoked at
// logout, expired, or rotated out more than 60 s ago names nobody.
import type { Db } from '../../../db/client';
import type { CustomerSession, Shop } from '../../../db/schema';
import { findLiveSessionWithCustomer } from '../../../db/customer-session.repository';
import type { CustomerView } from '../../context';
import { toCustomerView } from '../customer-views';
import { isTokenShaped, sha256Hex } from './secret';
import { parseLang, type Lang } from '../../../core/i18n/lang';

export interface CustomerAuth {
  customer: CustomerView;
  session: CustomerSession;
  /** The token used was the rotated-out previous one (valid for 60 s after rotation). */
  previousToken: boolean;
  /** The language the customer chose (docs/decisions/047), or null: none yet. */
  language: Lang | null;
}

export async function authenticateCustomer(db: Db, shop: Shop, token: string | null | undefined, nowMs: number): Promise<CustomerAuth | null> {
  if (!token || !isTokenShaped(token)) return null;
  const found = await findLiveSessionWithCustomer(db, shop.id, sha256Hex(token), new Date(nowMs).toISOString());
  if (!found) return null;
  return { customer: toCustomerView(found.customer), session: found.session, previousToken: found.previous, language: parseLang(found.customer.language) };
}

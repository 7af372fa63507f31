// The demo shops' owners (issue 14 item 1): on the start that seeds the demo catalog, each
// demo shop gets an owner with a known phone and password, so the seller console can be tried
// at once; every start prints them beside the shop URLs while that owner still has the demo
// password (change it with `npm run seller:create` and it is no longer printed). Never on a
// live deployment (HAAT_LIVE=1): a known password there would be an open door.
import type { Db } from '../db/client';
import { findShopBySlug } from '../db/shop.repository';
import { findStaffByPhone } from '../db/staff.repository';
import { verifyPassword } from '../services/accounts/operations/password-hash';
import { saveStaff } from '../services/seller/operations/save-staff';

export const DEMO_OWNER_PHONE = '01700000000';
export const DEMO_OWNER_PASSWORD = 'haat-demo-owner';

export async function createDemoOwners(db: Db, slugs: string[], nowMs: number): Promise<void> {
  for (const slug of slugs) {
    const shop = await findShopBySlug(db, slug);
    if (shop) await saveStaff(db, shop, { phone: DEMO_OWNER_PHONE, password: DEMO_OWNER_PASSWORD, name: 'Demo owner', role: 'owner' }, nowMs);
  }
}

/** The demo owner's login of a shop, when it still has the demo password; else null. */
export async function demoOwnerLogin(db: Db, slug: string): Promise<{ phone: string; password: string } | null> {
  const shop = await findShopBySlug(db, slug);
  if (!shop) return null;
  const staff = await findStaffByPhone(db, shop.id, `+880${DEMO_OWNER_PHONE.slice(1)}`);
  if (!staff || !(await verifyPassword(DEMO_OWNER_PASSWORD, staff.password_hash))) return null;
  return { phone: DEMO_OWNER_PHONE, password: DEMO_OWNER_PASSWORD };
}

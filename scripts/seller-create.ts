// `npm run seller:create -- --shop <slug> --phone <phone> --password <password> [--role owner|staff] [--name <name>]`:
// creates a staff member of a shop in the database at DATABASE_URL (settings from
// server/env.ts), or — for a phone the shop already has — sets their name, role and password
// and ends their sessions. The password is stored only as its scrypt hash. Exits 1 on bad input.
import { parseArgs } from 'node:util';
import { createDb } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { findShopBySlug } from '../db/shop.repository';
import { DomainError } from '../services/domain-error';
import { saveStaff } from '../services/seller/operations/save-staff';
import { loadEnv } from '../server/env';

const USAGE = 'usage: npm run seller:create -- --shop <slug> --phone <phone> --password <password> [--role owner|staff] [--name <name>]';

async function main(): Promise<number> {
  let values: { shop?: string; phone?: string; password?: string; role?: string; name?: string };
  try {
    ({ values } = parseArgs({
      options: { shop: { type: 'string' }, phone: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    console.error(USAGE);
    return 1;
  }
  if (!values.shop || !values.phone || !values.password) {
    console.error(USAGE);
    return 1;
  }
  const env = loadEnv();
  const db = createDb(env.DATABASE_URL);
  try {
    await migrateToLatest(db);
    const shop = await findShopBySlug(db, values.shop);
    if (!shop) {
      console.error(`no shop with the slug "${values.shop}"`);
      return 1;
    }
    const saved = await saveStaff(db, shop, { phone: values.phone, password: values.password, role: values.role ?? 'owner', name: values.name }, Date.now());
    console.log(`${saved.created ? 'Created' : 'Updated'} ${values.role ?? 'owner'} ${saved.phone} of ${shop.slug}; log in at /seller/login on the shop's host.`);
    return 0;
  } catch (err) {
    if (err instanceof DomainError) {
      console.error(Object.entries(err.details ?? {}).map(([field, message]) => `${field}: ${message}`).join('\n') || err.message);
      return 1;
    }
    throw err;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);

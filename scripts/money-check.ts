// `npm run money:check`: verifies, per shop, every order against its settlement, the balances
// against their ledgers and stock conservation (services/orders/money-check.ts) on the
// database at DATABASE_URL (settings from server/env.ts). Prints one line per difference with
// the shop and the order code or product, and exits 1; exits 0 when every shop reconciles.
import { createDb } from '../db/client';
import { countShops } from '../db/money-check.repository';
import { checkMoney } from '../services/orders/money-check';
import { loadEnv } from '../server/env';

async function main(): Promise<number> {
  const env = loadEnv();
  const db = createDb(env.DATABASE_URL);
  try {
    const differences = await checkMoney(db);
    for (const d of differences) console.log(`${d.shop}: ${d.subject}: ${d.problem}`);
    const shops = await countShops(db);
    if (differences.length === 0) console.log(`money:check: ${shops} shop(s) reconcile`);
    else console.log(`money:check: ${differences.length} difference(s)`);
    return differences.length === 0 ? 0 : 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();

// `npm run db:migrate [-- --to NAME]`: runs the migrations this release has not run yet (up to
// and including NAME). `npm run db:rollback [-- --to NAME]` (this file with --down): rolls back
// the last migration, or every one after NAME (`--to none`: all of them). The database is the
// one DATABASE_URL names (server/env.ts). Prints what ran; a refusal or failure is one sentence
// on stderr and exit 1 (docs/decisions/024, issue 24).
import { createDb } from '../db/client';
import { migrateToLatest, migrateUpTo, rollback } from '../db/migrate';
import { loadOperatorEnv } from './operator-env';
import { describeStartupError } from '../server/startup-errors';

const USAGE = 'usage: npm run db:migrate [-- --to NAME] | npm run db:rollback [-- --to NAME|none]';

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const down = args.includes('--down');
  const rest = args.filter((a) => a !== '--down');
  let to: string | undefined;
  if (rest.length === 2 && rest[0] === '--to') to = rest[1];
  else if (rest.length === 1 && rest[0]!.startsWith('--to=')) to = rest[0]!.slice(5);
  else if (rest.length !== 0) {
    console.error(USAGE);
    return 1;
  }
  const env = loadOperatorEnv();
  if (!env) return 1;
  const db = createDb(env.DATABASE_URL, { poolSize: 1 });
  try {
    if (down) {
      const names = await rollback(db, to);
      console.log(names.length ? `rolled back: ${names.join(', ')}` : 'nothing to roll back');
    } else {
      const names = to === undefined ? await migrateToLatest(db) : await migrateUpTo(db, to);
      console.log(names.length ? `migrated: ${names.join(', ')}` : 'nothing to migrate: the database is current');
    }
    return 0;
  } catch (err) {
    console.error(describeStartupError(err, env));
    return 1;
  } finally {
    await db.destroy().catch(() => {});
  }
}

process.exitCode = await main();

// `npm run db:backup -- <file>`: an online backup of the SQLite database at DATABASE_URL
// (settings from server/env.ts) into a new file — the server may keep running; an existing
// file is never overwritten. On PostgreSQL it prints how to use pg_dump instead. Exits 1 on failure.
import { isPostgresUrl } from '../db/client';
import { BackupRefused, backupSqlite, pgDumpAdvice } from '../db/backup';
import { loadEnv } from '../server/env';

const USAGE = 'usage: npm run db:backup -- <file>';

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const env = loadEnv();
  if (isPostgresUrl(env.DATABASE_URL)) {
    console.log(pgDumpAdvice(args[0]));
    return 0;
  }
  if (args.length !== 1) {
    console.error(USAGE);
    return 1;
  }
  try {
    const { file, pages } = await backupSqlite(env.DATABASE_URL, args[0]);
    console.log(`backed up ${pages} pages to ${file}`);
    return 0;
  } catch (err) {
    console.error(err instanceof BackupRefused || err instanceof Error ? err.message : String(err));
    return 1;
  }
}

process.exitCode = await main();

// `npm run db:backup -- <file>`: one archive (.tar.gz) of the database at DATABASE_URL and both
// file folders, UPLOADS_DIR and ATTACHMENTS_DIR (settings from server/env.ts). The server may
// keep running (SQLite: online backup; PostgreSQL: pg_dump). An existing file is never
// overwritten. Restore with `npm run db:restore -- <file>`. Exits 1 on failure, in one sentence.
import { BackupRefused, backupEverything } from '../db/backup';
import { loadOperatorEnv } from './operator-env';
import { describeStartupError } from '../server/startup-errors';

const USAGE = 'usage: npm run db:backup -- <file.tar.gz>';

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(USAGE);
    return 1;
  }
  const env = loadOperatorEnv();
  if (!env) return 1;
  try {
    const { file, manifest } = await backupEverything({ databaseUrl: env.DATABASE_URL, uploadsDir: env.UPLOADS_DIR, attachmentsDir: env.ATTACHMENTS_DIR }, args[0]!);
    console.log(`backed up the ${manifest.database} database, ${manifest.files.uploads} upload(s) and ${manifest.files.attachments} attachment(s) to ${file}`);
    return 0;
  } catch (err) {
    console.error(err instanceof BackupRefused ? err.message : describeStartupError(err, env));
    return 1;
  }
}

process.exitCode = await main();

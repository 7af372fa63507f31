// `npm run db:restore -- <file> [--force]`: restores an archive written by `npm run db:backup`
// into the database at DATABASE_URL and the folders UPLOADS_DIR and ATTACHMENTS_DIR. Refuses
// when any of them already holds data unless --force (which replaces it). Stop the server
// first; start it afterwards (it migrates a backup taken by an older release). Exits 1 on
// failure, in one sentence.
import { BackupRefused, restoreEverything } from '../db/backup';
import { loadOperatorEnv } from './operator-env';
import { describeStartupError } from '../server/startup-errors';

const USAGE = 'usage: npm run db:restore -- <file.tar.gz> [--force]';

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    console.error(USAGE);
    return 1;
  }
  const env = loadOperatorEnv();
  if (!env) return 1;
  try {
    const manifest = await restoreEverything({ databaseUrl: env.DATABASE_URL, uploadsDir: env.UPLOADS_DIR, attachmentsDir: env.ATTACHMENTS_DIR }, files[0]!, { force });
    console.log(`restored the ${manifest.database} database of ${manifest.createdAt}, ${manifest.files.uploads} upload(s) and ${manifest.files.attachments} attachment(s)`);
    return 0;
  } catch (err) {
    console.error(err instanceof BackupRefused ? err.message : describeStartupError(err, env));
    return 1;
  }
}

process.exitCode = await main();

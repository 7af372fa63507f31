// SQLite online backup (docs/decisions/024-operability.md): better-sqlite3's backup API copies
// the database page by page while the server keeps reading and writing (WAL included), into a
// new file. It refuses to overwrite: the target is created exclusively before the copy starts.
// PostgreSQL is backed up with its own tools (pg_dump), which this does not wrap.
import { closeSync, existsSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { isPostgresUrl, sqliteFileFromUrl } from './client';

export class BackupRefused extends Error {}

/** How to back up a PostgreSQL database at `url` (printed by `npm run db:backup`). */
export function pgDumpAdvice(target: string | undefined): string {
  const file = target ?? 'haat-$(date +%F).dump';
  return [
    'DATABASE_URL is PostgreSQL: back it up with pg_dump (a consistent snapshot while the server runs):',
    `  pg_dump --format=custom --file=${file} "$DATABASE_URL"`,
    'and restore into an empty database with:',
    `  pg_restore --no-owner --dbname="$NEW_DATABASE_URL" ${file}`,
  ].join('\n');
}

/** Copies the SQLite database at `url` into the new file `target`; returns the pages copied. */
export async function backupSqlite(url: string, target: string): Promise<{ file: string; pages: number }> {
  if (isPostgresUrl(url)) throw new BackupRefused(pgDumpAdvice(target));
  const source = resolve(sqliteFileFromUrl(url));
  if (sqliteFileFromUrl(url) === ':memory:') throw new BackupRefused('an in-memory database cannot be backed up from another process');
  if (!existsSync(source)) throw new BackupRefused(`no database at ${source}`);
  const file = resolve(target);
  if (file === source) throw new BackupRefused('the backup cannot be the database itself');
  mkdirSync(dirname(file), { recursive: true });
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new BackupRefused(`${file} exists: refusing to overwrite it`);
    throw err;
  }
  closeSync(fd);
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const { totalPages } = await db.backup(file);
    return { file, pages: totalPages };
  } catch (err) {
    rmSync(file, { force: true });
    throw err;
  } finally {
    db.close();
  }
}

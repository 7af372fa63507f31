// Backups of everything (docs/decisions/024, issue 24 item 7): one archive (`.tar.gz`) holding
// the database and both file folders — the public uploads (product images, logos) and the
// private attachments (customers' files, refund photos) — and the restore of such an archive.
//
// - SQLite: better-sqlite3's online backup API copies the database page by page while the
//   server keeps reading and writing (WAL included). PostgreSQL: `pg_dump` (plain SQL, no
//   owners or grants, a consistent snapshot while the server runs), restored with `psql` in one
//   transaction; the client tools must be installed (`pg_dump`, `psql`).
// - Order: the database first, then the folders. A file written in between is in the archive
//   without a row pointing at it (harmless); every row the archive holds finds its file.
// - The archive is written beside its name and renamed into place: an existing file is never
//   overwritten, and a failed backup leaves nothing that looks like a backup.
// - Restore checks everything before it changes anything: the archive's manifest, and that the
//   database and both folders are empty — unless `force`, which replaces them.
import { spawnSync } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { isPostgresUrl, sqliteFileFromUrl } from './client';

export class BackupRefused extends Error {}

export interface BackupPlaces {
  databaseUrl: string;
  uploadsDir: string;
  attachmentsDir: string;
}

interface Manifest {
  format: 'haat-backup/1';
  createdAt: string;
  database: 'sqlite' | 'postgres';
  files: { uploads: number; attachments: number };
}

const FOLDERS = ['uploads', 'attachments'] as const;

function run(command: string, args: string[], what: string, options: { input?: string; env?: NodeJS.ProcessEnv } = {}): string {
  const r = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (r.error) {
    if ((r.error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupRefused(`${what} needs ${command}, which is not installed`);
    throw r.error;
  }
  if (r.status !== 0) throw new BackupRefused(`${what} failed: ${(r.stderr || r.stdout).trim().split('\n').slice(-3).join(' ')}`);
  return r.stdout;
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) n += entry.isDirectory() ? countFiles(join(dir, entry.name)) : 1;
  return n;
}

/** Copies the SQLite database at `url` into the new file `target` (online); returns the pages copied. */
export async function backupSqlite(url: string, target: string): Promise<{ file: string; pages: number }> {
  if (isPostgresUrl(url)) throw new BackupRefused('backupSqlite is for SQLite');
  const source = resolve(sqliteFileFromUrl(url));
  if (sqliteFileFromUrl(url) === ':memory:') throw new BackupRefused('an in-memory database cannot be backed up from another process');
  if (!existsSync(source)) throw new BackupRefused(`DATABASE_URL: no database at ${source}`);
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

/** Writes the archive `target` (a new file) of the database and both folders. */
export async function backupEverything(places: BackupPlaces, target: string): Promise<{ file: string; manifest: Manifest }> {
  const file = resolve(target);
  if (existsSync(file)) throw new BackupRefused(`${file} exists: refusing to overwrite it`);
  mkdirSync(dirname(file), { recursive: true });
  const stage = mkdtempSync(join(dirname(file), `.${basename(file)}-`));
  try {
    const postgres = isPostgresUrl(places.databaseUrl);
    if (postgres) {
      run('pg_dump', ['--no-owner', '--no-privileges', '--format=plain', `--file=${join(stage, 'database.sql')}`, places.databaseUrl], 'pg_dump');
    } else {
      await backupSqlite(places.databaseUrl, join(stage, 'database.sqlite'));
    }
    const manifest: Manifest = {
      format: 'haat-backup/1',
      createdAt: new Date().toISOString(),
      database: postgres ? 'postgres' : 'sqlite',
      files: { uploads: countFiles(places.uploadsDir), attachments: countFiles(places.attachmentsDir) },
    };
    writeFileSync(join(stage, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const tarFile = join(stage, 'archive.tar');
    run('tar', ['-cf', tarFile, '-C', stage, 'manifest.json', postgres ? 'database.sql' : 'database.sqlite'], 'tar');
    FOLDERS.forEach((name, i) => {
      const dir = resolve(i === 0 ? places.uploadsDir : places.attachmentsDir);
      const from = existsSync(dir) ? dir : mkdtempSync(join(stage, 'empty-'));
      run('tar', ['-rf', tarFile, '-C', from, `--transform=s,^\\.,${name},`, '.'], 'tar');
    });
    run('gzip', ['-n', tarFile], 'gzip');
    // Renamed into place only when whole; `wx` semantics: a file that appeared meanwhile is kept.
    if (existsSync(file)) throw new BackupRefused(`${file} exists: refusing to overwrite it`);
    renameSync(`${tarFile}.gz`, file);
    return { file, manifest };
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

async function postgresTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_schema = 'public'");
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

function sqliteIsEmpty(file: string): boolean {
  if (!existsSync(file) || statSync(file).size === 0) return true;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as { n: number }).n === 0;
  } finally {
    db.close();
  }
}

const folderIsEmpty = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** Restores the archive `source` into the database and folders of `places`. */
export async function restoreEverything(places: BackupPlaces, source: string, options: { force?: boolean } = {}): Promise<Manifest> {
  const archive = resolve(source);
  if (!existsSync(archive)) throw new BackupRefused(`no backup at ${archive}`);
  const postgres = isPostgresUrl(places.databaseUrl);
  const uploads = resolve(places.uploadsDir);
  const attachments = resolve(places.attachmentsDir);
  mkdirSync(dirname(uploads), { recursive: true });
  const stage = mkdtempSync(join(dirname(uploads), '.haat-restore-'));
  try {
    run('tar', ['-xzf', archive, '-C', stage], 'reading the backup');
    let manifest: Manifest;
    try {
      manifest = JSON.parse(readFileSync(join(stage, 'manifest.json'), 'utf8')) as Manifest;
    } catch {
      throw new BackupRefused(`${archive} is not a haat backup (no manifest.json)`);
    }
    if (manifest.format !== 'haat-backup/1') throw new BackupRefused(`${archive} is a backup format this release does not read (${manifest.format})`);
    if (manifest.database !== (postgres ? 'postgres' : 'sqlite')) {
      throw new BackupRefused(`the backup holds a ${manifest.database} database but DATABASE_URL is ${postgres ? 'PostgreSQL' : 'SQLite'}`);
    }
    // Everything is checked before anything changes.
    const sqliteFile = postgres ? '' : resolve(sqliteFileFromUrl(places.databaseUrl));
    const notEmpty: string[] = [];
    if (postgres ? (await postgresTableCount(places.databaseUrl)) > 0 : !sqliteIsEmpty(sqliteFile)) notEmpty.push('DATABASE_URL');
    if (!folderIsEmpty(uploads)) notEmpty.push('UPLOADS_DIR');
    if (!folderIsEmpty(attachments)) notEmpty.push('ATTACHMENTS_DIR');
    if (notEmpty.length > 0 && !options.force) {
      throw new BackupRefused(`refusing to restore over data: ${notEmpty.join(', ')} ${notEmpty.length === 1 ? 'is' : 'are'} not empty (add --force to replace what is there)`);
    }
    if (postgres) {
      if (options.force) run('psql', ['-v', 'ON_ERROR_STOP=1', '-q', '-c', 'DROP SCHEMA public CASCADE; CREATE SCHEMA public;', places.databaseUrl], 'psql');
      run('psql', ['-v', 'ON_ERROR_STOP=1', '-q', '--single-transaction', '-f', join(stage, 'database.sql'), places.databaseUrl], 'psql');
    } else {
      mkdirSync(dirname(sqliteFile), { recursive: true });
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${sqliteFile}${suffix}`, { force: true });
      cpSync(join(stage, 'database.sqlite'), sqliteFile);
    }
    for (const [name, dir] of [['uploads', uploads], ['attachments', attachments]] as const) {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dirname(dir), { recursive: true });
      const from = join(stage, name);
      if (existsSync(from)) cpSync(from, dir, { recursive: true });
      else mkdirSync(dir, { recursive: true });
    }
    return manifest;
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

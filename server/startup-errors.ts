// What start-up, `db:migrate`, `db:backup` and `db:restore` print when they cannot go on: one
// plain sentence naming the setting to fix, never a stack trace (issue 24 item 2). Settings
// refused by loadEnv already say "Invalid environment: KEY: …"; this adds the database that
// cannot be reached or opened, and the migrations a release refuses to run on.
import { isPostgresUrl } from '../db/client';
import { MigrationRefused } from '../db/migrate';

interface WithCode {
  code?: string;
  errno?: number;
  address?: string;
  port?: number;
}

function where(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'the address it names';
  }
}

/** The one-sentence description of a start-up failure; `env` names the database when known. */
export function describeStartupError(err: unknown, env?: { DATABASE_URL: string }): string {
  const message = err instanceof Error ? err.message : String(err);
  if (message.startsWith('Invalid environment:') || message.startsWith('Refusing to start:')) return message;
  if (err instanceof MigrationRefused) return `Cannot migrate: ${message}.`;
  const code = (err as WithCode | null)?.code;
  const url = env?.DATABASE_URL ?? '';
  if (isPostgresUrl(url)) {
    const at = where(url);
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ETIMEDOUT' || code === 'EHOSTUNREACH')
      return `DATABASE_URL: cannot reach the PostgreSQL server at ${at} (${code}); check the host and port, and that PostgreSQL is running.`;
    if (code === '3D000') return `DATABASE_URL: the PostgreSQL database at ${at} does not exist; create it (createdb) or fix the name.`;
    if (code === '28P01' || code === '28000') return `DATABASE_URL: PostgreSQL refused the login for ${at} (${message}); check the user and password.`;
    if (/ECONNRESET|Connection terminated|timeout/i.test(message)) return `DATABASE_URL: the PostgreSQL server at ${at} closed the connection (${message}).`;
  } else if (url) {
    if (code?.startsWith('SQLITE_CANTOPEN') || code === 'EACCES' || code === 'ENOTDIR' || code === 'EEXIST' || code === 'ENOENT' || code === 'EROFS')
      return `DATABASE_URL: cannot open the SQLite file ${url} (${code}); check that its folder exists and is writable.`;
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') return `DATABASE_URL: ${url} is not a SQLite database (${code}).`;
  }
  return `Cannot start: ${message}`;
}

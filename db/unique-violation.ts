// Whether a database error is a unique-constraint violation (SQLite's SQLITE_CONSTRAINT_UNIQUE
// or _PRIMARYKEY, PostgreSQL's 23505): a concurrent write took the value first.
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

// Whether a database error says the database is busy: SQLite's write lock still held by another
// process after busy_timeout (decision 033). The request was fine; it may be tried again.
export function isDatabaseBusy(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_BUSY';
}

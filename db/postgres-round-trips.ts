// PostgreSQL: a transaction's BEGIN goes with its first statement, and its COMMIT may go with its
// last one — one round trip each instead of two (issue 27 item 3, docs/decisions/073).
//
// Every client of the pool createDb makes is wrapped here, beneath Kysely:
// - `begin` (as Kysely's transactions and runWrite send it) is not sent at once: the client
//   remembers it and sends it in front of the transaction's first statement, as one simple-query
//   string (`begin; insert …`), the statement's parameters written in as quoted literals — the
//   text pg would have sent them as, of the same unknown type, so PostgreSQL reads them alike. A
//   statement whose parameters cannot be written so (a Buffer, an object, a NUL in a string)
//   goes after a `begin` of its own, as before.
// - a string that ends in `commit` (executeAndCommit in db/run-write.ts) commits: the COMMIT
//   Kysely sends after it is answered here without a round trip, and any other statement on the
//   transaction after it is refused (it would run outside the transaction).
// - a string of several statements answers with its one statement that is not BEGIN/COMMIT.
// With parameters inlined, a statement goes by the simple protocol; PostgreSQL then plans it as
// it plans an unnamed extended-protocol statement, and answers in text as before.
// - any other statement with parameters whose text this process has sent NAME_AFTER times goes
//   as a named (server-side prepared) statement (pg's `{ name, text, values }`): PostgreSQL
//   parses and analyses it once per connection instead of on every call, and may keep a
//   generic plan (decision 082). At most MAX_NAMED texts per process are named (texts that
//   vary, an `in` list's length, stay unnamed once that many are). A named statement that a
//   migration made stale (`cached plan must not change result type`, after a `select *`'s table
//   gained a column) makes every text get a new name; the statement is sent again unnamed when
//   it ran outside a transaction, and fails its transaction, which rolls back, when inside one.
import pg from 'pg';

/** A statement's text is named once this process has sent it this many times. */
export const NAME_AFTER = 3;
/** At most this many texts are named per process (so per connection). */
export const MAX_NAMED = 200;
/** Texts counted towards NAME_AFTER at most at once (the count starts over when full). */
const MAX_COUNTED = 2000;

/** The names given, by text; the counts of texts not named yet; the names' generation (a new one after a stale plan). */
const naming = { named: new Map<string, string>(), counted: new Map<string, number>(), generation: 0 };

/** The name `text` is sent under, if it is one to name (see the header). */
function nameFor(text: string): string | undefined {
  const name = naming.named.get(text);
  if (name !== undefined || naming.named.size >= MAX_NAMED) return name;
  const seen = (naming.counted.get(text) ?? 0) + 1;
  if (seen < NAME_AFTER) {
    if (naming.counted.size >= MAX_COUNTED) naming.counted.clear();
    naming.counted.set(text, seen);
    return undefined;
  }
  naming.counted.delete(text);
  const given = `haat_${naming.generation}_${naming.named.size}`;
  naming.named.set(text, given);
  return given;
}

/** The generation a name was given in (`haat_<generation>_<n>`). */
function generationOf(name: string): number {
  return Number(name.split('_')[1]);
}

/** PostgreSQL's refusal of a prepared statement whose result columns a schema change altered. */
function isStalePlan(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === '0A000' && /cached plan must not change result type/.test(String((err as Error).message));
}

/**
 * Starts the naming over, under a new generation's names (so no connection's prepared name is
 * reused for another text): for tests, which share one process with every other test file and
 * would otherwise find MAX_NAMED reached by what ran before them.
 */
export function forgetStatementNames(): void {
  naming.generation++;
  naming.named.clear();
  naming.counted.clear();
}

/** How many texts are named in this process (tests). */
export function namedStatementCount(): number {
  return naming.named.size;
}

/** What a pg pool client answers a query with (several results for a string of several statements). */
type QueryAnswer = pg.QueryResult | pg.QueryResult[];

/** A parameter as a quoted SQL literal, or null when it cannot be written as one. */
function literal(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'bigint' || typeof value === 'boolean') text = String(value);
  else return null;
  // A NUL would end the simple-query string early: such a statement goes the extended way (and is refused there).
  if (text.includes('\u0000')) return null;
  return pg.escapeLiteral(text);
}

/**
 * `text` with `$1`, `$2` … replaced by `params` as quoted literals (outside quoted strings and
 * identifiers); null when a parameter cannot be written as a literal or the text is not one
 * this can read safely (dollar quoting, an unknown placeholder).
 */
export function inlineParameters(text: string, params: readonly unknown[]): string | null {
  const literals: string[] = [];
  for (const p of params) {
    const l = literal(p);
    if (l === null) return null;
    literals.push(l);
  }
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "'" || c === '"') {
      // A quoted string or identifier, its quote doubled inside: copied as it is.
      let j = i + 1;
      for (;;) {
        const k = text.indexOf(c, j);
        if (k < 0) return null;
        if (text[k + 1] === c) j = k + 2;
        else {
          j = k + 1;
          break;
        }
      }
      out += text.slice(i, j);
      i = j;
      continue;
    }
    if (c === '$') {
      let j = i + 1;
      while (j < text.length && text[j]! >= '0' && text[j]! <= '9') j++;
      const n = Number(text.slice(i + 1, j));
      if (j === i + 1 || !(n >= 1 && n <= literals.length)) return null;
      out += literals[n - 1]!;
      i = j;
      continue;
    }
    out += c;
    i++;
  }
  return out;
}

const CONTROL = new Set(['BEGIN', 'COMMIT', 'ROLLBACK']);

/** The answer of a string of several statements as Kysely reads one: its statement that is not transaction control. */
function oneAnswer(answer: QueryAnswer): pg.QueryResult {
  if (!Array.isArray(answer)) return answer;
  return answer.find((r) => !CONTROL.has(r.command)) ?? answer[answer.length - 1]!;
}

function answered(command: string): pg.QueryResult {
  return { command, rowCount: null, rows: [], oid: 0, fields: [] };
}

interface ClientState {
  /** A `begin` to send in front of the next statement. */
  beginWaiting: boolean;
  /** A transaction is open on the connection (its `begin` was sent). */
  open: boolean;
  /** The transaction was committed by its last statement's string. */
  committed: boolean;
}

/** The client with its BEGIN and COMMIT folded into its statements (see the header). */
function foldingClient(client: pg.PoolClient, onRoundTrip: () => void): pg.PoolClient {
  const state: ClientState = { beginWaiting: false, open: false, committed: false };
  const send = async (text: string, values?: unknown[]): Promise<QueryAnswer> => {
    onRoundTrip();
    const name = values && values.length > 0 ? nameFor(text) : undefined;
    if (name === undefined) return (await client.query(text, values)) as QueryAnswer;
    try {
      return (await client.query({ name, text, values })) as QueryAnswer;
    } catch (err) {
      if (!isStalePlan(err)) throw err;
      // Every connection may hold stale plans under the current names: new names from now on.
      if (naming.generation === generationOf(name)) {
        naming.generation++;
        naming.named.clear();
      }
      if (state.open) throw err;
      onRoundTrip();
      return (await client.query(text, values)) as QueryAnswer;
    }
  };
  const query = async (text: unknown, values?: unknown[]): Promise<pg.QueryResult> => {
    // Anything but a plain text query (a cursor, a config object) goes through as it is.
    if (typeof text !== 'string') return client.query(text as never, values as never) as never;
    const control = values && values.length > 0 ? '' : text.trim().toLowerCase();
    if (control === 'begin') {
      state.beginWaiting = true;
      state.committed = false;
      return answered('BEGIN');
    }
    if (control === 'commit' || control === 'rollback') state.open = false;
    if (state.beginWaiting) {
      state.beginWaiting = false;
      state.open = true;
      // A transaction that ran nothing has nothing to end.
      if (control === 'commit' || control === 'rollback') {
        state.open = false;
        return answered(control.toUpperCase());
      }
      const inlined = inlineParameters(text, values ?? []);
      if (inlined !== null) return finish(await send(`begin;\n${inlined}`));
      // Both queued at once, so a statement sent meanwhile (Promise.all on the transaction) still goes after this one.
      const [, answer] = await Promise.all([send('begin'), send(text, values)]);
      return finish(answer);
    }
    if (state.committed) {
      // Kysely ends the transaction its last statement committed: nothing is left to send.
      if (control === 'commit' || control === 'rollback') {
        state.committed = false;
        return answered(control.toUpperCase());
      }
      throw new Error('a statement after the transaction was committed with its last statement');
    }
    return finish(await send(text, values));
  };
  const finish = (answer: QueryAnswer): pg.QueryResult => {
    if (Array.isArray(answer) && answer[answer.length - 1]?.command === 'COMMIT') {
      state.committed = true;
      state.open = false;
    }
    return oneAnswer(answer);
  };
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === 'query') return query;
      if (prop === 'release')
        return (err?: Error | boolean) => {
          state.beginWaiting = false;
          state.open = false;
          state.committed = false;
          target.release(err);
        };
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The pool as Kysely's PostgresDialect takes it, its clients folding BEGIN and COMMIT (one wrapper per client). */
export function foldingPool(pool: pg.Pool, onRoundTrip: () => void = () => {}): { connect(): Promise<pg.PoolClient>; end(): Promise<void> } {
  const wrapped = new WeakMap<pg.PoolClient, pg.PoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let folding = wrapped.get(client);
      if (!folding) wrapped.set(client, (folding = foldingClient(client, onRoundTrip)));
      return folding;
    },
    end: () => pool.end(),
  };
}

// A query built and compiled once per dialect, then run with each call's values (issue 27
// item 2, decision 074): building a Kysely query (its operation tree, frozen node by node) and
// compiling it to SQL cost more CPU than SQLite took to run the statement, on the statements
// every request of a logged-in customer runs (the shop, the product, the cart). The query is
// built with a marker in place of each argument; the compiled parameters are then mapped back
// to the arguments by those markers, whatever order the SQL puts them in. Only for queries
// whose shape does not depend on the values (no `in` lists, no optional clauses).
import type { Compilable, CompiledQuery } from 'kysely';
import { dbKind, type Db, type DbKind } from './client';

const MARK = '\u0001haat-arg-';

type Slot = { arg: number } | { value: unknown };

export function preparedQuery<A extends unknown[], R>(build: (db: Db, ...args: A) => Compilable<R>): (db: Db, ...args: A) => Promise<R[]> {
  const compiled = new Map<DbKind, { query: CompiledQuery<R>; slots: Slot[] }>();
  const prepare = (db: Db, arity: number) => {
    const markers = Array.from({ length: arity }, (_, i) => `${MARK}${i}`) as unknown as A;
    const query = build(db, ...markers).compile();
    const slots: Slot[] = query.parameters.map((p) => (typeof p === 'string' && p.startsWith(MARK) ? { arg: Number(p.slice(MARK.length)) } : { value: p }));
    for (let i = 0; i < arity; i++) if (!slots.some((s) => 'arg' in s && s.arg === i)) throw new Error(`preparedQuery: argument ${i} is not a parameter of ${query.sql}`);
    return { query, slots };
  };
  return async (db: Db, ...args: A) => {
    // A Kysely with plugins (a test counting queries) gets the query built per call, so its plugins see it (decision 077).
    if (db.getExecutor().plugins.length > 0) return (await db.executeQuery(build(db, ...args))).rows;
    const kind = dbKind(db as never);
    let entry = compiled.get(kind);
    if (!entry) compiled.set(kind, (entry = prepare(db, args.length)));
    const parameters = entry.slots.map((s) => ('arg' in s ? args[s.arg] : s.value));
    return (await db.executeQuery<R>({ ...entry.query, parameters })).rows;
  };
}

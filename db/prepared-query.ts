// A query built and compiled once per kind of database and then run with new values: for the
// hottest reads (Quick View, the product page), where building a Kysely query and compiling it
// to SQL cost as much as running it (issue 27 item 1; docs/decisions/077). The query is built
// with a marker in place of each argument; each run copies the compiled parameters with the
// markers replaced by the arguments, so the SQL is exactly what the builder makes for them.
// Only for a query whose shape (not only its values) does not depend on its arguments. A Kysely
// with plugins (a test counting queries) gets the query built per call, so its plugins see it.
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { dbKind, type Db } from './client';

// Integers no id, price or count ever takes: one per argument position.
const MARKER_BASE = -7_770_077_000;

export function preparedQuery<A extends Array<number | string>, R>(build: (db: Db, ...args: A) => Compilable<R>): (db: Db, ...args: A) => Promise<R[]> {
  const compiled = new Map<string, { sql: string; parameters: readonly unknown[]; slots: Array<number | null> }>();
  return async (db, ...args) => {
    if (db.getExecutor().plugins.length > 0) return (await db.executeQuery(build(db, ...args))).rows;
    const kind = dbKind(db as Kysely<unknown>);
    let template = compiled.get(kind);
    if (!template) {
      const markers = args.map((a, i) => (typeof a === 'number' ? MARKER_BASE - i : `\u0000marker${i}\u0000`)) as A;
      const c = build(db, ...markers).compile();
      const slots = c.parameters.map((p) => {
        const i = markers.indexOf(p as never);
        return i >= 0 ? i : null;
      });
      const used = slots.filter((s) => s !== null);
      if (used.length !== args.length || new Set(used).size !== args.length) throw new Error('preparedQuery: every argument must appear once in the query');
      template = { sql: c.sql, parameters: c.parameters, slots };
      compiled.set(kind, template);
    }
    const t = template;
    const parameters = t.parameters.map((p, i) => (t.slots[i] === null ? p : args[t.slots[i]!]));
    const result = await db.executeQuery<R>(CompiledQuery.raw(t.sql, parameters) as CompiledQuery<R>);
    return result.rows;
  };
}

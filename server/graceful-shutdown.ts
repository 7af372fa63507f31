// Graceful shutdown of a worker (docs/decisions/024-operability.md): on SIGTERM the server stops
// accepting connections, the requests in flight finish (counted here: server.close() does not
// wait for a request whose client hung up), the job runner finishes the job in flight, and
// only then does the database close.
import type { Db } from '../db/client';

type Fetch<A extends unknown[]> = (...args: A) => Response | Promise<Response>;

/** Wraps a fetch handler to count the requests it is handling. */
export function trackInFlight<A extends unknown[]>(fetch: Fetch<A>): { fetch: (...args: A) => Promise<Response>; inFlight: () => number } {
  let active = 0;
  return {
    fetch: async (...args: A) => {
      active++;
      try {
        return await fetch(...args);
      } finally {
        active--;
      }
    },
    inFlight: () => active,
  };
}

export interface ShutdownParts {
  server: { close(): unknown };
  inFlight: () => number;
  jobs: { stop(): Promise<void> } | null;
  db: Db;
  pollMs?: number;
}

/** Stops accepting, waits for requests and the job in flight, then closes the database. */
export async function shutdownGracefully(parts: ShutdownParts): Promise<void> {
  parts.server.close();
  const jobsStopped = parts.jobs?.stop() ?? Promise.resolve();
  while (parts.inFlight() > 0) await new Promise((resolve) => setTimeout(resolve, parts.pollMs ?? 20));
  await jobsStopped;
  await parts.db.destroy();
}

// Tests build use-case contexts with the one factory (services/context.ts), like the server
// does: a guest by default, or a customer of the shop, with a clock the test may move.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../db/client';
import type { Shop } from '../db/schema';
import { createLogSmsProvider, type SmsProvider } from './adapters/sms-provider';
import { createContext, type Actor, type Ctx, type Deps, type RequestFacts } from './context';

export interface TestContextOptions {
  /** A logged-in customer of the shop (a minimal view; the session id defaults to 0). */
  customerId?: number;
  sessionId?: number;
  actor?: Actor;
  /** A fixed time, or a clock function, in ms since the epoch. */
  now?: number | (() => number);
  sms?: SmsProvider;
  deps?: Partial<Deps>;
  request?: Partial<RequestFacts>;
}

export function testContext(db: Db, shop: Shop, options: TestContextOptions = {}): Ctx {
  const actor: Actor | undefined =
    options.actor ??
    (options.customerId !== undefined
      ? { kind: 'customer', customer: { id: options.customerId, name: 'Test customer', phone: '', email: null, avatar: null }, sessionId: options.sessionId ?? 0 }
      : undefined);
  const now = options.now;
  return createContext({
    db,
    shop,
    actor,
    clock: now === undefined ? undefined : { now: typeof now === 'function' ? now : () => now },
    deps: {
      sms: options.sms ?? createLogSmsProvider({ log: () => {} }),
      uploadsDir: join(tmpdir(), 'haat-test-uploads'),
      attachmentsDir: join(tmpdir(), 'haat-test-attachments'),
      ...options.deps,
    },
    request: { origin: 'http://localhost', clientAddress: '127.0.0.1', secureCookies: false, ...options.request },
  });
}

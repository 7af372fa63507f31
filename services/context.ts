// The one context every use case takes: `{ db, shop, actor, clock, deps, request }`.
// server/context.ts builds it once per request (API calls, page loaders and actions share the
// same object), the job runner builds it for each job, tests build it with createContext.
// It is frozen: nothing writes into it after it is built — a loader that computes something
// for the page returns it as data.
import type { Db } from '../db/client';
import type { Shop } from '../db/schema';
import { parseLang, type Lang } from '../core/i18n/lang';
import type { SmsProvider } from './adapters/sms-provider';
import { offlinePaymentProviders, type PaymentProviders } from './adapters/payments/payment-providers';

/** The customer as pages and the API show them (the logged-in actor's view of their account). */
export interface CustomerView {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  /** URL of the avatar image, or null. */
  avatar: string | null;
}

/** Who is acting: a shopper without a session, a logged-in customer, shop staff, or haat itself. */
export type Actor =
  | { kind: 'guest' }
  | { kind: 'customer'; customer: CustomerView; sessionId: number }
  | { kind: 'staff'; staffId: number; role: 'owner' | 'staff'; /** The session in use (a password change keeps only it). */ sessionId?: number }
  | { kind: 'system'; reason: string };

export interface Clock {
  /** Milliseconds since the epoch. Tests pass a clock they move. */
  now(): number;
}

/** What the use cases reach outside the database through: adapters and storage places. */
export interface Deps {
  sms: SmsProvider;
  /** Cash on delivery, balance, and bKash / Stripe when configured (or their sandboxes). */
  payments: PaymentProviders;
  /** Root of public uploads (avatars, product images, logos). */
  uploadsDir: string;
  /** Root of customers' private attachments (never inside uploadsDir). */
  attachmentsDir: string;
  /** Where the couriers' APIs are (default: the real ones; tests and the demo: sandboxes/). */
  couriers?: { steadfastBaseUrl?: string; pathaoBaseUrl?: string };
  /** Where operational lines go (the server's JSON logger); by default services/ops-log.ts. */
  log?: (line: string) => void;
}

/** Deps as a caller gives them: without payment providers, only cash on delivery and balance exist. */
export type DepsInput = Omit<Deps, 'payments'> & { payments?: PaymentProviders };

/** Facts about the HTTP request the use cases need (none for a job). */
export interface RequestFacts {
  /** Scheme + host of the request, for canonical URLs and share links. */
  origin: string;
  /** The client address for per-address rate limits (socket, or the proxy's X-Forwarded-For). */
  clientAddress: string;
  /** Whether cookies get `Secure` (the request came over HTTPS). */
  secureCookies: boolean;
  /** The page's language (server/lang.ts: ?lang, the cookie, the account, the shop's default); unset: the shop's default. */
  lang?: Lang;
  /** Light pages (docs/decisions/070: the shopper's choice, Save-Data or a slow ECT): smaller pictures, no prefetching. */
  dataSaver?: boolean;
  /** A React Router data request (`….data`: a client-side navigation), not a document. */
  dataRequest?: boolean;
  /**
   * A document's server-made markup by element id, which its loaders hold out of their data: the
   * page render places it in the HTML, the browser reads it back from there (decision 076). Unset
   * on a data request, whose data carries the markup itself.
   */
  pageMarkup?: Map<string, string | null>;
}

// A type alias (not an interface) so it fits React Router's index-signature AppLoadContext.
export type Ctx = Readonly<{
  db: Db;
  shop: Shop;
  actor: Actor;
  clock: Clock;
  deps: Deps;
  request: RequestFacts;
}>;

export const systemClock: Clock = { now: () => Date.now() };

/** Request facts for work that no request started (jobs, scripts). */
const NO_REQUEST: RequestFacts = Object.freeze({ origin: '', clientAddress: 'system', secureCookies: false });

const GUEST: Actor = Object.freeze({ kind: 'guest' });

/** The one factory: every context in the app, in jobs and in tests is made here. */
export function createContext(parts: {
  db: Db;
  shop: Shop;
  actor?: Actor;
  clock?: Clock;
  deps: DepsInput;
  request?: RequestFacts;
}): Ctx {
  return Object.freeze({
    db: parts.db,
    shop: parts.shop,
    actor: Object.freeze(parts.actor ?? GUEST),
    clock: parts.clock ?? systemClock,
    deps: Object.freeze({ ...parts.deps, payments: parts.deps.payments ?? offlinePaymentProviders }),
    request: Object.freeze({ ...(parts.request ?? NO_REQUEST) }),
  });
}

export type { Shop };

/** The language this context's answers are in: the request's, else the shop's default (jobs, scripts). */
export function langOf(ctx: Ctx): Lang {
  return ctx.request.lang ?? parseLang(ctx.shop.default_language) ?? 'en';
}

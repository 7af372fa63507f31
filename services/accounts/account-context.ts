// What the account use cases need beyond the database and the shop: how to send SMS, the
// client's address (for rate limits), where uploads go, and a clock (tests move it).
import type { Db } from '../../db/client';
import type { Shop } from '../../db/schema';
import type { SmsProvider } from '../adapters/sms-provider';

export interface AccountDeps {
  sms: SmsProvider;
  /** The client address for per-address rate limits (socket, or the proxy's X-Forwarded-For). */
  clientAddress: string;
  /** Root of uploaded files; avatars go under avatars/. */
  uploadsDir: string;
  /** Whether cookies get `Secure` (the request came over HTTPS). */
  secureCookies: boolean;
  now: () => number;
}

export interface AccountContext {
  db: Db;
  shop: Shop;
  accounts: AccountDeps;
}

/** The customer as pages and the API show them. */
export interface CustomerView {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  /** URL of the avatar image, or null. */
  avatar: string | null;
}

/** Field name → message, carried by DomainError('invalid') details for forms. */
export type FieldErrors = Record<string, string>;

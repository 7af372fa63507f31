// Types shared by the Hono app and its endpoints.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Db } from '../db/client';
import type { Shop } from '../db/schema';
import type { AccountDeps } from '../services/accounts/account-context';
import type { CustomerAuth } from '../services/accounts/authenticate-customer';
import type { RequestContext } from '../services/request-context';
import type { Env } from './env';
import type { ResponseCache } from './response-cache';

export interface AppVariables {
  db: Db;
  env: Env;
  shop: Shop;
  /** The logged-in customer of this shop, or null (server/customer-session.ts). */
  customerAuth: CustomerAuth | null;
  /** How the customer token came: Authorization header, the cookie, or not at all. */
  authVia: 'bearer' | 'cookie' | null;
  accounts: AccountDeps;
  /** The request's cart summary once read (shared with React Router's load context). */
  cartRead: RequestContext['cartRead'];
  /** Answers shared by every anonymous shopper, or null when turned off (server/response-cache.ts). */
  responseCache: ResponseCache | null;
}
export type AppEnv = { Variables: AppVariables };
export type ApiApp = OpenAPIHono<AppEnv>;

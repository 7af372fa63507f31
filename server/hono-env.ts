// Types shared by the Hono app and its endpoints.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Db } from '../db/client';
import type { Shop } from '../db/schema';
import type { CustomerAuth } from '../services/accounts/operations/authenticate-customer';
import type { StaffAuth } from '../services/seller/operations/authenticate-staff';
import type { Ctx } from '../services/context';
import type { Env } from './env';
import type { Lang } from '../core/i18n/lang';
import type { ResponseCache } from './response-cache';
import type { Logger } from './logger';
import type { CartBadge } from '../services/cart/cart-types';

interface AppVariables {
  db: Db;
  env: Env;
  /** The shop the Host header picked (server/app.ts). */
  shop: Shop;
  /** The logged-in customer of this shop with their session, or null (server/customer-session.ts). */
  customerAuth: CustomerAuth | null;
  /** The staff member of this shop on /seller and /api/seller paths, else null (server/staff-session.ts). */
  staffAuth: StaffAuth | null;
  /** How the customer token came: Authorization header, the cookie, or not at all. */
  authVia: 'bearer' | 'cookie' | null;
  /** The language this request is answered in (server/lang.ts). */
  lang: Lang;
  /** Whether this request gets the light page: smaller pictures, no prefetching (server/data-saver.ts). */
  dataSaver: boolean;
  /** The one request context (server/context.ts), built once the shop and customer are known. */
  ctx: Ctx;
  /** Answers shared by every anonymous shopper, or null when turned off (server/response-cache.ts). */
  responseCache: ResponseCache | null;
  /** This request's id (X-Request-Id) and the app's logger; a line about this request names `reqId` (server/request-log.ts). */
  requestId: string;
  log: Logger;
  /** The cart as a call that changed it left it, when the call read it (server/cart-cookie-sync.ts need not read it again). */
  cartBadge?: CartBadge;
}
export type AppEnv = { Variables: AppVariables };
export type ApiApp = OpenAPIHono<AppEnv>;

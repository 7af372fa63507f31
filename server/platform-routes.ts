// Routes that answer on any host, in their own router mounted ahead of shop resolution: the
// liveness and readiness checks, the spec's shop-domain check (called from the admin host) and the operator's
// catalog import — and, as payments land, provider webhooks and callbacks that need the raw
// body, and the couriers' status webhooks (Pathao). Nothing here has a shop context; each handler checks its own credentials.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiApp, AppEnv } from './hono-env';
import { registerCheckResellerShopDomain } from './api/platform/check-reseller-shop-domain';
import { registerAdminImport } from './api/platform/admin-import';
import { registerHealth } from './api/platform/health';
import { registerReady, type ReadyDeps } from './api/platform/ready';
import { registerPaymentCallbacks, type PaymentRouteDeps } from './api/payments/payment-callbacks';
import { registerCourierWebhooks } from './api/couriers/pathao-webhook';

export type ValidationHook = ConstructorParameters<typeof OpenAPIHono<AppEnv>>[0] extends infer O ? (O extends { defaultHook?: infer H } ? H : never) : never;

export function createPlatformRouter(defaultHook: ValidationHook, payments?: PaymentRouteDeps, ready: ReadyDeps = { jobs: null }): ApiApp {
  const platform = new OpenAPIHono<AppEnv>({ defaultHook });
  registerHealth(platform);
  registerReady(platform, ready);
  registerCheckResellerShopDomain(platform);
  registerAdminImport(platform);
  if (payments) registerPaymentCallbacks(platform, payments);
  if (payments) registerCourierWebhooks(platform, payments);
  return platform;
}

// Pathao's status webhook on the platform router (server/platform-routes.ts: ahead of the shop
// middleware, raw body): `POST /api/couriers/pathao/webhook` on the shop's own host (the URL a
// shop gives Pathao). services/couriers/handle-pathao-webhook.ts verifies `X-PATHAO-Signature`
// and records the event; a 202 carries `X-Pathao-Merchant-Webhook-Integration-Secret`, which
// Pathao checks when the webhook is set up (payment-protocols.md "Couriers"; decision 027).
import type { Context } from 'hono';
import { createContext, type Clock, type DepsInput } from '../../../services/context';
import { handlePathaoWebhook } from '../../../services/couriers/handle-pathao-webhook';
import { resolveShopByHost } from '../../../services/shops/operations/resolve-shop';
import type { ApiApp, AppEnv } from '../../hono-env';

export const PATHAO_WEBHOOK_PATH = '/api/couriers/pathao/webhook';
/** The value Pathao's integration check expects back (Pathao's merchant webhook documentation). */
export const PATHAO_INTEGRATION_SECRET = 'f3992ecc-59da-4cbe-a049-a13da2018d51';
const MAX_BYTES = 64 * 1024;

export interface CourierRouteDeps {
  deps: DepsInput;
  clock: Clock;
}

export function registerCourierWebhooks(app: ApiApp, parts: CourierRouteDeps) {
  app.post(PATHAO_WEBHOOK_PATH, async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-store');
    if (Number(c.req.header('content-length') ?? '0') > MAX_BYTES) return c.json({ received: false, error: 'too large' }, 413);
    const shop = await resolveShopByHost(c.get('db'), c.req.header('host') ?? '');
    if (!shop) return c.json({ received: false, error: 'unknown shop' }, 404);
    const raw = new Uint8Array(await c.req.arrayBuffer());
    if (raw.byteLength > MAX_BYTES) return c.json({ received: false, error: 'too large' }, 413);
    const ctx = createContext({ db: c.get('db'), shop, actor: { kind: 'system', reason: 'pathao-webhook' }, clock: parts.clock, deps: parts.deps });
    const answer = await handlePathaoWebhook(ctx, raw, c.req.header('x-pathao-signature') ?? null);
    if (answer.status !== 202) return c.json({ received: false, error: answer.reason }, answer.status);
    c.header('X-Pathao-Merchant-Webhook-Integration-Secret', PATHAO_INTEGRATION_SECRET);
    return c.json({ received: true, handled: answer.handled }, 202);
  });
}

// GET /api/health — liveness: the process answers HTTP. On any host, no database call, never
// cached (a load balancer asks it every few seconds).
import type { ApiApp } from '../../hono-env';

export function registerHealth(app: ApiApp) {
  app.get('/api/health', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' as const }, 200);
  });
}

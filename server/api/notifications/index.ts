// The customer's notifications (after-cart.md): the bell's list and marking them read. The
// bell's unchanged poll is answered 304 before the shop's middleware (server/app.ts, decision 034).
import type { ApiApp } from '../../hono-env';
import { registerGetLogedUserNotification } from './get-loged-user-notification';
import { registerUserNotificationMarkAsRead } from './user-notification-mark-as-read';

export function registerNotificationsApi(app: ApiApp): void {
  registerGetLogedUserNotification(app);
  registerUserNotificationMarkAsRead(app);
}

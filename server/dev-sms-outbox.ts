// GET /dev/sms-outbox — development only (NODE_ENV=development with the `log` SMS provider):
// the latest SMS the log provider "sent", so a developer can read one-time codes. In any
// other mode the route is never registered, so the path is the not-found page.
import type { Env } from './env';
import type { ApiApp } from './hono-env';
import type { SmsProvider, LogSmsProvider } from '../services/adapters/sms-provider';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);

export function registerDevSmsOutbox(app: ApiApp, env: Env, sms: SmsProvider) {
  if (env.NODE_ENV !== 'development' || sms.name !== 'log') return;
  const outbox = (sms as LogSmsProvider).outbox;
  app.get('/dev/sms-outbox', (c) => {
    const rows = outbox()
      .map((m) => `<tr><td>${escapeHtml(m.at)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.text)}</td></tr>`)
      .join('');
    c.header('Cache-Control', 'no-store');
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>SMS outbox (development)</title><style>body{font-family:system-ui,sans-serif;margin:1rem}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}</style></head><body><h1>SMS outbox (development only)</h1><table><thead><tr><th>Sent</th><th>To</th><th>Text</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No messages yet</td></tr>'}</tbody></table></body></html>`,
    );
  });
}

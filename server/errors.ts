// The one place that turns failures into HTTP answers. API bodies keep the spec's shape
// ({ success: false, message }) and never carry stack traces.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages } from '../core/messages';
import { DomainError, type DomainErrorCode } from '../services/domain-error';

const statusByCode: Record<DomainErrorCode, ContentfulStatusCode> = {
  invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  payload_too_large: 413,
  unavailable: 503,
};

export function statusForError(err: unknown): ContentfulStatusCode {
  if (err instanceof DomainError) return statusByCode[err.code];
  const status = (err as { status?: unknown })?.status;
  return typeof status === 'number' && status >= 400 && status <= 599 ? (status as ContentfulStatusCode) : 500;
}

export function apiError(c: Context, message: string, status: ContentfulStatusCode, extra?: Record<string, unknown>) {
  return c.json({ success: false, message, ...extra }, status);
}

export function handleError(err: unknown, c: Context) {
  const status = statusForError(err);
  if (status >= 500) console.error(err);
  const message = status >= 500 || !(err instanceof Error) ? messages.somethingWentWrong : err.message;
  if (c.req.path.startsWith('/api/')) {
    const extra = err instanceof DomainError && err.details !== undefined ? { errors: err.details } : undefined;
    return apiError(c, message, status, extra);
  }
  return c.html(errorPageHtml(message, status), status);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);

/** A minimal page for failures outside React Router (the shell has its own error page). */
export function errorPageHtml(message: string, status: number): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${status} | ${escapeHtml(message)}</title><meta name="robots" content="noindex"><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#1f2937}main{text-align:center;padding:1rem}h1{font-size:1.5rem}</style></head><body><main><h1>${escapeHtml(messages.errorPageMessage(message))}</h1><p><a href="/">${messages.backToHome}</a></p></main></body></html>`;
}

export function invalidDomainHtml(host: string): string {
  const error = `No shop is served at ${host || 'this address'}.`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${messages.invalidDomain}</title><meta name="robots" content="noindex"><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#1f2937}main{text-align:center;padding:1rem}h1{font-size:1.75rem;color:#b91c1c}</style></head><body><main><h1>${messages.invalidDomain}</h1><p>${escapeHtml(error)}</p></main></body></html>`;
}

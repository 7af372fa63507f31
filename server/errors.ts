// The one place that turns failures into HTTP answers, by the one table in
// services/error-status.ts (pages and actions use the same table). API bodies keep the spec's
// shape ({ success: false, message }), add the `code`, and name inputs as
// `errors: [{ path, message }]`; they never carry stack traces (docs/decisions/012).
import { localizeMessage, translator } from '../core/i18n/compile';
import type { Lang } from '../core/i18n/lang';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages } from '../core/messages';
import { DomainError, fieldErrorList, type FieldError } from '../services/domain-error';
import { codeForStatus, errorCode, errorStatus, type ErrorCode } from '../services/error-status';
import { requestMessages } from '../core/request-messages';
import { isUniqueViolation } from '../db/unique-violation';
import { logger, type Logger } from './logger';

function statusForError(err: unknown): ContentfulStatusCode {
  return errorStatus(err) as ContentfulStatusCode;
}

/** Extras an API failure may carry beside `success`, `message` and `code`. */
interface ApiErrorExtra {
  /** The code, when the status alone does not say it (out_of_stock and limit_reached are both 409). */
  code?: ErrorCode;
  errors?: FieldError[];
}

/** An API failure: `{ success: false, message, code, errors? }` with its status. */
export function apiError(c: Context, message: string, status: ContentfulStatusCode, extra: ApiErrorExtra = {}) {
  const { code = codeForStatus(status), errors } = extra;
  return c.json(errors ? { success: false, message, code, errors } : { success: false, message, code }, status);
}

export function handleError(err: unknown, c: Context) {
  const status = statusForError(err);
  if (status >= 500) ((c.get('log') as Logger | undefined) ?? logger).error({ err, reqId: c.get('requestId') as string | undefined }, 'request failed');
  const message = status >= 500 || !(err instanceof Error) ? messages.somethingWentWrong : err instanceof DomainError || !isUniqueViolation(err) ? err.message : requestMessages.concurrentChange;
  // A refusal to come back later says when (RFC 9110 Retry-After): the rule's own window, or a minute.
  if (status === 429 || status === 503) c.header('Retry-After', String((err instanceof DomainError && err.retryAfterSeconds) || (status === 429 ? 60 : 30)));
  // In the request's language when the message is one of the catalog's (docs/decisions/047).
  const lang = (c.get('lang') as Lang | undefined) ?? 'en';
  if (c.req.path.startsWith('/api/')) {
    const errors = err instanceof DomainError && err.details !== undefined ? fieldErrorList(err.details).map((e) => ({ ...e, message: localizeMessage(lang, e.message) })) : undefined;
    return apiError(c, localizeMessage(lang, message), status, { code: errorCode(err), errors });
  }
  return c.html(errorPageHtml(localizeMessage(lang, message), status, lang), status);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);

/** A minimal page for failures outside React Router (the shell has its own error page). */
export function errorPageHtml(message: string, status: number, lang: Lang = 'en'): string {
  const { t } = translator(lang);
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${status} | ${escapeHtml(message)}</title><meta name="robots" content="noindex"><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#1f2937}main{text-align:center;padding:1rem}h1{font-size:1.5rem}</style></head><body><main><h1>${escapeHtml(t('page.error', { message }))}</h1><p><a href="/">${t('page.backToHome')}</a></p></main></body></html>`;
}

/** The "Invaild domain" page, in the visitor's language (?lang, the lang cookie; no shop, so no shop default). */
export function invalidDomainHtml(host: string, lang: Lang = 'en'): string {
  const { t } = translator(lang);
  const error = host ? t('page.noShopAt', { host }) : t('page.noShopHere');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t('page.invalidDomain')}</title><meta name="robots" content="noindex"><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#1f2937}main{text-align:center;padding:1rem}h1{font-size:1.75rem;color:#b91c1c}</style></head><body><main><h1>${t('page.invalidDomain')}</h1><p>${escapeHtml(error)}</p></main></body></html>`;
}

// Text no database can store is refused at the edge with 422 before anything reads it
// (issue 21 item 7; docs/decisions/035-storable-text.md; the rule is core/storable-text.ts).
// This middleware runs in front of every route, platform routes (payment callbacks, courier
// webhooks) included, and checks what arrives as text before any handler parses it:
// - the path and the query string of every request (`?q=%00`, `?paymentID=%ED%A0%80`);
// - on /api/*, a JSON or urlencoded body of a declared size up to CHECKED_BODY_MAX_BYTES: its
//   bytes must be UTF-8, and every text in it (JSON strings and keys, form names and values)
//   storable. The parsed JSON and its text are left in Hono's body cache, so the call does not read it again.
// What it does not see is checked where it is parsed: every validated input of an API call in
// the validation hook (server/api/kit.ts, multipart fields and larger bodies included), page
// forms in server/page-form-body.ts, the catalog import and signed webhooks in their handlers.
// An API call is answered `{ success: false, message, code: 'invalid', errors: [{ path, message }] }`,
// a page with the plain error page; both 422.
import type { Context, MiddlewareHandler } from 'hono';
import { requestMessages, textUnstorableIn } from '../core/request-messages';
import { decodeComponent, isStorableText, unstorableFormField, unstorablePath, utf8Text } from '../core/storable-text';
import { apiError, errorPageHtml } from './errors';
import type { AppEnv } from './hono-env';
import { routesReadable } from './page-form-body';

/** Every call's JSON or form body is a few KB; the catalog import (up to 20 MB) is checked by its handler. */
export const CHECKED_BODY_MAX_BYTES = 1024 * 1024;

/** A 422 for text that cannot be stored, naming the input when there is one. */
export function refuseUnstorable(c: Context, field: string | null): Response {
  const message = requestMessages.textUnstorable;
  if (c.req.path.startsWith('/api/')) return apiError(c, message, 422, { code: 'invalid', errors: field === null ? undefined : [{ path: field, message }] });
  return c.html(errorPageHtml(textUnstorableIn(field ?? '$'), 422), 422, { 'Cache-Control': 'no-store' });
}

/** The input of a URL that is not storable text: `$path` for the path, a query field's name, or null. */
export function unstorableUrlPart(url: string): string | null {
  const start = url.indexOf('://');
  const pathStart = url.indexOf('/', start < 0 ? 0 : start + 3);
  if (pathStart < 0) return null;
  const queryStart = url.indexOf('?', pathStart);
  const path = url.slice(pathStart, queryStart < 0 ? undefined : queryStart);
  if (path.includes('%')) {
    const decoded = decodeComponent(path);
    if (decoded === null || !isStorableText(decoded)) return '$path';
  }
  if (queryStart < 0) return null;
  const hash = url.indexOf('#', queryStart);
  return unstorableFormField(url.slice(queryStart + 1, hash < 0 ? undefined : hash));
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type BodyCheck = { field: string | null } | { json: unknown; text: string } | null;

/** Checks an API body's text; `{ json }` when it parsed (handed to the call), null when fine or not checked. */
async function checkApiBody(c: Context<AppEnv>): Promise<BodyCheck> {
  const type = c.req.header('content-type');
  const length = declaredBodyLength(c.req.header('content-length'));
  if (!bodyChecked(type) || length === null) return null;
  return checkBodyBytes(type, new Uint8Array(await c.req.arrayBuffer()));
}

/** A declared body length this check reads (1 to CHECKED_BODY_MAX_BYTES), else null. */
export function declaredBodyLength(header: string | undefined): number | null {
  const length = header === undefined ? NaN : Number(header);
  return Number.isSafeInteger(length) && length > 0 && length <= CHECKED_BODY_MAX_BYTES ? length : null;
}

const mediaType = (type: string | undefined) => (type ?? '').split(';', 1)[0]!.trim().toLowerCase();

/** Whether a body of this Content-Type is checked here (JSON or urlencoded). */
export function bodyChecked(type: string | undefined): boolean {
  const media = mediaType(type);
  return /json/.test(media) || media === 'application/x-www-form-urlencoded';
}

/**
 * The check of an API body's bytes of a checked type: `{ field }` names what cannot be stored,
 * `{ json, text }` is a JSON body that parsed, null is fine (a form body, or JSON the call
 * answers as broken itself). Also run on the bell's poll before Hono
 * (server/api/notifications/bell-poll-listener.ts), so it refuses exactly what this refuses.
 */
export function checkBodyBytes(type: string | undefined, bytes: Uint8Array): BodyCheck {
  const json = /json/.test(mediaType(type));
  const text = utf8Text(bytes);
  if (text === null) return { field: '$' };
  if (!json) {
    const field = unstorableFormField(text);
    return field === null ? null : { field };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null; // The call answers broken JSON itself (400).
  }
  const field = unstorablePath(parsed);
  return field === null ? { json: parsed, text } : { field };
}

export function storableInput(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = c.req.url;
    // A page-data URL whose `_routes` does not decode is page-form-body's 400 (decision 012).
    if (url.includes('%') && !(c.req.path.endsWith('.data') && !routesReadable(url))) {
      const part = unstorableUrlPart(url);
      if (part !== null) return refuseUnstorable(c, part === '$path' ? null : part);
    }
    if (BODY_METHODS.has(c.req.method) && c.req.path.startsWith('/api/')) {
      const checked = await checkApiBody(c);
      if (checked && 'field' in checked) return refuseUnstorable(c, checked.field);
      // Both: Hono 4.13's c.req.json() parses the cached text (without it, it rebuilt a Response
      // from the cached bytes to read them as text again: issue 27 item 2, decision 074).
      if (checked) {
        c.req.bodyCache.json = Promise.resolve(checked.json);
        c.req.bodyCache.text = Promise.resolve(checked.text) as unknown as string; // Hono keeps promises there (its type says the value)
      }
    }
    return next();
  };
}

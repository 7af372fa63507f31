// Page actions (React Router) read their input with `request.formData()`, which throws on a
// body that is not a form: JSON, plain text, a multipart body without a boundary or one that
// does not parse. Uncaught, that was a 500 for what is the client's mistake. This middleware
// sits in front of React Router and lets a page write through only with a body that
// `formData()` can read, answering anything else with a 4xx and a clear message
// (docs/decisions/012-one-error-map.md):
// - urlencoded: always readable; read here (at most PAGE_FORM_MAX_BYTES, 413) and handed on as
//   the same bytes;
// - multipart: needs a boundary (400), must parse (400); read once here, at most
//   PAGE_FORM_MAX_BYTES (413), and handed on as the same bytes;
// - no body and no type (a bare POST): an empty urlencoded form, so the action answers with
//   its own "required" messages;
// - any other type, or a body with no type: 415;
// - a form (either kind) holding text no database can store — U+0000, a lone surrogate, bytes
//   that are not UTF-8 in an urlencoded body — is 422 (decision 035; core/storable-text.ts):
//   no page action reads such a form.
// A page-data request (`/path.data?_routes=…`, React Router's single fetch) whose `_routes`
// is broken percent-encoding is refused with 400 before React Router reads it.
// The JSON API (/api/*) validates its own bodies (server/api/kit.ts) and is not touched.
import type { Context, MiddlewareHandler } from 'hono';
import { requestMessages, textUnstorableIn } from '../core/request-messages';
import { isStorableText, unstorableFormField, utf8Text } from '../core/storable-text';
import { errorPageHtml } from './errors';
import type { AppEnv } from './hono-env';

/** The largest page form: the avatar upload (5 MB) and its fields. */
const PAGE_FORM_MAX_BYTES = 6 * 1024 * 1024;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Refusal = { status: 400 | 413 | 415 | 422; message: string };

/** A form field holding text no database can store (decision 035), named on the error page. */
const unstorable = (field: string): Refusal => ({ status: 422, message: textUnstorableIn(field) });

function refuse(c: Context, { status, message }: Refusal): Response {
  return c.html(errorPageHtml(message, status), status, { 'Cache-Control': 'no-store' });
}

/** Control characters or U+FFFD (what an undecodable byte becomes) name no route. */
function hasControlOrReplacement(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0xfffd) return true;
  }
  return false;
}

/** The `_routes` values of a page-data URL decode cleanly (React Router splits them on commas). */
export function routesReadable(url: string): boolean {
  const query = url.indexOf('?');
  if (query < 0) return true;
  for (const pair of url.slice(query + 1).split('&')) {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    if (name !== '_routes') continue;
    try {
      const value = decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, ' '));
      if (hasControlOrReplacement(value)) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/** The bytes of a body, or null once they pass `max` (chunked bodies included). */
async function readAtMost(req: Request, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** Whether the request may carry a body (HTTP/1.1: a length above 0, or chunked). */
const hasBody = (req: Request) => req.headers.has('transfer-encoding') || Number(req.headers.get('content-length') ?? '0') > 0;

export function pageFormBody(maxBytes = PAGE_FORM_MAX_BYTES): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const req = c.req.raw;
    if (c.req.path.startsWith('/api/')) return next();
    if (c.req.path.endsWith('.data') && !routesReadable(req.url)) return refuse(c, { status: 400, message: requestMessages.routesUnreadable });
    if (SAFE_METHODS.has(req.method)) return next();

    const type = req.headers.get('content-type') ?? '';
    const mediaType = type.split(';', 1)[0]!.trim().toLowerCase();
    if (mediaType === 'application/x-www-form-urlencoded') {
      const bytes = await readAtMost(req, maxBytes);
      if (bytes === null) return refuse(c, { status: 413, message: requestMessages.formTooLarge });
      const text = utf8Text(bytes);
      const field = text === null ? '$' : unstorableFormField(text);
      if (field !== null) return refuse(c, unstorable(field));
      c.req.raw = new Request(req, { body: bytes });
      return next();
    }
    if (mediaType === '') {
      // A body without a type cannot be read as a form; none at all (even sent chunked) is an empty one.
      const bytes = hasBody(req) ? await readAtMost(req, maxBytes) : new Uint8Array(0);
      if (bytes === null) return refuse(c, { status: 413, message: requestMessages.formTooLarge });
      if (bytes.byteLength > 0) return refuse(c, { status: 415, message: requestMessages.formTypeUnsupported });
      const headers = new Headers(req.headers);
      headers.set('content-type', 'application/x-www-form-urlencoded');
      headers.delete('content-length');
      c.req.raw = new Request(req, { headers, body: new Uint8Array(0) });
      return next();
    }
    if (mediaType !== 'multipart/form-data') return refuse(c, { status: 415, message: requestMessages.formTypeUnsupported });

    if (!/;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})/i.test(type)) return refuse(c, { status: 400, message: requestMessages.formBoundaryMissing });
    const length = Number(req.headers.get('content-length') ?? '0');
    if (length > maxBytes) return refuse(c, { status: 413, message: requestMessages.formTooLarge });
    const bytes = await readAtMost(req, maxBytes);
    if (!bytes) return refuse(c, { status: 413, message: requestMessages.formTooLarge });
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
    } catch {
      return refuse(c, { status: 400, message: requestMessages.formUnreadable });
    }
    for (const [name, value] of form) {
      if (!isStorableText(name)) return refuse(c, unstorable('$'));
      if (typeof value === 'string' && !isStorableText(value)) return refuse(c, unstorable(name));
    }
    c.req.raw = new Request(req, { body: bytes });
    return next();
  };
}

// Post-login return targets per decisions.md "Return targets": only a path on the same shop is
// ever followed — it starts with exactly one "/", is not protocol-relative ("//", "/\"), carries
// no scheme, backslash or control character, and resolves to the same origin. Anything else falls
// back to the dashboard.

export const DEFAULT_RETURN_TARGET = '/customer/dashboard';
const MAX_TARGET_LENGTH = 2048;
const PROBE_ORIGIN = 'http://return-target.invalid';

/** Whether the value is a same-shop path that is safe to redirect to. */
export function isSafeReturnTarget(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_TARGET_LENGTH) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // Backslashes (browsers read "/\evil.com" as "//evil.com") and control characters (stripped
  // by URL parsers, so "/\t/evil.com" would become "//evil.com") are never part of a target.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return false;
  // Percent-encoded slashes or backslashes right after the first "/" are refused too, in case
  // something decodes the target before following it.
  if (/^\/(?:%2f|%5c)/i.test(value)) return false;
  return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
}

/** The value when it is a safe same-shop path, else the fallback (the dashboard by default). */
export function safeReturnTarget(value: unknown, fallback: string = DEFAULT_RETURN_TARGET): string {
  return isSafeReturnTarget(value) ? value : fallback;
}

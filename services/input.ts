// The one way a use case's input is read (issue 22 item 2; docs/decisions/040-one-edge.md).
// A use case exports the zod schema of its input beside it; the JSON API (server/api/kit.ts)
// and the page actions (app/lib/action.server.ts) both parse with that schema, and a failure
// is the one validation refusal: DomainError('invalid') naming each input (dot-joined path,
// `$` for the input itself; the first message per input). The API answers it 422 with
// `errors: [{ path, message }]` (server/errors.ts), a page shows each message beside its field.
import { z } from 'zod';
import { DomainError, type FieldErrors } from './domain-error';

/** Zod issues as the one validation failure. */
export function invalidInput(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): DomainError {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '$';
    fields[path] ??= issue.message;
  }
  return new DomainError('invalid', issues[0]?.message ?? 'Invalid input', fields);
}

/** The input as the schema reads it, or the one validation failure (a missing input is `{}`). */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  throw invalidInput(parsed.error.issues);
}

/** A product or variant value id: JSON sends a number, forms a string of digits (each refusal named). */
export const catalogIdField = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .positive({ error: `${name} must be a positive id` })
    .max(Number.MAX_SAFE_INTEGER, { error: `${name} is too large` });

/** A scalar as JSON or a form sends it. */
const scalar = z.union([z.number(), z.string(), z.null()]).optional();

const ID = /^\s*\d{1,15}\s*$/;

/** A required id (purchase_id, ticket_id …): a positive whole number, as a number or its text. */
export const requiredIdField = (name: string) =>
  scalar.meta({ description: `${name}: a positive id` }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && ID.test(v) ? Number(v) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1) {
      ctx.addIssue({ code: 'custom', message: `${name} must be a positive id` });
      return z.NEVER;
    }
    return n;
  });

/** An optional id: missing, null or '' is none; otherwise a positive whole number. */
export const optionalIdField = (name: string) =>
  scalar.meta({ description: `${name}: an id, or null/'' for none` }).transform((v, ctx) => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
    const n = typeof v === 'number' ? v : ID.test(v) ? Number(v) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1) {
      ctx.addIssue({ code: 'custom', message: `${name} must be a positive id` });
      return z.NEVER;
    }
    return n;
  });

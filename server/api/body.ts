// The spec's clients post JSON; plain HTML forms post urlencoded or multipart. Every
// endpoint accepts all three with one Zod schema. The OpenAPI validator only runs the
// validator matching the request's content type, so a request with none is checked here.
import type { ZodType, z } from 'zod';
import { DomainError, type FieldErrors } from '../../services/domain-error';

/**
 * A failed schema as the one validation failure: DomainError('invalid') naming each input
 * (dot-joined path, `$` for the body itself; the first message per input), which
 * server/errors.ts answers as 422 `errors: [{ path, message }]`. The OpenAPI validator's hook
 * and validBody both use it, so every endpoint refuses bad input with the same body.
 */
export function invalidInput(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): DomainError {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '$';
    fields[path] ??= issue.message;
  }
  return new DomainError('invalid', issues[0]?.message ?? 'Invalid request', fields);
}

export function requestBody<T extends ZodType>(schema: T) {
  return {
    required: false,
    content: {
      'application/json': { schema },
      'application/x-www-form-urlencoded': { schema },
      'multipart/form-data': { schema },
    },
  } as const;
}

type ValidatingContext = { req: { valid: (target: never) => unknown; header: (n: string) => string | undefined } };

/** The validated body, whatever its content type was; a missing body fails the same schema. */
export function validBody<T extends ZodType>(c: ValidatingContext, schema: T): z.infer<T> {
  const type = c.req.header('content-type') ?? '';
  const data = c.req.valid((/json/i.test(type) ? 'json' : 'form') as never);
  if (type) return data as z.infer<T>;
  const parsed = schema.safeParse(data ?? {});
  if (!parsed.success) throw invalidInput(parsed.error.issues);
  return parsed.data;
}

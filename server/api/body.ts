// The spec's clients post JSON; plain HTML forms post urlencoded or multipart. Every
// endpoint accepts all three with one Zod schema. The OpenAPI validator only runs the
// validator matching the request's content type, so a request with none is checked here.
import type { ZodType, z } from 'zod';
import { DomainError } from '../../services/domain-error';

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
  if (!parsed.success) {
    const issues = parsed.error.issues;
    throw new DomainError('invalid', issues[0]?.message ?? 'Invalid request', issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  }
  return parsed.data;
}

// The spec's clients post JSON; plain HTML forms post urlencoded or multipart. Every
// endpoint accepts all three with one Zod schema.
import type { ZodType } from 'zod';

export function requestBody<T extends ZodType>(schema: T) {
  return {
    required: true,
    content: {
      'application/json': { schema },
      'application/x-www-form-urlencoded': { schema },
      'multipart/form-data': { schema },
    },
  } as const;
}

/** Reads the validated body whatever its content type was. */
export function validBody<T>(c: { req: { valid: (target: never) => unknown; header: (n: string) => string | undefined } }): T {
  const type = c.req.header('content-type') ?? '';
  return c.req.valid((type.includes('json') ? 'json' : 'form') as never) as T;
}

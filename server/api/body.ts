// The spec's clients post JSON; plain HTML forms post urlencoded or multipart. Every
// endpoint accepts all three with one Zod schema. The OpenAPI validator only runs the
// validator matching the request's content type, so a request with none is checked here.
import type { ZodType, z } from 'zod';
import { requestMessages } from '../../core/request-messages';
import { unstorablePath } from '../../core/storable-text';
import { DomainError } from '../../services/domain-error';
import { invalidInput } from '../../services/input';

/**
 * Refuses validated input holding text no database can store (U+0000, a lone surrogate:
 * core/storable-text.ts, decision 035) as the one validation failure, naming the input. The
 * validation hook runs it on every call's query, params, headers, cookies and body, whatever
 * their content type; validBody on a body sent without one.
 */
export function assertStorable(data: unknown): void {
  const path = unstorablePath(data);
  if (path !== null) throw new DomainError('invalid', requestMessages.textUnstorable, { [path]: requestMessages.textUnstorable });
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
  assertStorable(data);
  const parsed = schema.safeParse(data ?? {});
  if (!parsed.success) throw invalidInput(parsed.error.issues);
  return parsed.data;
}

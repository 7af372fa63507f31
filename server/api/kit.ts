// The API kit (issue 22 item 2; docs/decisions/040-one-edge.md): what every call of the JSON
// API is built with, in one place. A call is a route of @hono/zod-openapi whose body is the
// use case's own input schema (services/<feature>/, parsed by `validBody`), answered with
// `okResponse` and refused with the one failure body (`ApiErrorBody`, written by
// server/errors.ts from a DomainError by the one error map, docs/decisions/012).
//
// Bodies: the spec's clients post JSON; plain HTML forms post urlencoded or multipart. Every
// endpoint accepts all three with one Zod schema. The OpenAPI validator only runs the
// validator matching the request's content type, so a request with none is checked here.
import { z } from '@hono/zod-openapi';
import type { ZodType } from 'zod';
import { requestMessages } from '../../core/request-messages';
import { unstorablePath } from '../../core/storable-text';
import { DomainError } from '../../services/domain-error';
import { STATUS_BY_CODE, type ErrorCode } from '../../services/error-status';
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

const codes = ['internal', ...(Object.keys(STATUS_BY_CODE) as ErrorCode[])] as [ErrorCode, ...ErrorCode[]];

/**
 * The one failure body of every API call, for the OpenAPI document: the spec's
 * { success: false, message }, the code from the one error map, and the inputs a refusal is
 * about (docs/decisions/012-one-error-map.md). server/errors.ts writes it.
 */
export const ApiErrorBody = z
  .object({
    success: z.literal(false),
    message: z.string(),
    code: z.enum(codes),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .openapi('ApiError');

/** A refusal's response in a route's `responses` (`401: { description, ...refusal }`). */
export const refusal = { content: { 'application/json': { schema: ApiErrorBody } } };

/** A call's 200 answer. */
export const okResponse = (schema: z.ZodType, description: string) => ({
  200: { description, content: { 'application/json': { schema } } },
});

/** The spec's clients send the shop as its slug or host ({host}); at most one DNS name long. */
export const shopSlugField = z.string().trim().min(1, 'Shop is required').max(253);

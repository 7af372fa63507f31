// The one failure body of every API call, for the OpenAPI document: the spec's
// { success: false, message }, the code from the one error map, and the inputs a refusal is
// about (docs/decisions/012-one-error-map.md). server/errors.ts writes it.
import { z } from '@hono/zod-openapi';
import { STATUS_BY_CODE, type ErrorCode } from '../../services/error-status';

const codes = ['internal', ...(Object.keys(STATUS_BY_CODE) as ErrorCode[])] as [ErrorCode, ...ErrorCode[]];

export const ApiErrorBody = z
  .object({
    success: z.literal(false),
    message: z.string(),
    code: z.enum(codes),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .openapi('ApiError');

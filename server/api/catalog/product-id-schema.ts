import { z } from '@hono/zod-openapi';
import { ApiErrorBody } from '../kit';

/** A product or variant value id: JSON sends a number, forms a string of digits. */
export const idField = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .positive({ error: `${name} must be a positive id` })
    .max(Number.MAX_SAFE_INTEGER, { error: `${name} is too large` });

export const notFoundResponse = {
  404: {
    description: 'No such product in this shop',
    content: { 'application/json': { schema: ApiErrorBody } },
  },
};

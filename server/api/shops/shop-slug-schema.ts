import { z } from '@hono/zod-openapi';

/** The spec's clients send the shop as its slug or host ({host}); at most one DNS name long. */
export const shopSlugField = z.string().trim().min(1, 'Shop is required').max(253);
export const okResponse = (schema: z.ZodType, description: string) => ({
  200: { description, content: { 'application/json': { schema } } },
});

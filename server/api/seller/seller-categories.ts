// A category's size guide over HTTP (issue 28 item 2; docs/decisions/075), staff of this shop,
// the same use cases and input schema as the console's /seller/categories page:
// - POST /api/seller/categories: the shop's categories, each with its size guide (null: none);
// - POST /api/seller/category-size-guide-save (`category_id`, `size_guide`: the import's
//   `{ columns, columns_bn?, rows }`, or null to remove it).
import { createRoute, z } from '@hono/zod-openapi';
import { categoryGuideMessages } from '../../../core/category-size-guide';
import { categorySizeGuideInput } from '../../../services/catalog/category-size-guide-input';
import { listCategorySizeGuides, saveCategorySizeGuide } from '../../../services/catalog/category-size-guides';
import type { ApiApp } from '../../hono-env';
import { okResponse, refusal, requestBody, validBody } from '../kit';

const Guide = z.object({ columns: z.array(z.string()), columns_bn: z.array(z.string()).nullish(), rows: z.array(z.array(z.string())) }).nullable();
const Category = z.object({ id: z.number(), slug: z.string(), name: z.string(), size_guide: Guide });

const refusals = {
  401: { description: 'Not staff of this shop', ...refusal },
  404: { description: 'No such category in this shop', ...refusal },
  422: { description: 'A guide the import would refuse: too many rows or columns, an empty heading or cell, a cell over 200 characters, a NUL character (each named in errors)', ...refusal },
} as const;

const post = <B extends z.ZodType>(path: string, body: B, reply: z.ZodType, description: string) =>
  createRoute({ method: 'post', path, tags: ['seller'], security: [{ bearer: [] }], request: { body: requestBody(body) }, responses: { ...okResponse(reply, description), ...refusals } });

export function registerSellerCategories(app: ApiApp): void {
  app.openapi(post('/api/seller/categories', z.object({}), z.object({ success: z.literal(true), categories: z.array(Category) }), 'The shop’s categories with their size guides'), async (c) =>
    c.json({ success: true as const, categories: await listCategorySizeGuides(c.get('ctx')) }, 200),
  );
  app.openapi(
    post('/api/seller/category-size-guide-save', categorySizeGuideInput, z.object({ success: z.literal(true), message: z.string(), category: Category }), 'Saved (audited); the category’s product pages show it on the next request'),
    async (c) => {
      const category = await saveCategorySizeGuide(c.get('ctx'), validBody(c, categorySizeGuideInput));
      return c.json({ success: true as const, message: category.size_guide ? categoryGuideMessages.saved : categoryGuideMessages.cleared, category }, 200);
    },
  );
}

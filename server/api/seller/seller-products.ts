// The console's product editing (issue 26 item 1; docs/decisions/056), staff of this shop:
// - POST /api/seller/product (staff): one product as the form shows it (the import's field names);
// - POST /api/seller/product-save (staff; a fixed name): add (`product_id` absent) or edit a
//   product with the catalog import's rules; what the body leaves out keeps its value. JSON, or
//   multipart/form-data with the same body as JSON text in `product` and up to 10 `picture`
//   files (placed where `images` says `upload:N`, else after the others).
import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { PRODUCT_MAX_UPLOADS, sellerProductMessages } from '../../../core/seller-products';
import { requestMessages } from '../../../core/request-messages';
import { requireStaff } from '../../../services/actors';
import { DomainError } from '../../../services/domain-error';
import { getSellerProduct, sellerProductInput } from '../../../services/seller/get-seller-product';
import { productSaveInput, saveProduct } from '../../../services/seller/save-product';
import { apiError } from '../../errors';
import type { ApiApp } from '../../hono-env';
import { okResponse, refusal, requestBody, validBody } from '../kit';

const Product = z.record(z.string(), z.unknown()).openapi('SellerProduct', { description: 'The product entry (docs/import-format.md names), its pictures ({file, url}), combinations with their stock, and updated_at' });
const staffRefusals = { 401: { description: 'Not staff of this shop', ...refusal }, 404: { description: 'The shop has no such product', ...refusal } } as const;

const getRoute = createRoute({
  method: 'post',
  path: '/api/seller/product',
  tags: ['seller'],
  security: [{ bearer: [] }],
  request: { body: requestBody(sellerProductInput) },
  responses: { ...okResponse(z.object({ success: z.literal(true), product: Product }), 'The product as the console edits it'), ...staffRefusals, 422: { description: 'No product_id', ...refusal } },
});

const SAVE_PATH = '/api/seller/product-save';
const MAX_BODY = PRODUCT_MAX_UPLOADS * 5 * 1024 * 1024 + 256 * 1024;

export function registerSellerProducts(app: ApiApp) {
  app.openapi(getRoute, async (c) => {
    const product = await getSellerProduct(c.get('ctx'), validBody(c, sellerProductInput));
    return c.json({ success: true as const, product }, 200);
  });

  app.openAPIRegistry.registerPath({
    method: 'post',
    path: SAVE_PATH,
    tags: ['seller'],
    security: [{ bearer: [] }],
    description: 'Add (no product_id) or edit a product with the catalog import\'s rules; fields left out keep their values. Audited with before and after; the shop shows it on the next request.',
    request: {
      body: {
        content: {
          'application/json': { schema: productSaveInput },
          'multipart/form-data': {
            schema: z.object({
              product: z.string().openapi({ description: 'The JSON body as text' }),
              picture: z.array(z.string().openapi({ format: 'binary' })).optional().openapi({ description: 'Up to 10 PNG, JPEG, WebP or GIF pictures of at most 5 MB each (read from the content)' }),
            }),
          },
        },
      },
    },
    responses: {
      ...okResponse(z.object({ success: z.literal(true), message: z.string(), created: z.boolean(), changed: z.array(z.string()), product: Product }), 'Saved; `changed` names the fields whose value changed'),
      ...staffRefusals,
      409: { description: 'Someone saved the product since expected_updated_at, or another product has the slug', ...refusal },
      413: { description: 'More pictures than fit', ...refusal },
      422: { description: 'A field the import would refuse (each named in errors), an unknown category or brand, a picture that is not one', ...refusal },
    },
  });
  app.post(
    SAVE_PATH,
    async (c, next) => {
      requireStaff(c.get('ctx')); // refused before the body is read
      await next();
    },
    bodyLimit({ maxSize: MAX_BODY, onError: (c) => apiError(c, sellerProductMessages.tooManyUploads, 413) }),
    async (c) => {
      const type = c.req.header('content-type') ?? '';
      let body: unknown;
      const uploads: Uint8Array[] = [];
      if (/^multipart\/form-data/i.test(type)) {
        const form = await c.req.parseBody({ all: true }).catch(() => null);
        const text = form?.product;
        if (!form || typeof text !== 'string') throw new DomainError('invalid', requestMessages.formUnreadable, { product: requestMessages.formUnreadable });
        body = parseJson(text);
        const files = ([] as unknown[]).concat(form.picture ?? []);
        for (const f of files) if (f instanceof File && f.size > 0) uploads.push(new Uint8Array(await f.arrayBuffer()));
      } else {
        body = parseJson(await c.req.text());
      }
      const saved = await saveProduct(c.get('ctx'), body, uploads);
      return c.json({ success: true as const, message: saved.created ? sellerProductMessages.created : sellerProductMessages.saved, ...saved }, 200);
    },
  );
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DomainError('invalid', sellerProductMessages.jsonUnreadable);
  }
}

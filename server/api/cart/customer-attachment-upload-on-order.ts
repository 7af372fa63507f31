// POST /api/front/customer-attachment-upload-on-order (spec §7): multipart `old_data`,
// `attachment` → { success, imageOriginalName, imageNewName }. The body is limited before it
// is read (Content-Length, and the bytes actually streamed), then the file itself to 5 MB;
// extension and content must agree (services/cart/upload-order-attachment.ts). Also
// GET /customer/attachment/{name}: the stored file, to its owner only, as a download with a
// fixed content type and nosniff.
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_ATTACHMENT_BYTES } from '../../../core/attachment-content';
import { messages } from '../../../core/messages';
import { attachmentMessages } from '../../../core/cart-messages';
import { accountMessages } from '../../../core/account-messages';
import { DomainError } from '../../../services/domain-error';
import { readOrderAttachment } from '../../../services/cart/read-order-attachment';
import { uploadOrderAttachment } from '../../../services/cart/upload-order-attachment';
import { apiError, errorPageHtml } from '../../errors';
import type { ApiApp, AppEnv } from '../../hono-env';
import { answerAttachment } from '../attachment-answer';
import { refusal, assertStorable } from '../kit';

const ATTACHMENT_UPLOAD_PATH = '/api/front/customer-attachment-upload-on-order';
/** Room for the multipart envelope and the old_data field around a 5 MB file. */
const BODY_LIMIT = MAX_ATTACHMENT_BYTES + 64 * 1024;


export function registerOrderAttachments(app: ApiApp) {
  // Handled below without the OpenAPI validator (the body is limited before it is parsed);
  // described here for the document.
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: ATTACHMENT_UPLOAD_PATH,
    request: {
      body: {
        content: {
          'multipart/form-data': {
            schema: z.object({
              old_data: z.string().optional().openapi({ description: 'The earlier imageNewName to replace, empty if none' }),
              attachment: z.string().openapi({ format: 'binary', description: '.jpg .jpeg .png or .pdf whose content agrees, at most 5 MB' }),
            }),
          },
        },
      },
    },
    responses: {
      200: {
        description: 'Stored',
        content: { 'application/json': { schema: z.object({ success: z.literal(true), imageOriginalName: z.string(), imageNewName: z.string() }) } },
      },
      401: { description: 'Not logged in', ...refusal },
      413: { description: 'More than 5 MB', ...refusal },
      422: { description: 'Type not allowed, or content and name disagree', ...refusal },
      429: { description: 'More than 30 uploads in an hour', ...refusal },
    },
  });

  app.post(
    ATTACHMENT_UPLOAD_PATH,
    async (c, next) => {
      // A guest is told so before the body is read at all.
      if (!c.get('customerAuth')) return apiError(c, accountMessages.notLoggedIn, 401);
      await next();
    },
    bodyLimit({ maxSize: BODY_LIMIT, onError: (c) => apiError(c, attachmentMessages.tooLarge, 413) }),
    async (c) => {
      const ctx = c.get('ctx');
      if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw new DomainError('invalid', messages.somethingWentWrongRefresh);
      const form = await c.req.parseBody().catch(() => null);
      const file = form?.attachment;
      if (!form || !(file instanceof File)) throw new DomainError('invalid', messages.somethingWentWrongRefresh);
      assertStorable(form);
      const oldData = typeof form.old_data === 'string' ? form.old_data : '';
      const result = await uploadOrderAttachment(ctx, {
        file: { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
        oldData,
      });
      return c.json({ success: true as const, ...result }, 200);
    },
  );

  app.get('/customer/attachment/:name', async (c: Context<AppEnv>) => {
    const notFound = () => c.html(errorPageHtml(messages.pageNotFound, 404), 404);
    if (!c.get('customerAuth')) return notFound();
    return answerAttachment(c, notFound, () => readOrderAttachment(c.get('ctx'), c.req.param('name') ?? ''));
  });
}

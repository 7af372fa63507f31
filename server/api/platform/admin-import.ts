// POST /api/admin/import — an operator's catalog import (docs/import-format.md). Off unless
// ADMIN_TOKEN is set; the token is compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import { resolve } from 'node:path';
import { messages } from '../../../core/messages';
import { requestMessages } from '../../../core/request-messages';
import { unstorablePath } from '../../../core/storable-text';
import type { ApiApp } from '../../hono-env';
import { apiError } from '../../errors';
import { importCatalog } from '../../../services/catalog/import-catalog';

const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

function sameToken(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function registerAdminImport(app: ApiApp) {
  app.post('/api/admin/import', async (c) => {
    const token = c.get('env').ADMIN_TOKEN;
    if (!token) return apiError(c, messages.pageNotFound, 404);
    const auth = c.req.header('authorization') ?? '';
    const given = /^Bearer\s+(.+)$/i.exec(auth)?.[1]?.trim() ?? '';
    if (!given || !sameToken(given, token)) return apiError(c, 'Unauthorized', 401);
    const length = Number(c.req.header('content-length') ?? '0');
    if (length > MAX_DOCUMENT_BYTES) return apiError(c, 'The document is larger than 20 MB', 413);
    let document: unknown;
    try {
      document = await c.req.json();
    } catch {
      return apiError(c, 'The body is not valid JSON', 400, { errors: [{ path: '$', message: 'The body is not valid JSON' }] });
    }
    const unstorable = unstorablePath(document);
    if (unstorable !== null) return apiError(c, requestMessages.textUnstorable, 422, { code: 'invalid', errors: [{ path: unstorable, message: requestMessages.textUnstorable }] });
    const result = await importCatalog(c.get('db'), document, {
      baseDir: resolve(c.get('env').IMPORT_BASE_DIR),
      uploadsDir: resolve(c.get('env').UPLOADS_DIR),
    });
    if (!result.success) return apiError(c, 'The document was refused', 422, { errors: result.errors });
    return c.json(result, 200);
  });
}

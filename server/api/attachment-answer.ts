// The one way a stored file a customer or staff member uploaded is served back (an order's
// design, a thread's attachment, a refund photo): as a download that never runs in our origin,
// never cached, and an unknown or foreign file answered by the caller's own "not found".
import type { Context } from 'hono';
import { DomainError } from '../../services/domain-error';
import type { AppEnv } from '../hono-env';

export interface StoredFile {
  bytes: Uint8Array | Buffer;
  contentType: string;
  originalName: string;
}

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function answerAttachment(c: Context<AppEnv>, notFound: () => Response | Promise<Response>, read: () => Promise<StoredFile>): Promise<Response> {
  try {
    const file = await read();
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': contentDisposition(file.originalName),
      'Content-Length': String(file.bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  } catch (err) {
    if (err instanceof DomainError && err.code === 'not_found') return notFound();
    throw err;
  }
}

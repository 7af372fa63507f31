// Where a stored order attachment lives: its server-made name inside the attachments directory.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export function storedAttachmentPath(dir: string, storedName: string): string {
  return join(resolve(dir), storedName);
}

/** The stored file's bytes, or null when it is missing. */
export async function readStoredAttachment(dir: string, storedName: string): Promise<Buffer | null> {
  return readFile(storedAttachmentPath(dir, storedName)).catch(() => null);
}

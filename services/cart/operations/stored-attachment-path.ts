// Where a stored order attachment lives: its server-made name inside the attachments directory.
import { join, resolve } from 'node:path';

export function storedAttachmentPath(dir: string, storedName: string): string {
  return join(resolve(dir), storedName);
}

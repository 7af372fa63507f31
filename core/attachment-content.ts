// What an uploaded order attachment must be (issue 6, spec §5 "Attachment file type"): the
// name's extension (.jpg .jpeg .png .pdf, any case) and the content's first bytes must agree —
// JPEG starts FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, PDF "%PDF-". At most 5 MB. The stored
// file gets a content type fixed by what was recognised, never the one the client sent.
import { attachmentExtension } from './attachment';

export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
/** Uploads per customer and hour: enough for any real order, not enough to fill a disk. */
export const ATTACHMENT_UPLOAD_RULE = { name: 'attachment-upload', limit: 30, windowSeconds: 3600 } as const;

type AttachmentKind = 'jpeg' | 'png' | 'pdf';

const SIGNATURES: ReadonlyArray<readonly [AttachmentKind, readonly number[]]> = [
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

const KIND_BY_EXTENSION: Readonly<Record<string, AttachmentKind>> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', pdf: 'pdf' };

export const ATTACHMENT_CONTENT_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
} as const satisfies Readonly<Record<AttachmentKind, string>>;

/** The content type a stored attachment is served with (order_attachments.content_type). */
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[AttachmentKind];

export const ATTACHMENT_FILE_EXTENSIONS: Readonly<Record<AttachmentKind, string>> = { jpeg: 'jpg', png: 'png', pdf: 'pdf' };

/** The kind the first bytes show, or null. */
export function sniffAttachmentKind(head: Uint8Array): AttachmentKind | null {
  for (const [kind, signature] of SIGNATURES) {
    if (head.length >= signature.length && signature.every((byte, i) => head[i] === byte)) return kind;
  }
  return null;
}

/** The kind when the name's extension and the content agree, else null. */
export function attachmentKindOf(name: string, head: Uint8Array): AttachmentKind | null {
  const byName = KIND_BY_EXTENSION[attachmentExtension(name)];
  if (!byName) return null;
  return sniffAttachmentKind(head) === byName ? byName : null;
}

/**
 * The original name as it is kept and shown: the last path segment only, control characters
 * and quotes removed, at most 255 characters (from the end, so the extension survives).
 */
export function cleanAttachmentName(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f"<>]/g, '').trim();
  return Array.from(clean).slice(-255).join('');
}

/** A stored name the server made: 32 hex characters and a known extension. */
export function isStoredAttachmentName(name: string): boolean {
  return /^[0-9a-f]{32}\.(?:jpg|png|pdf)$/.test(name);
}

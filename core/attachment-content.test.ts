import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_FILE_EXTENSIONS,
  ATTACHMENT_UPLOAD_RULE,
  MAX_ATTACHMENT_BYTES,
  attachmentKindOf,
  cleanAttachmentName,
  isStoredAttachmentName,
  sniffAttachmentKind,
} from './attachment-content';

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const PDF = new TextEncoder().encode('%PDF-1.7\n');
const SCRIPT = new TextEncoder().encode('<script>alert(1)</script>');
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');

describe('attachment content', () => {
  it('5 MB at most, 30 uploads an hour', () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(5_242_880);
    expect(ATTACHMENT_UPLOAD_RULE).toEqual({ name: 'attachment-upload', limit: 30, windowSeconds: 3600 });
  });
  it('recognises JPEG, PNG and PDF by their first bytes', () => {
    expect(sniffAttachmentKind(JPEG)).toBe('jpeg');
    expect(sniffAttachmentKind(PNG)).toBe('png');
    expect(sniffAttachmentKind(PDF)).toBe('pdf');
    expect(sniffAttachmentKind(SCRIPT)).toBeNull();
    expect(sniffAttachmentKind(SVG)).toBeNull();
    expect(sniffAttachmentKind(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });
  it('needs the extension and the content to agree', () => {
    expect(attachmentKindOf('photo.JPG', JPEG)).toBe('jpeg');
    expect(attachmentKindOf('photo.jpeg', JPEG)).toBe('jpeg');
    expect(attachmentKindOf('scan.Png', PNG)).toBe('png');
    expect(attachmentKindOf('doc.PDF', PDF)).toBe('pdf');
    expect(attachmentKindOf('doc.jpg', PDF)).toBeNull();
    expect(attachmentKindOf('evil.png', SCRIPT)).toBeNull();
    expect(attachmentKindOf('logo.svg', SVG)).toBeNull();
    expect(attachmentKindOf('logo.svg', PNG)).toBeNull();
    expect(attachmentKindOf('noext', PNG)).toBeNull();
  });
  it('fixes the content type and extension by kind', () => {
    expect(ATTACHMENT_CONTENT_TYPES).toEqual({ jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' });
    expect(ATTACHMENT_FILE_EXTENSIONS).toEqual({ jpeg: 'jpg', png: 'png', pdf: 'pdf' });
  });
  it('keeps only the last path segment of the name, without control characters', () => {
    expect(cleanAttachmentName('../../etc/passwd.png')).toBe('passwd.png');
    expect(cleanAttachmentName('C:\\fakepath\\a"b<c>.pdf')).toBe('abc.pdf');
    expect(cleanAttachmentName('a\u0000b\n.jpg')).toBe('ab.jpg');
    expect(Array.from(cleanAttachmentName(`${'x'.repeat(300)}.pdf`)).length).toBe(255);
    expect(cleanAttachmentName(`${'x'.repeat(300)}.pdf`).endsWith('.pdf')).toBe(true);
  });
  it('knows the names the server makes', () => {
    expect(isStoredAttachmentName(`${'a1'.repeat(16)}.pdf`)).toBe(true);
    expect(isStoredAttachmentName(`${'a1'.repeat(16)}.svg`)).toBe(false);
    expect(isStoredAttachmentName('../x.pdf')).toBe(false);
  });
});

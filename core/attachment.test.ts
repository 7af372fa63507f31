import { describe, it, expect } from 'vitest';
import {
  attachmentExtension,
  attachmentTypeError,
  isAllowedAttachmentName,
  isPreviewImageName,
  shortenFileName,
} from './attachment';

describe('attachment type (spec §5)', () => {
  it('allows .jpg, .jpeg, .png and .pdf in any letter case', () => {
    for (const name of ['a.jpg', 'a.jpeg', 'a.png', 'a.pdf', 'A.JPG', 'scan.Pdf', 'x.y.PNG', 'C:\\fakepath\\photo.JpEg']) {
      expect(isAllowedAttachmentName(name)).toBe(true);
    }
  });
  it('refuses anything else', () => {
    for (const name of ['a.gif', 'a.webp', 'a.jpg.exe', 'pdf', 'a', '', 'a.', 'dir.png/file', null, undefined]) {
      expect(isAllowedAttachmentName(name)).toBe(false);
    }
  });
  it('reads the lowercased extension after the last dot of the file name', () => {
    expect(attachmentExtension('Report.Final.PDF')).toBe('pdf');
    expect(attachmentExtension('/tmp/a.b/readme')).toBe('');
    expect(attachmentExtension(' photo.png ')).toBe('png');
    expect(attachmentExtension(null)).toBe('');
  });
  it('words the refusal with the attachment title, two spaces before "only"', () => {
    expect(attachmentTypeError('Prescription')).toBe('Prescription Upload file jpg, jpeg, png and pdf  only');
    expect(attachmentTypeError('  Design file ')).toBe('Design file Upload file jpg, jpeg, png and pdf  only');
  });
  it('drops the placeholder when there is no title', () => {
    expect(attachmentTypeError('')).toBe('Upload file jpg, jpeg, png and pdf  only');
    expect(attachmentTypeError(null)).toBe('Upload file jpg, jpeg, png and pdf  only');
  });
});

describe('preview (spec §5, §9)', () => {
  it('recognises images by extension jpg, JPG, png or jpeg (and other letter cases)', () => {
    for (const name of ['a.jpg', 'a.JPG', 'a.png', 'a.jpeg', 'a.PNG', 'a.Jpeg']) expect(isPreviewImageName(name)).toBe(true);
    for (const name of ['a.pdf', 'a.gif', 'a', '']) expect(isPreviewImageName(name)).toBe(false);
  });

  it('keeps names of at most 10 characters whole', () => {
    expect(shortenFileName('abcdef.png')).toBe('abcdef.png');
    expect(shortenFileName('')).toBe('');
  });
  it('shortens longer names to 10 stem characters, an ellipsis and the extension', () => {
    expect(shortenFileName('abcdefghijklmno.png')).toBe('abcdefghij…png');
    expect(shortenFileName('Prescription-2024.PDF')).toBe('Prescripti…PDF');
  });
  it('shows the name whole when only the extension makes it long', () => {
    expect(shortenFileName('abcdefgh.jpeg')).toBe('abcdefgh.jpeg');
  });
  it('cuts names without a short extension after 10 characters', () => {
    expect(shortenFileName('abcdefghijklmnop')).toBe('abcdefghij…');
    expect(shortenFileName('abc.verylongextension')).toBe('abc.verylo…');
    expect(shortenFileName('.abcdefghijkl')).toBe('.abcdefghi…');
  });
  it('counts characters, not UTF-16 units (Bangla and emoji stay whole)', () => {
    expect(shortenFileName('😀😀😀😀😀😀😀😀😀😀😀.png')).toBe('😀😀😀😀😀😀😀😀😀😀…png');
    expect(shortenFileName('😀😀😀😀😀.png')).toBe('😀😀😀😀😀.png');
  });
  it('accepts another maximum and falls back to 10 for an invalid one', () => {
    expect(shortenFileName('abcdefgh.png', 4)).toBe('abcd…png');
    expect(shortenFileName('abcdefghijklmno.png', 0)).toBe('abcdefghij…png');
    expect(shortenFileName('abcdefghijklmno.png', Number.NaN)).toBe('abcdefghij…png');
  });
});

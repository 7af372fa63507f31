// Order attachment rules per spec §5: only .jpg, .jpeg, .png and .pdf (case-insensitive), else
// "{attachment title} Upload file jpg, jpeg, png and pdf  only"; the preview shows jpg/jpeg/png
// files as images; names longer than 10 characters are shortened in the preview, keeping the
// extension visible: first 10 characters of the stem + "…" + extension ("abcdefghij…png").
import { messages } from './messages';

const ALLOWED_EXTENSIONS: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png', 'pdf']);
const PREVIEW_IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png']);
/** An extension worth keeping visible when shortening: 1–5 ASCII letters or digits. */
const SHORT_EXTENSION = /^[A-Za-z0-9]{1,5}$/;
const DEFAULT_SHORT_NAME_LENGTH = 10;
const ELLIPSIS = '…';

/** The file name without any directory part (browsers may report "C:\fakepath\x.png"). */
function baseName(name: string | null | undefined): string {
  const text = (name ?? '').trim();
  return text.slice(Math.max(text.lastIndexOf('/'), text.lastIndexOf('\\')) + 1);
}

/** The lowercased text after the last dot of the file name, without the dot; '' when none. */
export function attachmentExtension(name: string | null | undefined): string {
  const base = baseName(name);
  const dot = base.lastIndexOf('.');
  return dot === -1 ? '' : base.slice(dot + 1).toLowerCase();
}

/** Only .jpg, .jpeg, .png and .pdf, in any letter case. */
export function isAllowedAttachmentName(name: string | null | undefined): boolean {
  return ALLOWED_EXTENSIONS.has(attachmentExtension(name));
}

/** The wrong-type message for the product's attachment field title. */
export function attachmentTypeError(title: string | null | undefined): string {
  const label = (title ?? '').trim();
  return label === '' ? messages.attachmentTypeUntitled : messages.attachmentType(label);
}

/**
 * Whether the preview shows the file as an image: extension jpg, jpeg or png. The spec lists
 * "jpg, JPG, png or jpeg"; any letter case is accepted so that every uploadable image previews.
 */
export function isPreviewImageName(name: string | null | undefined): boolean {
  return PREVIEW_IMAGE_EXTENSIONS.has(attachmentExtension(name));
}

/**
 * The preview label. A name of at most `max` characters (code points) is shown whole. A longer
 * one becomes the first `max` characters of its stem, "…", and its extension without the dot
 * ("abcdefghijklm.png" → "abcdefghij…png"); when the stem already fits, the name is shown whole.
 * A name without a short extension (1–5 letters/digits) becomes its first `max` characters + "…".
 */
export function shortenFileName(name: string, max: number = DEFAULT_SHORT_NAME_LENGTH): string {
  const limit = Number.isSafeInteger(max) && max > 0 ? max : DEFAULT_SHORT_NAME_LENGTH;
  if (Array.from(name).length <= limit) return name;
  const dot = name.lastIndexOf('.');
  const extension = name.slice(dot + 1);
  const keepExtension = dot > 0 && SHORT_EXTENSION.test(extension);
  const stem = Array.from(keepExtension ? name.slice(0, dot) : name);
  if (stem.length <= limit) return name;
  return stem.slice(0, limit).join('') + ELLIPSIS + (keepExtension ? extension : '');
}

// Which text a database can store (issue 21 item 7; docs/decisions/035-storable-text.md).
// PostgreSQL refuses U+0000 in text and in jsonb, and a jsonb `\uD800` with no partner; a
// JavaScript string with half of a surrogate pair becomes U+FFFD on its way to either database
// (silently changed), and bytes that are not UTF-8 cannot be text at all. The edges (the API's
// validation hook and body parsing, page forms, query strings and paths, signed webhooks) refuse
// such input with 422 and `requestMessages.textUnstorable` before anything reads it.

/** U+0000 or a lone half of a surrogate pair (the `u` flag makes a whole pair one code point). */
// eslint-disable-next-line no-control-regex -- matching U+0000 is the point
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/u;

/** Whether a database can store this text as it is: no U+0000 and no lone surrogate. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/** A path as a chain back to the input (so a deep walk shares its prefixes), joined only when named. */
interface PathLink {
  segment: string;
  parent: PathLink | null;
}

function pathOf(link: PathLink | null): string {
  if (!link) return '$';
  const segments: string[] = [];
  for (let at: PathLink | null = link; at; at = at.parent) segments.push(at.segment);
  return segments.reverse().join('.');
}

/**
 * The first text in a parsed input (a string, or strings inside arrays and plain objects, keys
 * included) that is not storable, as a dot-joined path (`address.name`, `items.0`; `$` for the
 * input itself; an object key that is not storable names the object holding it); null when
 * every text is storable. Other values (numbers, Files, Dates) hold no text of their own.
 * Iterative and linear in the input's size, so a deeply nested JSON body can neither overflow
 * the stack nor take long.
 */
export function unstorablePath(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: PathLink | null }> = [{ value, path: null }];
  while (stack.length > 0) {
    const { value: item, path } = stack.pop()!;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return pathOf(path);
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push({ value: item[i], path: { segment: String(i), parent: path } });
    } else if (item !== null && typeof item === 'object' && isPlainObject(item)) {
      const entries = Object.entries(item);
      for (const [key] of entries) if (!isStorableText(key)) return pathOf(path);
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], path: { segment: entries[i]![0], parent: path } });
    }
  }
  return null;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const utf8 = new TextEncoder();

/** The text of some bytes that must be UTF-8, or null when they are not. */
export function utf8Text(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

const isHex = (code: number) => (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);

/**
 * One percent-encoded component (a query or form name or value, a path) decoded as the URL
 * standard does it — `+` is a space, a `%` not followed by two hex digits stays as it is — but
 * strict where browsers are lenient: null when the bytes are not UTF-8 (a `%ED%A0%80` surrogate,
 * a cut sequence), where URLSearchParams would quietly put U+FFFD, or the text itself holds a
 * lone surrogate. A `%00` decodes to U+0000 (isStorableText then refuses it).
 */
export function decodeComponent(raw: string): string | null {
  if (LONE_SURROGATE.test(raw)) return null;
  if (!raw.includes('%')) return raw.replace(/\+/g, ' ');
  const bytes: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code === 0x25 && i + 2 < raw.length && isHex(raw.charCodeAt(i + 1)) && isHex(raw.charCodeAt(i + 2))) {
      bytes.push(parseInt(raw.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (code === 0x2b) {
      bytes.push(0x20);
    } else if (code < 0x80) {
      bytes.push(code);
    } else {
      const wide = code >= 0xd800 && code <= 0xdbff ? 2 : 1;
      bytes.push(...utf8.encode(raw.slice(i, i + wide)));
      i += wide - 1;
    }
  }
  return utf8Text(Uint8Array.from(bytes));
}

/**
 * For an urlencoded text (a query string without its `?`, or a form body): the name of the first
 * field whose name or value, once decoded, is not storable text (U+0000, or bytes that are not
 * UTF-8); `$` when it is a name itself that cannot be read; null when every field is storable.
 */
export function unstorableFormField(encoded: string): string | null {
  if (encoded === '') return null;
  for (const pair of encoded.split('&')) {
    const eq = pair.indexOf('=');
    const name = decodeComponent(eq < 0 ? pair : pair.slice(0, eq));
    if (name === null || !isStorableText(name)) return '$';
    const value = eq < 0 ? '' : decodeComponent(pair.slice(eq + 1));
    if (value === null || !isStorableText(value)) return name;
  }
  return null;
}

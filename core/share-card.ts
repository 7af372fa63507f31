// The picture a shared product link shows (issue 29 item 5): WhatsApp, Messenger and Facebook
// read og:image. 1200 × 630 (the size they ask for): the product's picture on white at the
// left, and a panel in the shop's colour with the product's name, its price in taka, and the
// shop's logo and name. This module draws the panel as SVG; the image adapter lays it beside the picture.

export const SHARE_CARD = {
  width: 1200,
  height: 630,
  picture: 630,
  /** The logo's square in the panel (left and top from the panel's corner). */
  logo: { left: 48, top: 630 - 116, size: 72 },
} as const;

const NAME_CHARS_PER_LINE = 17;
const NAME_LINES = 3;

/** Text for an SVG text node or attribute. */
export function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/**
 * Words into at most `maxLines` lines of about `maxChars` characters; a word longer than a
 * line is cut, and text that does not fit ends with "…".
 */
export function wrapLines(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let rest = words.length;
  for (const word of words) {
    const piece = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
    const next = line ? `${line} ${piece}` : piece;
    if (next.length <= maxChars) line = next;
    else {
      lines.push(line);
      line = piece;
    }
    rest -= 1;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && line) {
    lines.push(line);
    line = '';
  }
  const clipped = lines.length === maxLines && (rest > 0 || line !== '');
  if (clipped) {
    const last = lines[maxLines - 1]!;
    lines[maxLines - 1] = `${last.length >= maxChars ? last.slice(0, maxChars - 1) : last}…`;
  }
  return lines;
}

export interface ShareCardText {
  name: string;
  /** Already formatted: ৳1,250 or ৳১,২৫০, or a range. */
  price: string;
  shopName: string;
  /** The shop's colour and the text colour on it (core/color-contrast themeVariables). */
  background: string;
  foreground: string;
}

/** The panel beside the picture: (width − picture) × height, as an SVG document. */
export function shareCardPanelSvg(card: ShareCardText): string {
  const width = SHARE_CARD.width - SHARE_CARD.picture;
  const { height } = SHARE_CARD;
  const font = 'Noto Sans, Noto Sans Bengali, DejaVu Sans, sans-serif';
  const lines = wrapLines(card.name, NAME_CHARS_PER_LINE, NAME_LINES);
  const name = lines.map((l, i) => `<text x="48" y="${150 + i * 58}" font-size="46" font-weight="700">${xmlText(l)}</text>`).join('');
  const priceY = 150 + lines.length * 58 + 70;
  const shop = wrapLines(card.shopName, 26, 1)[0] ?? '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${xmlText(card.background)}"/>`,
    `<g font-family="${font}" fill="${xmlText(card.foreground)}">`,
    name,
    `<text x="48" y="${priceY}" font-size="64" font-weight="700">${xmlText(card.price)}</text>`,
    `<rect x="48" y="${SHARE_CARD.logo.top - 24}" width="${width - 96}" height="2" opacity="0.5"/>`,
    // The shop's logo goes in the 72 px square at the left of this line (SHARE_CARD.logo).
    `<text x="${SHARE_CARD.logo.left + SHARE_CARD.logo.size + 20}" y="${height - 62}" font-size="34" font-weight="600">${xmlText(shop)}</text>`,
    '</g></svg>',
  ].join('');
}

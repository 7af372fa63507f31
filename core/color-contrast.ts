// A shop picks any theme colour, so text drawn on it or in it must still be readable:
// WCAG 2 relative luminance and contrast ratio; white or near-black text on the colour,
// and the colour darkened until it reaches 4.5:1 against white for links and prices.
const FALLBACK_COLOR = '#e8138c';

export function parseHexColor(input: string | null | undefined): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((input ?? '').trim());
  if (!m) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

export function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;
}

export function relativeLuminance([r, g, b]: [number, number, number]): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The theme colour as #rrggbb, or the fallback when it is missing or malformed. */
export function normalizeThemeColor(input: string | null | undefined, fallback = FALLBACK_COLOR): string {
  const rgb = parseHexColor(input);
  return rgb ? toHex(rgb) : fallback;
}

const WHITE: [number, number, number] = [255, 255, 255];
const INK: [number, number, number] = [17, 24, 39];

/** White or near-black, whichever reads better on the background. */
export function readableTextOn(background: string): string {
  const bg = parseHexColor(background) ?? (parseHexColor(FALLBACK_COLOR) as [number, number, number]);
  return contrastRatio(bg, WHITE) >= contrastRatio(bg, INK) ? '#ffffff' : '#111827';
}

/** The colour, darkened in small steps until it reaches `ratio` against white. */
export function darkenForText(color: string, ratio = 4.5): string {
  let rgb = parseHexColor(color) ?? (parseHexColor(FALLBACK_COLOR) as [number, number, number]);
  // Darkening tends to black (21:1), so any target up to 20:1 is reached.
  const target = Math.min(ratio, 20);
  while (contrastRatio(rgb, WHITE) < target) {
    rgb = rgb.map((v) => v * 0.92) as [number, number, number];
  }
  return toHex(rgb);
}

/** The CSS custom properties a shop's theme sets on <html>. */
export function themeVariables(themeColor: string | null | undefined): Record<string, string> {
  const primary = normalizeThemeColor(themeColor);
  return {
    '--theme-primary': primary,
    '--theme-on-primary': readableTextOn(primary),
    '--theme-primary-text': darkenForText(primary),
  };
}

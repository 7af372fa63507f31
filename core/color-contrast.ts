// A shop picks any theme colour, so text drawn on it or in it must still be readable:
// WCAG 2 relative luminance and contrast ratio; white or near-black text on the colour,
// and the colour darkened until it reaches 4.5:1 against white for links and prices.
// Every text-on-colour pair the pages draw is derived here from the shop's colour (issue 23
// item 11): the coloured text also reads on the light tint of the colour (a deal link in the
// mega menu), a muted grey reads on the paler wash (an unread notification's time), and the
// chip on the coloured header (the hero's coupon code) keeps the header's text readable.
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

/**
 * The colour, darkened in small steps until it reaches `ratio` against `background` (white by
 * default; a background at least as light as its own tint, or the loop would not end).
 */
export function darkenForText(color: string, ratio = 4.5, background: [number, number, number] = WHITE): string {
  let rgb = parseHexColor(color) ?? (parseHexColor(FALLBACK_COLOR) as [number, number, number]);
  // Darkening tends to black (21:1 on white, ≥ 16:1 on a 10 % tint), so any target up to 15:1 is reached.
  const target = Math.min(ratio, background === WHITE ? 20 : 15);
  // 200 steps of 8 % reach black whatever the start (a darker background than meant stops there).
  for (let i = 0; i < 200 && contrastRatio(rgb, background) < target; i++) {
    // Whole channel values (as written out), so the figure checked is the colour shipped.
    rgb = rgb.map((v) => Math.floor(v * 0.92)) as [number, number, number];
  }
  return toHex(rgb);
}

/** `color` laid over white at `alpha` (0–1), as a browser composites a translucent fill. */
export function tintOf(color: string, alpha: number): string {
  const rgb = parseHexColor(color) ?? (parseHexColor(FALLBACK_COLOR) as [number, number, number]);
  return toHex(rgb.map((v) => 255 - (255 - v) * alpha) as [number, number, number]);
}

/** The share of the theme colour in its light tint (a deal link's box) and its paler wash (an unread row). */
export const TINT_ALPHA = 0.1;
export const WASH_ALPHA = 0.05;

/** Tailwind's grey-500, -600 and -700: the lightest that reaches 4.5:1 is the muted text on a background. */
const MUTED_GREYS = ['#6a7282', '#4a5565', '#364153'] as const;

/** The lightest muted grey that reads at 4.5:1 on `background`; near-black if none does. */
export function mutedTextOn(background: string): string {
  const bg = parseHexColor(background) ?? WHITE;
  return MUTED_GREYS.find((g) => contrastRatio(parseHexColor(g)!, bg) >= 4.5) ?? '#111827';
}

/**
 * A chip on the coloured surface (the hero's coupon code): the colour moved 15 % at a time
 * away from the text drawn on it (darker under white text, lighter under ink) until that text
 * reads at 4.5:1, and at least one step, so the chip stands out from the surface.
 */
export function raisedOn(color: string, text: string): string {
  let rgb = parseHexColor(color) ?? (parseHexColor(FALLBACK_COLOR) as [number, number, number]);
  const ink = parseHexColor(text) ?? WHITE;
  const towards = relativeLuminance(ink) > 0.5 ? 0 : 255;
  // Each step moves a seventh of the way to black or white, so 4.5:1 is reached within 40.
  for (let step = 0; step < 40 && (step === 0 || contrastRatio(rgb, ink) < 4.5); step++) {
    rgb = rgb.map((v) => (towards === 0 ? Math.floor(v * 0.85) : Math.ceil(v + (255 - v) * 0.15))) as [number, number, number];
  }
  return toHex(rgb);
}

/** The CSS custom properties a shop's theme sets on <html>. */
export function themeVariables(themeColor: string | null | undefined): Record<string, string> {
  const primary = normalizeThemeColor(themeColor);
  const onPrimary = readableTextOn(primary);
  const tint = tintOf(primary, TINT_ALPHA);
  const wash = tintOf(primary, WASH_ALPHA);
  return {
    '--theme-primary': primary,
    '--theme-on-primary': onPrimary,
    // Links and prices: readable on white and on the tint (the tint is the darker of the two).
    '--theme-primary-text': darkenForText(primary, 4.5, parseHexColor(tint)!),
    '--theme-primary-tint': tint,
    '--theme-primary-wash': wash,
    '--theme-muted-on-wash': mutedTextOn(wash),
    '--theme-primary-raised': raisedOn(primary, onPrimary),
  };
}
